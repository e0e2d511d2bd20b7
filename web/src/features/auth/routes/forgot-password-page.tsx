/**
 * /forgot-password: "Forgot password?" from the login page. The email first, then the code Cognito
 * mailed with a new password (the account set-up's rules; the server also refuses common and
 * breached ones), then back to sign in with a message. The first answer is the same whether or not
 * an account uses the address. The code is typed here, never carried in a link.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import { passwordResetRequestSchema, resetCodeSchema, type PasswordResetConfirm } from '@safe-haven/shared/validation/account-recovery';
import { fieldErrors } from '@safe-haven/shared/validation/fields';
import { newPasswordFormSchema, PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { PasswordInput } from '../../../components/forms/password-input';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ApiError } from '../../../lib/api-client';
import { OnboardingCard } from '../../../components/layout/onboarding-card';
import { confirmPasswordReset, requestPasswordReset } from '../api/password-reset';
import type { LoginLocationState } from './login-location-state';

type FieldName = 'email' | 'code' | 'password' | 'confirmPassword';

const BackToSignIn = () => (
  <Button asChild variant="ghost" size="sm">
    <Link to="/">Back to sign in</Link>
  </Button>
);

export const ForgotPasswordPage = () => {
  usePageMeta({ title: 'Reset Your Password | Safe Haven', description: 'Reset the password of your Safe Haven staff account.' });
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // One submit each (a double tap on Send Code would otherwise mail two codes, the first then useless).
  const sendCode = useSubmitOnce((email: string, idempotencyKey) => requestPasswordReset(email, idempotencyKey));
  const saveNewPassword = useSubmitOnce((input: PasswordResetConfirm, idempotencyKey) => confirmPasswordReset(input, idempotencyKey));
  const busy = sendCode.isPending || saveNewPassword.isPending;

  const edit = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The server's refusal: on its field when it names one, else above the form. */
  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError) {
      const field = error.body.field as FieldName | undefined;
      const fromSchema = error.body.fieldErrors;
      if (field) setErrors((current) => ({ ...current, [field]: error.message }));
      else if (fromSchema && Object.keys(fromSchema).length > 0) setErrors(fromSchema as Partial<Record<FieldName, string>>);
      else setFailure(error.message);
    } else setFailure('Something went wrong. Please try again.');
  };

  const askForCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email: values.email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setFailure(undefined);
    try {
      const answer = await sendCode.mutateAsync(parsed.data.email);
      if (!answer) return; // a second tap while the first was on its way
      // A new code on the code step: the same answer again would look as if nothing happened.
      const again = step === 'code';
      setNotice(again ? RECOVERY_MESSAGES.newCodeSent(new Date().toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })) : answer.message);
      if (again) setValues((current) => ({ ...current, code: '' }));
      setStep('code');
    } catch (error) {
      showRefusal(error);
    }
  };

  const setNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    const code = resetCodeSchema.safeParse(values.code);
    const passwords = newPasswordFormSchema.safeParse({ password: values.password, confirmPassword: values.confirmPassword });
    if (!code.success || !passwords.success) {
      setErrors({
        ...(code.success ? {} : { code: code.error.issues[0]?.message }),
        ...(passwords.success ? {} : fieldErrors(passwords.error)),
      });
      return;
    }
    setFailure(undefined);
    try {
      const done = await saveNewPassword.mutateAsync({ email: values.email.trim().toLowerCase(), code: code.data, password: passwords.data.password });
      if (!done) return; // a second tap while the first was on its way
      const state: LoginLocationState = { notice: done.message, email: values.email.trim() };
      navigate('/', { replace: true, state });
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <OnboardingCard title="Reset your password" subtitle={step === 'email' ? 'We will email you a code to choose a new password.' : undefined}>
      {notice && step === 'code' && (
        <Box role="status" bg="brand.50" borderWidth="1px" borderColor="brand.200" color="brand.900" rounded="md" px="4" py="3" fontSize="sm">
          {notice}
        </Box>
      )}
      {failure && (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.900" rounded="md" px="4" py="3" fontSize="sm">
          {failure}
        </Box>
      )}
      {step === 'email' ? (
        <form onSubmit={askForCode} noValidate>
          <Stack gap="4">
            <Field.Root invalid={!!errors.email} required>
              <Field.Label>Email</Field.Label>
              <Input name="email" type="email" autoComplete="username" autoFocus size={{ base: 'lg', md: 'md' }} value={values.email} onChange={edit('email')} />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Sending...">Send Code</Button>
            <BackToSignIn />
          </Stack>
        </form>
      ) : (
        <form onSubmit={setNewPassword} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">Code sent to {values.email.trim()}</Text>
            <Field.Root invalid={!!errors.code} required>
              <Field.Label>Code from the email</Field.Label>
              <Input
                name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} autoFocus size={{ base: 'lg', md: 'md' }}
                value={values.code} onChange={edit('code')} letterSpacing="widest"
              />
              <Field.ErrorText>{errors.code}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.password} required>
              <Field.Label>New password</Field.Label>
              <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={edit('password')} />
              {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : <Field.HelperText>{PASSWORD_MESSAGES.hint}</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={!!errors.confirmPassword} required>
              <Field.Label>Confirm new password</Field.Label>
              <PasswordInput name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={edit('confirmPassword')} />
              <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Saving...">Set New Password</Button>
            <Button type="button" variant="outline" size={{ base: 'lg', md: 'sm' }} disabled={busy} onClick={() => void askForCode()}>Send a New Code</Button>
            <BackToSignIn />
          </Stack>
        </form>
      )}
    </OnboardingCard>
  );
};
