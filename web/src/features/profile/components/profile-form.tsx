/** Personal and professional information; the email (the sign-in name) and the role are shown, not edited. */
import { MEETING_LINK_MAX_LENGTH, MEETING_LINK_MESSAGES } from '@safe-haven/shared/documents';
import { Button, Card, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { DIGEST_MESSAGES } from '@safe-haven/shared/daily-digest';
import type { MyProfile } from '@safe-haven/shared/api-types';
import { MAX_ADDRESS_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '@safe-haven/shared/constants';
import { ROLE_LABELS } from '@safe-haven/shared/roles';
import { PROFILE_LIMITS } from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';
import { useUpdateProfile } from '../api/profile';
import { useTeamTimeZone } from '../hooks/use-team-time-zone';

type FieldName = 'firstName' | 'lastName' | 'phone' | 'address' | 'bio' | 'skills' | 'timeZone' | 'dailyDigest' | 'meetingLink';

/** The zones the browser knows (IANA names); the stage's zone applies while none is chosen. */
const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
/** The zone this device is set to: offered first, as most people want their own. */
const deviceTimeZone = (): string | undefined => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return TIME_ZONES.includes(zone) ? zone : undefined;
};

const initialValues = (profile: MyProfile): Record<FieldName, string> => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  address: profile.address ?? '',
  bio: profile.bio ?? '',
  skills: (profile.skills ?? []).join(', '),
  timeZone: profile.timeZone ?? '',
  dailyDigest: profile.dailyDigest === false ? 'off' : 'on',
  meetingLink: profile.meetingLink ?? '',
});

/**
 * The profile's schema (zod), loaded on demand: the page shows and can be edited without it, and it
 * arrives while the browser is idle, long before the first Save (a link from the dashboard carries
 * about 19 KB less).
 */
const profileSchemas = () => import('@safe-haven/shared/validation/team');

export const ProfileForm = ({ profile }: { profile: MyProfile }) => {
  const teamTimeZone = useTeamTimeZone();
  const deviceZone = deviceTimeZone();
  const form = useForm(initialValues(profile));
  const { values, errors } = form;
  const update = useUpdateProfile();
  usePrefetchWhenIdle(profileSchemas);

  const submit = form.submitWith(
    async (current) => {
      const { splitSkills, updateProfileSchema } = await profileSchemas();
      return updateProfileSchema.safeParse({ ...current, skills: splitSkills(current.skills), dailyDigest: current.dailyDigest === 'on' });
    },
    (input) => update.mutate(input, {
      onSuccess: (saved) => {
        form.reset(initialValues(saved));
        toaster.create({ type: 'success', title: PROFILE_MESSAGES.updated });
      },
      onError: (error) => toaster.create({ type: 'error', title: PROFILE_MESSAGES.updateFailed, description: error.message }),
    }),
    // The schema could not be loaded (offline): nothing was sent.
    { onParseFailure: () => toaster.create({ type: 'error', title: PROFILE_MESSAGES.updateFailed, description: AUTH_MESSAGES.unexpected }) },
  );

  const field = (name: FieldName) => ({ ...form.input(name), disabled: update.isPending });

  return (
    // On a phone the refused field (the meeting link, say) can be a screen above Save: useForm brings it back.
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="6">
        <Card.Root as="section" aria-labelledby="personal-heading">
          <Card.Header pb="0"><Heading as="h2" size="lg" id="personal-heading">Personal Information</Heading></Card.Header>
          <Card.Body>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={!!errors.firstName} required>
                  <Field.Label>First Name<Field.RequiredIndicator /></Field.Label>
                  <Input autoComplete="given-name" maxLength={MAX_NAME_LENGTH} {...field('firstName')} />
                  <Field.ErrorText>{errors.firstName}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.lastName} required>
                  <Field.Label>Last Name<Field.RequiredIndicator /></Field.Label>
                  <Input autoComplete="family-name" maxLength={MAX_NAME_LENGTH} {...field('lastName')} />
                  <Field.ErrorText>{errors.lastName}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
              <Field.Root readOnly>
                <Field.Label>Email</Field.Label>
                <Input name="email" value={profile.email} readOnly bg="bg.muted" color="fg.muted" />
                <Field.HelperText>Your sign-in name. Ask an administrator to change it.</Field.HelperText>
              </Field.Root>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <Field.Root invalid={!!errors.phone}>
                  <Field.Label>Phone</Field.Label>
                  <Input type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} {...field('phone')} />
                  <Field.ErrorText>{errors.phone}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.address}>
                  <Field.Label>Address</Field.Label>
                  <Input autoComplete="street-address" maxLength={MAX_ADDRESS_LENGTH} {...field('address')} />
                  <Field.ErrorText>{errors.address}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="professional-heading">
          <Card.Header pb="0"><Heading as="h2" size="lg" id="professional-heading">Professional Information</Heading></Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Field.Root readOnly>
                <Field.Label>Role</Field.Label>
                <Input name="role" value={ROLE_LABELS[profile.role]} readOnly bg="bg.muted" color="fg.muted" />
              </Field.Root>
              <Field.Root invalid={!!errors.bio}>
                <Field.Label>Bio</Field.Label>
                <Textarea rows={4} maxLength={PROFILE_LIMITS.bio} placeholder="A few lines the team will see on your card." {...field('bio')} />
                {errors.bio ? <Field.ErrorText>{errors.bio}</Field.ErrorText> : <Field.HelperText>{values.bio.length} / {PROFILE_LIMITS.bio}</Field.HelperText>}
              </Field.Root>
              <Field.Root invalid={!!errors.meetingLink}>
                <Field.Label>{MEETING_LINK_MESSAGES.label}</Field.Label>
                <Input type="url" inputMode="url" placeholder="https://zoom.us/j/..." maxLength={MEETING_LINK_MAX_LENGTH} {...field('meetingLink')} />
                {errors.meetingLink ? <Field.ErrorText>{errors.meetingLink}</Field.ErrorText> : <Field.HelperText>{MEETING_LINK_MESSAGES.help}</Field.HelperText>}
              </Field.Root>
              <Field.Root invalid={!!errors.skills}>
                <Field.Label>Skills</Field.Label>
                <Input placeholder="Sales, Hospitality, Spanish" {...field('skills')} />
                {errors.skills ? <Field.ErrorText>{errors.skills}</Field.ErrorText> : <Field.HelperText>Separate skills with commas (at most {PROFILE_LIMITS.skills}).</Field.HelperText>}
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="follow-up-heading">
          <Card.Header pb="0"><Heading as="h2" size="lg" id="follow-up-heading">Follow-up Email</Heading></Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Checkbox.Root
                checked={values.dailyDigest === 'on'} disabled={update.isPending}
                onCheckedChange={(details) => form.field('dailyDigest').onChange(details.checked === true ? 'on' : 'off')}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{DIGEST_MESSAGES.settingLabel}</Checkbox.Label>
              </Checkbox.Root>
              <Field.Root invalid={!!errors.timeZone}>
                <Field.Label>{DIGEST_MESSAGES.timeZoneLabel}</Field.Label>
                <NativeSelect.Root disabled={update.isPending}>
                  <NativeSelect.Field {...form.input('timeZone')}>
                    <optgroup label={DIGEST_MESSAGES.suggestedZones}>
                      <option value="">{DIGEST_MESSAGES.teamTimeZone(teamTimeZone)}</option>
                      {deviceZone && deviceZone !== teamTimeZone && <option value={deviceZone}>{DIGEST_MESSAGES.deviceTimeZone(deviceZone)}</option>}
                    </optgroup>
                    <optgroup label={DIGEST_MESSAGES.allZones}>
                      {TIME_ZONES.map((zone) => <option key={zone} value={zone}>{zone.replaceAll('_', ' ')}</option>)}
                    </optgroup>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {errors.timeZone ? <Field.ErrorText>{errors.timeZone}</Field.ErrorText> : <Field.HelperText>{DIGEST_MESSAGES.settingHelp}</Field.HelperText>}
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={update.isPending} loadingText="Saving...">Save Profile</Button>
        </HStack>
      </Stack>
    </form>
  );
};
