/** The code from the authenticator app, for an account that has one; a wrong code is said on its field. */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { LOST_PHONE_HINT } from '@safe-haven/shared/account-recovery-links';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { useForm } from '../../../hooks/use-form';
import { isAuthError, showSignInError } from '../utils/login-failure';
import { parseTotpCode } from '../utils/login-validation';
import { StepHeading } from './login-card';

type Refused = (error: unknown) => boolean;

export const TotpStep = ({ busy, onSubmit }: { busy: boolean; onSubmit: (code: string, refused: Refused) => unknown }) => {
  const form = useForm({ code: '' });
  const refused: Refused = (error) => {
    if (!isAuthError(error, 'CodeMismatchException')) return false;
    form.showErrors({ code: AUTH_MESSAGES.mfaInvalidCode });
    return true;
  };
  const submit = form.submitWith(({ code }) => parseTotpCode(code), (code) => onSubmit(code, refused), { field: 'code', onParseFailure: showSignInError });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <StepHeading title={AUTH_MESSAGES.mfaTitle} prompt={AUTH_MESSAGES.mfaPrompt} />
        <Field.Root invalid={!!form.errors.code}>
          <Field.Label>Authentication code</Field.Label>
          <Input
            inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus size={{ base: 'lg', md: 'md' }}
            {...form.input('code')} letterSpacing="widest"
          />
          <Field.ErrorText>{form.errors.code}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Verifying...">Verify</Button>
        <Text color="fg.muted" fontSize="sm" textAlign="center">{LOST_PHONE_HINT}</Text>
      </Stack>
    </form>
  );
};
