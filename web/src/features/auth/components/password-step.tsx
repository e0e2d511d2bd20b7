/** The first step: email and password (with show / hide), and "Forgot password?". */
import { useState } from 'react';
import { Box, Button, Field, IconButton, Input, Stack } from '@chakra-ui/react';
import { FORGOT_PASSWORD_LABEL } from '@safe-haven/shared/account-recovery-links';
import { PASSWORD_RESET_PATH } from '@safe-haven/shared/paths';
import type { LoginInput } from '@safe-haven/shared/validation/auth';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import type { Form } from '../../../hooks/use-form';
import { showSignInError } from '../utils/login-failure';
import { parseLogin } from '../utils/login-validation';

/** The form is the page's: after a code step the card shows these values again while it moves on. */
export type CredentialsForm = Form<{ email: string; password: string }>;

export const PasswordStep = ({ form, busy, onSubmit }: { form: CredentialsForm; busy: boolean; onSubmit: (credentials: LoginInput) => unknown }) => {
  const [showPassword, setShowPassword] = useState(false);
  const submit = form.submitWith(({ email, password }) => parseLogin({ email, password }), onSubmit, { onParseFailure: showSignInError });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={!!form.errors.email} required>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="username" size={{ base: 'lg', md: 'md' }} {...form.input('email')} />
          <Field.ErrorText>{form.errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!form.errors.password} required>
          <Field.Label>Password</Field.Label>
          <Box position="relative" w="full">
            <Input type={showPassword ? 'text' : 'password'} autoComplete="current-password" pe="12" size={{ base: 'lg', md: 'md' }} {...form.input('password')} />
            <IconButton
              type="button" variant="ghost" size={{ base: 'lg', md: 'sm' }} position="absolute" top="50%" insetEnd={{ base: '0', md: '1' }}
              transform="translateY(-50%)" aria-label="Show password" aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          </Box>
          <Field.ErrorText>{form.errors.password}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Logging in...">
          Login
        </Button>
        {/* A Button as a link: Chakra's Link recipe would add weight to this prerendered page. A plain
            link: the login screen has no router (src/login-main.tsx), the reset page is the SPA's. */}
        <Button asChild variant="plain" size="sm" alignSelf="center" color="brand.fg" textDecoration="underline">
          <a href={PASSWORD_RESET_PATH}>{FORGOT_PASSWORD_LABEL}</a>
        </Button>
      </Stack>
    </form>
  );
};
