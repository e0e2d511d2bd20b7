/**
 * /dashboard/admin/add-users: Invite New User. Admins invite any role, founders Lead Generators only
 * (with the tip that invitations to members, land owners and investors are sent from the dashboard).
 */
import { Alert, Button, Card, Field, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { ROLE_LABELS, type StaffRole } from '@safe-haven/shared/roles';
import { NEW_ACCOUNT_STATUS_LABELS, NEW_ACCOUNT_STATUSES, rolesInvitableBy, type NewAccountStatus } from '@safe-haven/shared/team';
import { INVITE_USER_MESSAGES } from '@safe-haven/shared/team-messages';
import { inviteUserSchema } from '@safe-haven/shared/validation/team';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { useInviteUser } from '../api/invite-user';

const EMPTY = { firstName: '', lastName: '', email: '', role: '' as StaffRole | '', status: 'active' as NewAccountStatus };
const TOAST_ID = 'invite-user';

export const AddUsersPage = () => {
  usePageMeta({ title: 'Invite New User | Safe Haven', description: 'Invite a new administrator, founder or lead generator.' });
  const profile = useMyProfile();
  const invite = useInviteUser();
  const form = useForm<Record<keyof typeof EMPTY, string>>(EMPTY);
  const { errors } = form;

  if (!profile.data) return <FullPageLoading label="Loading..." />;
  const roles = rolesInvitableBy(profile.data.role);
  const isFounder = profile.data.role === 'founder';
  const busy = invite.isPending;

  const submit = form.submitWith((current) => inviteUserSchema.safeParse({ ...current, role: current.role || undefined }), (input) =>
    invite.mutate(input, {
      onSuccess: (result) => {
        toaster.remove(TOAST_ID);
        if (result.emailDelivered) {
          toaster.create({ id: TOAST_ID, type: 'success', title: INVITE_USER_MESSAGES.sentTitle, description: INVITE_USER_MESSAGES.sent(input.email) });
        } else {
          toaster.create({
            id: TOAST_ID, type: 'warning', title: INVITE_USER_MESSAGES.createdTitle,
            description: INVITE_USER_MESSAGES.welcomeEmailFailed(result.deliveryError ?? 'unknown error'), duration: 10_000,
          });
        }
        form.reset();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toaster.remove(TOAST_ID);
        toaster.create({ id: TOAST_ID, type: 'error', title: INVITE_USER_MESSAGES.sendFailedTitle, description: error.message });
      },
    }),
    { busy },
  );

  const field = (name: 'firstName' | 'lastName' | 'email') => ({ ...form.input(name), disabled: busy });

  return (
    <Stack gap="6" maxW="3xl">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <PageHeader title="Invite New User" intro="They receive a welcome email with a link to set up their account." />
        {profile.data.role === 'admin' && (
          <Button asChild variant="outline" size="sm">
            <Link to={DASHBOARD_PATHS.manageUsers}>View All Users</Link>
          </Button>
        )}
      </HStack>
      {isFounder && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{INVITE_USER_MESSAGES.founderTip}</Alert.Description>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          <form ref={form.formRef} onSubmit={submit} noValidate>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={!!errors.firstName} required>
                  <Field.Label>First Name<Field.RequiredIndicator /></Field.Label>
                  <Input autoComplete="off" {...field('firstName')} />
                  <Field.ErrorText>{errors.firstName}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.lastName} required>
                  <Field.Label>Last Name<Field.RequiredIndicator /></Field.Label>
                  <Input autoComplete="off" {...field('lastName')} />
                  <Field.ErrorText>{errors.lastName}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Field.Root invalid={!!errors.email} required>
                <Field.Label>Email<Field.RequiredIndicator /></Field.Label>
                <Input type="email" inputMode="email" autoComplete="off" {...field('email')} />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={!!errors.role} required>
                  <Field.Label>Role<Field.RequiredIndicator /></Field.Label>
                  <NativeSelect.Root disabled={busy}>
                    <NativeSelect.Field {...form.input('role')}>
                      <option value="">Select a role</option>
                      {roles.map((role) => (
                        <option key={role} value={role}>{ROLE_LABELS[role]}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.role}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Status</Field.Label>
                  <NativeSelect.Root disabled={busy}>
                    <NativeSelect.Field {...form.input('status')}>
                      {NEW_ACCOUNT_STATUSES.map((status) => (
                        <option key={status} value={status}>{NEW_ACCOUNT_STATUS_LABELS[status]}</option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>A suspended account can sign in once an admin activates it.</Field.HelperText>
                </Field.Root>
              </SimpleGrid>
              <HStack justify="flex-end" gap="3" pt="2" wrap="wrap">
                <Button variant="outline" onClick={() => form.reset()} disabled={busy}>Clear Form</Button>
                {/* Never silently disabled: a submit with gaps names every one of them at once. */}
                <Button type="submit" colorPalette="brand" disabled={busy} loading={busy} loadingText="Sending Invitation...">
                  Send Invitation
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
};
