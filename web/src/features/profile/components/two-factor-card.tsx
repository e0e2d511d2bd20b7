/**
 * Security: two-factor sign-in with an authenticator app, changed only through the API. Set-up shows
 * a QR code (qrcode.react) and the manual key, then checks a code from the app. Replacing the app,
 * or turning it off (lead generators only: admins and founders must keep one), first asks for the
 * password and a current code, which the server checks as at sign-in.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import type { MyProfile } from '@safe-haven/shared/api-types';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { TWO_FACTOR_REQUIRED_ROLES } from '@safe-haven/shared/roles';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import type { SecondFactorCheck } from '@safe-haven/shared/validation/auth';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { startTwoFactorSetup, useConfirmTwoFactor, useStartTwoFactorSetup, useTurnOffTwoFactor } from '../api/profile';
import { useForm } from '../../../hooks/use-form';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { formatSecret } from '../utils/format-secret';
import { totpSetupUri } from '../utils/totp-setup-uri';
import { TotpKeyActions } from './totp-key-actions';

/** The server's refusal as the field it concerns, or a general failure. */
/**
 * The checks' schemas (zod), loaded on demand: the card shows without them, and they arrive while
 * the browser is idle (TwoFactorCard), before anyone has typed a code.
 */
const authSchemas = () => import('@safe-haven/shared/validation/auth');
const schemaNotLoaded = () => toaster.create({ type: 'error', title: AUTH_MESSAGES.unexpected });

export const refusalOf = (failure: unknown): { field?: 'password' | 'code'; message: string } => {
  if (failure instanceof ApiError && (failure.body.code === ERROR_CODES.PASSWORD_WRONG || failure.body.code === ERROR_CODES.CODE_WRONG)) {
    return { field: failure.body.code === ERROR_CODES.PASSWORD_WRONG ? 'password' : 'code', message: failure.message };
  }
  if (failure instanceof ApiError && failure.status < 500 && failure.message) return { message: failure.message };
  return { message: PROFILE_MESSAGES.twoFactorFailed };
};

/** The password and a current code, before the factor is replaced or turned off. */
const IdentityCheck = ({ action, onChecked, onCancel }: { action: string; onChecked: (check: SecondFactorCheck) => Promise<void>; onCancel: () => void }) => {
  const form = useForm({ password: '', code: '' });
  const check = useSubmitOnce((identity: SecondFactorCheck) => onChecked(identity));
  const busy = check.isPending;

  const submit = form.submitWith(async (values) => (await authSchemas()).secondFactorCheckSchema.safeParse(values), (identity) =>
    check.mutate(identity, {
      onError: (failure) => {
        const refusal = refusalOf(failure);
        if (refusal.field) form.showErrors({ [refusal.field]: refusal.message });
        else toaster.create({ type: 'error', title: refusal.message });
      },
    }),
    { onParseFailure: schemaNotLoaded },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="sm">
        <Box>
          <Heading as="h3" size="md">{PROFILE_MESSAGES.twoFactorCheckTitle}</Heading>
          <Text color="fg.muted" fontSize="sm">{PROFILE_MESSAGES.twoFactorCheckPrompt}</Text>
        </Box>
        <Field.Root invalid={!!form.errors.password} required>
          <Field.Label>Your password</Field.Label>
          <Input type="password" autoComplete="current-password" {...form.input('password')} name="currentPassword" disabled={busy} />
          <Field.ErrorText>{form.errors.password}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!form.errors.code} required>
          <Field.Label>Current code from your app</Field.Label>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} maxW="40" letterSpacing="widest" {...form.input('code')} name="currentCode" disabled={busy} />
          <Field.ErrorText>{form.errors.code}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Checking...">{action}</Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>Cancel</Button>
        </HStack>
      </Stack>
    </form>
  );
};

export const SetupSteps = ({ secret, email, onDone, onCancel }: { secret: string; email: string; onDone: () => void; onCancel: () => void }) => {
  const form = useForm({ totpCode: '' });
  const code = form.field('totpCode');
  const confirm = useConfirmTwoFactor();
  const setupUri = totpSetupUri(secret, BRAND_NAME, email);
  // The steps open below the button that asked for them: on a phone, below the fold. Brought into view.
  const stepsRef = useRef<HTMLDivElement>(null);
  // In braces: Chromium's scrollIntoView now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    stepsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  const verify = form.submitWith(async ({ totpCode }) => (await authSchemas()).totpCodeSchema.safeParse(totpCode), (valid) =>
    confirm.mutate(valid, { onSuccess: onDone, onError: (failure) => form.showErrors({ totpCode: refusalOf(failure).message }) }),
    { field: 'totpCode', onParseFailure: schemaNotLoaded },
  );

  return (
    <Stack gap="4" ref={stepsRef} scrollMarginTop="20">
      <Text>1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, ...).</Text>
      <Box alignSelf="flex-start" p="3" bg="white" borderWidth="1px" rounded="md">
        <QRCodeSVG value={setupUri} size={176} marginSize={2} title="QR code for your authenticator app" />
      </Box>
      <Text fontSize="sm" color="fg.muted">Cannot scan it? Enter this key in the app instead:</Text>
      <Text as="code" alignSelf="flex-start" fontFamily="mono" fontSize="md" px="3" py="2" bg="bg.muted" rounded="md" wordBreak="break-all" data-testid="totp-secret">
        {formatSecret(secret)}
      </Text>
      <TotpKeyActions secret={secret} setupUri={setupUri} />
      <form onSubmit={verify} noValidate>
        <Stack gap="3">
          <Field.Root invalid={!!code.error}>
            <Field.Label>2. Enter the 6-digit code from the app</Field.Label>
            <Input
              inputMode="numeric" autoComplete="one-time-code" maxLength={6} maxW="40" letterSpacing="widest"
              {...form.input('totpCode')} disabled={confirm.isPending}
            />
            <Field.ErrorText>{code.error}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" colorPalette="brand" loading={confirm.isPending} loadingText="Verifying...">Verify and Turn On</Button>
            <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>Cancel</Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
};

type Step = { kind: 'idle' } | { kind: 'check'; purpose: 'replace' | 'turn-off' } | { kind: 'setup'; secret: string; replacing: boolean };

export const TwoFactorCard = ({ profile }: { profile: MyProfile }) => {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  usePrefetchWhenIdle(authSchemas);
  const start = useStartTwoFactorSetup();
  const turnOff = useTurnOffTwoFactor();
  const enabled = profile.twoFactorEnabled === true;
  const required = (TWO_FACTOR_REQUIRED_ROLES as readonly string[]).includes(profile.role);
  const idle = () => setStep({ kind: 'idle' });

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (started) => setStep({ kind: 'setup', secret: started.sharedSecret, replacing: false }),
      onError: (failure) => toaster.create({ type: 'error', title: refusalOf(failure).message }),
    });
  const finish = (replacing: boolean) => () => {
    idle();
    toaster.create(
      replacing
        ? { type: 'success', title: PROFILE_MESSAGES.twoFactorReplacedTitle, description: PROFILE_MESSAGES.twoFactorOn }
        : { type: 'success', title: PROFILE_MESSAGES.twoFactorOnTitle, description: PROFILE_MESSAGES.twoFactorOn },
    );
  };
  const checked = (purpose: 'replace' | 'turn-off') => async (check: SecondFactorCheck) => {
    if (purpose === 'replace') {
      setStep({ kind: 'setup', secret: (await startTwoFactorSetup(check)).sharedSecret, replacing: true });
      return;
    }
    // Undefined: a second submit while the first is on its way, ignored.
    if ((await turnOff.mutateAsync(check)) === undefined) return;
    idle();
    toaster.create({ type: 'info', title: PROFILE_MESSAGES.twoFactorOffTitle });
  };

  return (
    <Card.Root as="section" aria-labelledby="security-heading">
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="security-heading">Security</Heading>
          <Badge colorPalette={enabled ? 'green' : 'gray'} variant="subtle" size="lg">Two-factor sign-in: {enabled ? 'On' : 'Off'}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        {step.kind === 'setup' ? (
          <SetupSteps secret={step.secret} email={profile.email} onDone={finish(step.replacing)} onCancel={idle} />
        ) : step.kind === 'check' ? (
          <IdentityCheck
            action={step.purpose === 'replace' ? 'Continue' : 'Turn Off'}
            onChecked={checked(step.purpose)}
            onCancel={idle}
          />
        ) : enabled ? (
          <Stack gap="3" align="flex-start">
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Description>Each sign-in asks for a code from your authenticator app.</Alert.Description>
            </Alert.Root>
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setStep({ kind: 'check', purpose: 'replace' })}>Replace Authenticator App</Button>
              {!required && (
                <Button variant="outline" colorPalette="red" onClick={() => setStep({ kind: 'check', purpose: 'turn-off' })}>Turn Off Two-Factor Sign-In</Button>
              )}
            </HStack>
            {required && <Text fontSize="sm" color="fg.muted">{PROFILE_MESSAGES.twoFactorRequiredForRole}</Text>}
          </Stack>
        ) : (
          <Stack gap="3" align="flex-start">
            <Text color="fg.muted">Protect your account with a second step: a 6-digit code from an authenticator app on your phone.</Text>
            <Button colorPalette="brand" onClick={() => void begin()} loading={start.isPending} loadingText="Preparing...">Set Up Two-Factor Sign-In</Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
