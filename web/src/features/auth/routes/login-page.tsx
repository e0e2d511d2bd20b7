/**
 * `/`: staff sign-in with email and password, then a TOTP code when the user has enrolled one, or a
 * new password when the one given was temporary (a stage's first admin).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, Center, Field, Heading, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FORGOT_PASSWORD_LABEL, LOST_PHONE_HINT } from '@safe-haven/shared/account-recovery-links';
import { PASSWORD_RESET_PATH } from '@safe-haven/shared/paths';
import { LOGIN_REDIRECT_MS } from '@safe-haven/shared/constants';
import { API_MESSAGES, AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { isStaffRole } from '@safe-haven/shared/roles';
import { loginSchema, totpCodeSchema } from '@safe-haven/shared/validation/auth';
import { newPasswordFormSchema, PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { fieldErrors } from '@safe-haven/shared/validation/fields';
import { Logo } from '../../../components/brand/logo';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { chooseNewPassword, clearLocalSession, confirmTotpCode, signInWithPassword, type SignInOutcome } from '../../../lib/auth';
import { takeSignOutMessage } from '../../../lib/sign-out-reason';
import { fetchMyProfile, MY_PROFILE_QUERY_KEY, useMyProfile } from '../../../hooks/use-my-profile';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import type { LoginLocationState } from './login-location-state';

const LOGIN_ERROR_TOAST_ID = 'login-error';

const CREDENTIAL_ERRORS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/** Cognito's own errors carry a message meant for people; anything else is unexpected. */
const isAuthServiceError = (error: unknown): error is Error =>
  error instanceof Error && /Exception$|Error$/.test(error.name) && error.name !== 'TypeError' && error.name !== 'Error';

export const LoginPage = () => {
  usePageMeta({ title: 'Staff Login | Safe Haven', description: 'Sign in to the Safe Haven staff dashboard.' });
  const profile = useMyProfile();
  const navigate = useNavigate();
  // A message from "Forgot password?" (the password is changed), with the email to sign in with.
  const arrivedWith = (useLocation().state ?? {}) as LoginLocationState;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'password' | 'totp' | 'new-password' | 'done'>('password');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [values, setValues] = useState({ email: arrivedWith.email ?? '', password: '', code: '', newPassword: '', confirmPassword: '' });
  const [showPassword, setShowPassword] = useState(false);
  // Why the server ended the last session (signed out elsewhere, suspended), read once the session
  // check has settled: that check may be what found the session over. Client-only, after hydration.
  const [signedOutBecause, setSignedOutBecause] = useState<string>();
  useEffect(() => {
    if (profile.isPending) return;
    const message = takeSignOutMessage();
    if (message) setSignedOutBecause(message);
  }, [profile.isPending]);

  const finish = async (outcome: SignInOutcome) => {
    if (outcome.kind === 'totp-required') {
      setStep('totp');
      return;
    }
    if (outcome.kind === 'new-password-required') {
      setStep('new-password');
      return;
    }
    if (outcome.kind === 'unsupported') throw new Error(`Unsupported sign-in step ${outcome.step}`);
    // The password was right, but a suspended (or removed) account has no role on the server: say
    // so here, rather than let the dashboard send the person back to this screen without a word.
    const me = await queryClient.fetchQuery({ queryKey: MY_PROFILE_QUERY_KEY, queryFn: fetchMyProfile, staleTime: 0 });
    if (!me || !isStaffRole(me.role)) {
      // The server's reason (suspended, or a session already ended) goes in the toast, not to the next visit.
      const reason = takeSignOutMessage() ?? API_MESSAGES.forbiddenInactive;
      await clearLocalSession();
      queryClient.removeQueries({ queryKey: MY_PROFILE_QUERY_KEY });
      setStep('password');
      toaster.remove(LOGIN_ERROR_TOAST_ID);
      toaster.create({ id: LOGIN_ERROR_TOAST_ID, type: 'error', title: AUTH_MESSAGES.loginFailedTitle, description: reason });
      return;
    }
    setStep('done');
    // A failure toast from an earlier attempt must not linger over the dashboard.
    toaster.dismiss(LOGIN_ERROR_TOAST_ID);
    setTimeout(() => navigate('/dashboard', { replace: true }), LOGIN_REDIRECT_MS);
  };

  const fail = (error: unknown) => {
    // One toast at a time: a repeated failure replaces the previous one instead of stacking.
    const id = LOGIN_ERROR_TOAST_ID;
    toaster.remove(id);
    if (isAuthServiceError(error)) {
      // Cognito in AWS (preventUserExistenceErrors) answers both cases alike; the emulator does not.
      const description = CREDENTIAL_ERRORS.has(error.name) ? AUTH_MESSAGES.invalidCredentials : error.message;
      toaster.create({ id, type: 'error', title: AUTH_MESSAGES.loginFailedTitle, description });
    } else toaster.create({ id, type: 'error', title: AUTH_MESSAGES.loginErrorTitle, description: AUTH_MESSAGES.unexpected });
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await finish(await signInWithPassword(parsed.data.email, parsed.data.password));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(values.code);
    if (!parsed.success) {
      setErrors({ code: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.mfaInvalidCode });
      return;
    }
    setBusy(true);
    try {
      await finish(await confirmTotpCode(parsed.data));
    } catch (error) {
      if (error instanceof Error && error.name === 'CodeMismatchException') setErrors({ code: AUTH_MESSAGES.mfaInvalidCode });
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  const submitNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = newPasswordFormSchema.safeParse({ password: values.newPassword, confirmPassword: values.confirmPassword });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors({ newPassword: found.password ?? '', confirmPassword: found.confirmPassword ?? '' });
      return;
    }
    setBusy(true);
    try {
      await finish(await chooseNewPassword(parsed.data.password));
    } catch (error) {
      if (error instanceof Error && error.name === 'InvalidPasswordException') setErrors({ newPassword: PASSWORD_MESSAGES.hint });
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  const edit = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  if (step === 'password' && profile.isPending) return <FullPageLoading label={AUTH_MESSAGES.checkingAuthentication} />;
  if (step === 'password' && profile.data && isStaffRole(profile.data.role)) return <Navigate to="/dashboard" replace />;

  return (
    <Center minH="100dvh" px="4" py="10" bg="sand">
      <Card.Root w="full" maxW="sm" shadow="lg">
        <Card.Body gap="6">
          <Stack align="center" gap="2">
            <Logo size={48} withName={false} />
            <Heading as="h1" size="xl" fontFamily="heading">Safe Haven</Heading>
            <Text color="fg.muted" fontSize="sm">Staff sign-in</Text>
          </Stack>
          {/* A plain box, not Chakra's Alert: its recipe would add about 1.5 KB to every first visit here. */}
          {(signedOutBecause ?? arrivedWith.notice) && step === 'password' && (
            <Box role="status" bg="brand.50" borderWidth="1px" borderColor="brand.200" color="brand.900" rounded="md" px="4" py="3" fontSize="sm">
              {signedOutBecause ?? arrivedWith.notice}
            </Box>
          )}
          {step === 'new-password' ? (
            <form onSubmit={submitNewPassword} noValidate>
              <Stack gap="4">
                <Box>
                  <Heading as="h2" size="md">{AUTH_MESSAGES.newPasswordTitle}</Heading>
                  <Text color="fg.muted" fontSize="sm">{AUTH_MESSAGES.newPasswordPrompt}</Text>
                </Box>
                <Field.Root invalid={!!errors.newPassword} required>
                  <Field.Label>New password</Field.Label>
                  <Input name="newPassword" type="password" autoComplete="new-password" autoFocus size={{ base: 'lg', md: 'md' }} value={values.newPassword} onChange={edit('newPassword')} />
                  {errors.newPassword ? <Field.ErrorText>{errors.newPassword}</Field.ErrorText> : <Field.HelperText>{PASSWORD_MESSAGES.hint}</Field.HelperText>}
                </Field.Root>
                <Field.Root invalid={!!errors.confirmPassword} required>
                  <Field.Label>Confirm password</Field.Label>
                  <Input name="confirmPassword" type="password" autoComplete="new-password" size={{ base: 'lg', md: 'md' }} value={values.confirmPassword} onChange={edit('confirmPassword')} />
                  <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Saving...">Save and Sign In</Button>
              </Stack>
            </form>
          ) : step === 'totp' ? (
            <form onSubmit={submitCode} noValidate>
              <Stack gap="4">
                <Box>
                  <Heading as="h2" size="md">{AUTH_MESSAGES.mfaTitle}</Heading>
                  <Text color="fg.muted" fontSize="sm">{AUTH_MESSAGES.mfaPrompt}</Text>
                </Box>
                <Field.Root invalid={!!errors.code}>
                  <Field.Label>Authentication code</Field.Label>
                  <Input
                    name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus size={{ base: 'lg', md: 'md' }}
                    value={values.code} onChange={edit('code')} letterSpacing="widest"
                  />
                  <Field.ErrorText>{errors.code}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Verifying...">Verify</Button>
                <Text color="fg.muted" fontSize="sm" textAlign="center">{LOST_PHONE_HINT}</Text>
              </Stack>
            </form>
          ) : (
            <form onSubmit={submitPassword} noValidate>
              <Stack gap="4">
                <Field.Root invalid={!!errors.email} required>
                  <Field.Label>Email</Field.Label>
                  <Input name="email" type="email" autoComplete="username" size={{ base: 'lg', md: 'md' }} value={values.email} onChange={edit('email')} />
                  <Field.ErrorText>{errors.email}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.password} required>
                  <Field.Label>Password</Field.Label>
                  <Box position="relative" w="full">
                    <Input
                      name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" pe="12" size={{ base: 'lg', md: 'md' }}
                      value={values.password} onChange={edit('password')}
                    />
                    <IconButton
                      type="button" variant="ghost" size={{ base: 'lg', md: 'sm' }} position="absolute" top="50%" insetEnd={{ base: '0', md: '1' }}
                      transform="translateY(-50%)" aria-label="Show password" aria-pressed={showPassword}
                      onClick={() => setShowPassword((shown) => !shown)}
                    >
                      {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                    </IconButton>
                  </Box>
                  <Field.ErrorText>{errors.password}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy || step === 'done'} loadingText="Logging in...">
                  Login
                </Button>
                {/* A Button as a link: Chakra's Link recipe would add weight to this prerendered page. */}
                <Button asChild variant="plain" size="sm" alignSelf="center" color="brand.fg" textDecoration="underline">
                  <RouterLink to={PASSWORD_RESET_PATH}>{FORGOT_PASSWORD_LABEL}</RouterLink>
                </Button>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
};
