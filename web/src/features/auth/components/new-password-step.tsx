/** A temporary password (a stage's first admin) is replaced before the sign-in goes on. */
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password-messages';
import { useForm } from '../../../hooks/use-form';
import { isAuthError, showSignInError } from '../utils/login-failure';
import { parseNewPassword } from '../utils/login-validation';
import { StepHeading } from './login-card';

type Refused = (error: unknown) => boolean;

export const NewPasswordStep = ({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string, refused: Refused) => unknown }) => {
  const form = useForm({ password: '', confirmPassword: '' });
  const refused: Refused = (error) => {
    if (!isAuthError(error, 'InvalidPasswordException')) return false;
    form.showErrors({ password: PASSWORD_MESSAGES.hint });
    return true;
  };
  const submit = form.submitWith((values) => parseNewPassword(values), ({ password }) => onSubmit(password, refused), { busy, onParseFailure: showSignInError });
  const size = { base: 'lg', md: 'md' } as const;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <StepHeading title={AUTH_MESSAGES.newPasswordTitle} prompt={AUTH_MESSAGES.newPasswordPrompt} />
        <Field.Root invalid={!!form.errors.password} required>
          <Field.Label>New password</Field.Label>
          <Input type="password" autoComplete="new-password" autoFocus size={size} {...form.input('password')} name="newPassword" />
          {form.errors.password ? <Field.ErrorText>{form.errors.password}</Field.ErrorText> : <Field.HelperText>{PASSWORD_MESSAGES.hint}</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={!!form.errors.confirmPassword} required>
          <Field.Label>Confirm password</Field.Label>
          <Input type="password" autoComplete="new-password" size={size} {...form.input('confirmPassword')} />
          <Field.ErrorText>{form.errors.confirmPassword}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size={size} loading={busy} loadingText="Saving...">Save and Sign In</Button>
      </Stack>
    </form>
  );
};
