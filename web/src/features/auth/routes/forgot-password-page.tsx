/**
 * /forgot-password: "Forgot password?" from the login page. The email first, then the code Cognito
 * mailed with a new password (the account set-up's rules; the server also refuses common and
 * breached ones), then back to sign in with a message. The first answer is the same whether or not
 * an account uses the address. The code is typed here, never carried in a link.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import { passwordResetRequestSchema, resetCodeSchema, type PasswordResetConfirm } from '@safe-haven/shared/validation/account-recovery';
import { newPasswordFormSchema, PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { PasswordInput } from '../../../components/forms/password-input';
import { errorsFromParse } from '../../../hooks/form-state';
import { useForm } from '../../../hooks/use-form';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ApiError } from '../../../lib/api-client';
import { OnboardingCard } from '../../../components/layout/onboarding-card';
import { confirmPasswordReset, requestPasswordReset } from '../api/password-reset';
import type { LoginLocationState } from './login-location-state';

const BackToSignIn = () => (
  <Button asChild variant="ghost" size="sm">
    <Link to="/">Back to sign in</Link>
  </Button>
);

export const ForgotPasswordPage = () => {
  usePageMeta({ title: 'Reset Your Password | Safe Haven', description: 'Reset the password of your Safe Haven staff account.' });
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const form = useForm({ email: '', code: '', password: '', confirmPassword: '' });
  const { values, errors } = form;
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // One submit each (a double tap on Send Code would otherwise mail two codes, the first then useless).
  const sendCode = useSubmitOnce((email: string, idempotencyKey) => requestPasswordReset(email, idempotencyKey));
  const saveNewPassword = useSubmitOnce((input: PasswordResetConfirm, idempotencyKey) => confirmPasswordReset(input, idempotencyKey));
  const busy = sendCode.isPending || saveNewPassword.isPending;

  /** The server's refusal: on its field when it names one, else above the form. */
  const showRefusal = (error: unknown) => {
    if (form.showServerErrors(error)) return;
    setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
  };

  const askForCode = form.submitWith(({ email }) => passwordResetRequestSchema.safeParse({ email }), async ({ email }) => {
    setFailure(undefined);
    try {
      const answer = await sendCode.mutateAsync(email);
      if (!answer) return; // a second tap while the first was on its way
      // A new code on the code step: the same answer again would look as if nothing happened.
      const again = step === 'code';
      setNotice(again ? RECOVERY_MESSAGES.newCodeSent(new Date().toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })) : answer.message);
      if (again) form.setValues({ code: '' });
      setStep('code');
    } catch (error) {
      showRefusal(error);
    }
  });

  const setNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    // Two shared schemas: the code's and the new password typed twice; every error at once.
    const code = resetCodeSchema.safeParse(values.code);
    const passwords = newPasswordFormSchema.safeParse({ password: values.password, confirmPassword: values.confirmPassword });
    if (!code.success || !passwords.success) {
      form.showErrors({ ...(code.success ? {} : errorsFromParse(code.error, 'code')), ...(passwords.success ? {} : errorsFromParse(passwords.error)) });
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
              <Input type="email" autoComplete="username" autoFocus size={{ base: 'lg', md: 'md' }} {...form.input('email')} />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Sending...">Send Code</Button>
            <BackToSignIn />
          </Stack>
        </form>
      ) : (
        <form onSubmit={(event) => void setNewPassword(event)} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">Code sent to {values.email.trim()}</Text>
            <Field.Root invalid={!!errors.code} required>
              <Field.Label>Code from the email</Field.Label>
              <Input
                inputMode="numeric" autoComplete="one-time-code" maxLength={12} autoFocus size={{ base: 'lg', md: 'md' }}
                {...form.input('code')} letterSpacing="widest"
              />
              <Field.ErrorText>{errors.code}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.password} required>
              <Field.Label>New password</Field.Label>
              <PasswordInput autoComplete="new-password" {...form.input('password')} />
              {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : <Field.HelperText>{PASSWORD_MESSAGES.hint}</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={!!errors.confirmPassword} required>
              <Field.Label>Confirm new password</Field.Label>
              <PasswordInput autoComplete="new-password" {...form.input('confirmPassword')} />
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
