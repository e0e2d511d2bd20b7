/**
 * /setup-profile#token=: account set-up for an invited staff member (the emailed link carries the
 * token in its fragment, see lib/link-token.ts). Without a token it goes to /;
 * then 'Validating invitation...', the invalid card, or the form (read-only email, name and role;
 * password and confirmation with show/hide and every rule of the set-up page).
 */
import { useState } from 'react';
import { Alert, Button, Field, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_HOME_PATH } from '@safe-haven/shared/paths';
import { SETUP_ROLE_LABELS } from '@safe-haven/shared/roles';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { setupPasswordFormSchema } from '@safe-haven/shared/validation/team';
import { PasswordInput } from '../../../components/forms/password-input';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { currentLinkToken } from '../../../lib/link-token';
import { useAcceptStaffInvitation, useStaffInvitation } from '../api/staff-invitation';
import { CreateAccountButton, OnboardingCard } from '../../../components/layout/onboarding-card';
import { ReadOnlyField } from '../components/read-only-field';
import { useRefreshMyProfile, useSignInNewAccount } from '../hooks/use-sign-in-new-account';
import { setupFailure } from '../utils/account-errors';

const InvalidInvitation = () => (
  <OnboardingCard title={ACCOUNT_SETUP_MESSAGES.invalidTitle}>
    <Stack gap="5" textAlign="center">
      <Text role="alert">{ACCOUNT_SETUP_MESSAGES.invalidBody}</Text>
      <Button asChild variant="outline">
        <Link to="/">Go to sign-in</Link>
      </Button>
    </Stack>
  </OnboardingCard>
);

const SetupForm = ({ token }: { token: string }) => {
  const invitation = useStaffInvitation(token);
  const accept = useAcceptStaffInvitation(token);
  const signInNewAccount = useSignInNewAccount();
  const refreshMyProfile = useRefreshMyProfile();
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmPassword: '' });
  const { errors } = form;
  const [failure, setFailure] = useState<string>();
  const [linkGone, setLinkGone] = useState(false);
  const [signingIn, setSigningIn] = useState(false);

  if (invitation.isPending) return <FullPageLoading label={ACCOUNT_SETUP_MESSAGES.validating} />;
  if (invitation.isError || linkGone) return <InvalidInvitation />;
  const { email, firstName, lastName, role } = invitation.data;
  const busy = accept.isPending || signingIn;

  const submit = form.submitWith((values) => setupPasswordFormSchema.safeParse(values), ({ password }) => {
    setFailure(undefined);
    accept.mutate(password, {
      onSuccess: async (account) => {
        setSigningIn(true);
        try {
          if (await signInNewAccount(account, password)) {
            await refreshMyProfile();
            toaster.create({ type: 'success', title: ACCOUNT_SETUP_MESSAGES.welcomeTitle, description: ACCOUNT_SETUP_MESSAGES.welcome(account.firstName) });
            navigate(DASHBOARD_HOME_PATH, { replace: true });
          }
        } catch {
          // The account exists; only the automatic sign-in failed.
          navigate('/', { replace: true });
        } finally {
          setSigningIn(false);
        }
      },
      onError: (error) => {
        const result = setupFailure(error);
        if (result.kind === 'invalid-link') {
          setLinkGone(true);
          return;
        }
        if (result.field === 'password') form.showErrors({ password: result.message });
        setFailure(result.message);
        toaster.create({ id: 'setup-failed', type: 'error', title: result.title, description: result.message });
      },
    });
  }, { busy });

  return (
    <OnboardingCard title="Set Up Your Account" subtitle={`${invitation.data.inviterName} invited you to join the Safe Haven team.`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <ReadOnlyField label="Email" name="email" value={email} />
          <ReadOnlyField label="Full Name" name="fullName" value={`${firstName} ${lastName}`} />
          <ReadOnlyField label="Role" name="role" value={SETUP_ROLE_LABELS[role]} />
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>Password<Field.RequiredIndicator /></Field.Label>
            <PasswordInput autoComplete="new-password" {...form.input('password')} disabled={busy} />
            {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : <Field.HelperText>{PASSWORD_MESSAGES.hint}</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={!!errors.confirmPassword} required>
            <Field.Label>Confirm Password<Field.RequiredIndicator /></Field.Label>
            <PasswordInput autoComplete="new-password" {...form.input('confirmPassword')} disabled={busy} />
            <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>
          </Field.Root>
          <CreateAccountButton busy={busy} />
        </Stack>
      </form>
    </OnboardingCard>
  );
};

export const SetupProfilePage = () => {
  usePageMeta({ title: 'Set Up Your Account | Safe Haven', description: 'Finish setting up your Safe Haven staff account.', noindex: true });
  // Read on every location change, so the page follows a new link opened in the same tab.
  useLocation();
  const token = currentLinkToken();
  if (!token) return <Navigate to="/" replace />;
  return <SetupForm key={token} token={token} />;
};
