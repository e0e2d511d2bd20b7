/** 'Create Founder Account': names, email and a password that follows the user pool's policy. */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { founderAccountFormSchema } from '@safe-haven/shared/validation/team';
import { PasswordInput } from '../../../components/forms/password-input';
import { toaster } from '../../../components/ui/toaster';
import { useFounderSignup } from '../api/founder-signup';
import { useSignInNewAccount } from '../hooks/use-sign-in-new-account';
import { founderFailure } from '../utils/account-errors';
import { clearFounderSession } from '../utils/founder-session';
import { OnboardingCard } from './onboarding-card';

type FieldName = 'firstName' | 'lastName' | 'email' | 'password';
const EMPTY: Record<FieldName, string> = { firstName: '', lastName: '', email: '', password: '' };

interface FounderAccountStepProps {
  codeId: string;
  onCodeGone: (notice: string) => void;
  onCreated: (firstName: string) => void;
}

export const FounderAccountStep = ({ codeId, onCodeGone, onCreated }: FounderAccountStepProps) => {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<{ message: string; field?: FieldName }>();
  const [signingIn, setSigningIn] = useState(false);
  const signup = useFounderSignup();
  const signInNewAccount = useSignInNewAccount();
  const busy = signup.isPending || signingIn;

  const edit = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = founderAccountFormSchema.safeParse(values);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setError({ message: first?.message ?? FOUNDER_SIGNUP_MESSAGES.fillAllFields, field: first?.path[0] as FieldName | undefined });
      return;
    }
    signup.mutate(
      { ...parsed.data, codeId },
      {
        onSuccess: async (account) => {
          clearFounderSession(window.sessionStorage);
          toaster.create({ type: 'success', title: FOUNDER_SIGNUP_MESSAGES.successTitle, description: FOUNDER_SIGNUP_MESSAGES.success });
          setSigningIn(true);
          try {
            if (await signInNewAccount(account, parsed.data.password)) onCreated(account.firstName);
          } finally {
            setSigningIn(false);
          }
        },
        onError: (failure) => {
          const result = founderFailure(failure);
          if (result.kind === 'code-gone') {
            clearFounderSession(window.sessionStorage);
            onCodeGone(result.message);
            return;
          }
          setError({ message: result.message, field: result.field });
        },
      },
    );
  };

  const field = (name: FieldName) => ({ name, value: values[name], onChange: edit(name), disabled: busy });

  return (
    <OnboardingCard title="Create Founder Account" subtitle="Your invite code is confirmed. Tell us who you are." maxW="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error.message}</Alert.Title>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required invalid={error?.field === 'firstName'}>
              <Field.Label>First Name<Field.RequiredIndicator /></Field.Label>
              <Input autoComplete="given-name" {...field('firstName')} />
            </Field.Root>
            <Field.Root required invalid={error?.field === 'lastName'}>
              <Field.Label>Last Name<Field.RequiredIndicator /></Field.Label>
              <Input autoComplete="family-name" {...field('lastName')} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root required invalid={error?.field === 'email'}>
            <Field.Label>Email<Field.RequiredIndicator /></Field.Label>
            <Input type="email" inputMode="email" autoComplete="email" {...field('email')} />
          </Field.Root>
          <Field.Root required invalid={error?.field === 'password'}>
            <Field.Label>Password<Field.RequiredIndicator /></Field.Label>
            <PasswordInput autoComplete="new-password" {...field('password')} />
            <Field.HelperText>{PASSWORD_MESSAGES.hint}</Field.HelperText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Creating Account...">
            Create Account
          </Button>
        </Stack>
      </form>
    </OnboardingCard>
  );
};
