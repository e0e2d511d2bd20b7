/**
 * Security: two-factor sign-in with an authenticator app. Set-up shows a QR code (qrcode.react) and
 * the manual key, then checks a code from the app; once on, the next sign-in asks for a code.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { QRCodeSVG } from 'qrcode.react';
import type { MyProfile } from '@safe-haven/shared/api-types';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { totpCodeSchema } from '@safe-haven/shared/validation/auth';
import { toaster } from '../../../components/ui/toaster';
import { confirmTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor, type TwoFactorSetup } from '../../../lib/auth';
import { useSyncTwoFactor } from '../api/profile';
import { formatSecret } from '../utils/format-secret';

const SetupSteps = ({ setup, onDone, onCancel }: { setup: TwoFactorSetup; onDone: () => Promise<void>; onCancel: () => void }) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await confirmTwoFactorSetup(parsed.data);
      await onDone();
    } catch (failure) {
      setError(failure instanceof Error && failure.name === 'CodeMismatchException' ? PROFILE_MESSAGES.twoFactorInvalidCode : PROFILE_MESSAGES.twoFactorFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Text>1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, ...).</Text>
      <Box alignSelf="flex-start" p="3" bg="white" borderWidth="1px" rounded="md">
        <QRCodeSVG value={setup.setupUri} size={176} marginSize={2} title="QR code for your authenticator app" />
      </Box>
      <Text fontSize="sm" color="fg.muted">Cannot scan it? Enter this key in the app instead:</Text>
      <Text as="code" alignSelf="flex-start" fontFamily="mono" fontSize="md" px="3" py="2" bg="bg.muted" rounded="md" wordBreak="break-all" data-testid="totp-secret">
        {formatSecret(setup.sharedSecret)}
      </Text>
      <form onSubmit={(event) => void verify(event)} noValidate>
        <Stack gap="3">
          <Field.Root invalid={!!error}>
            <Field.Label>2. Enter the 6-digit code from the app</Field.Label>
            <Input
              name="totpCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} maxW="40" letterSpacing="widest"
              value={code} disabled={busy} onChange={(event) => { setCode(event.target.value); setError(undefined); }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" colorPalette="brand" loading={busy} loadingText="Verifying...">Verify and Turn On</Button>
            <Button variant="ghost" onClick={onCancel} disabled={busy}>Cancel</Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
};

export const TwoFactorCard = ({ profile }: { profile: MyProfile }) => {
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [working, setWorking] = useState(false);
  const sync = useSyncTwoFactor();
  const enabled = profile.twoFactorEnabled === true;

  const run = async (work: () => Promise<void>) => {
    setWorking(true);
    try {
      await work();
    } catch {
      toaster.create({ type: 'error', title: PROFILE_MESSAGES.twoFactorFailed });
    } finally {
      setWorking(false);
    }
  };

  const begin = () => run(async () => setSetup(await startTwoFactorSetup(BRAND_NAME, profile.email)));
  const finish = async () => {
    await sync.mutateAsync(undefined);
    setSetup(undefined);
    toaster.create({ type: 'success', title: PROFILE_MESSAGES.twoFactorOnTitle, description: PROFILE_MESSAGES.twoFactorOn });
  };
  const turnOff = () =>
    run(async () => {
      await turnOffTwoFactor();
      await sync.mutateAsync(undefined);
      toaster.create({ type: 'info', title: PROFILE_MESSAGES.twoFactorOffTitle });
    });

  return (
    <Card.Root as="section" aria-labelledby="security-heading">
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="security-heading">Security</Heading>
          <Badge colorPalette={enabled ? 'green' : 'gray'} variant="subtle" size="lg">Two-factor sign-in: {enabled ? 'On' : 'Off'}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        {setup ? (
          <SetupSteps setup={setup} onDone={finish} onCancel={() => setSetup(undefined)} />
        ) : enabled ? (
          <Stack gap="3" align="flex-start">
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Description>Each sign-in asks for a code from your authenticator app.</Alert.Description>
            </Alert.Root>
            <Button variant="outline" colorPalette="red" onClick={() => void turnOff()} loading={working} loadingText="Turning off...">Turn Off Two-Factor Sign-In</Button>
          </Stack>
        ) : (
          <Stack gap="3" align="flex-start">
            <Text color="fg.muted">Protect your account with a second step: a 6-digit code from an authenticator app on your phone.</Text>
            <Button colorPalette="brand" onClick={() => void begin()} loading={working} loadingText="Preparing...">Set Up Two-Factor Sign-In</Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
