/**
 * 'Create Founder Account': names, email and a password that follows the user pool's policy. The
 * email starts as the address the invite code was issued for; another address needs the one-time
 * code we email to it ("We'll send a code to this address"), so nobody can register someone else's.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { emailProofCodeSchema, founderAccountFormSchema, requestEmailProofSchema } from '@safe-haven/shared/validation/team';
import { PasswordInput } from '../../../components/forms/password-input';
import { toaster } from '../../../components/ui/toaster';
import { errorsFromParse } from '../../../hooks/form-state';
import { useForm } from '../../../hooks/use-form';
import { ApiError } from '../../../lib/api-client';
import { useFounderSignup, useRequestEmailProof } from '../api/founder-signup';
import { useSignInNewAccount } from '../hooks/use-sign-in-new-account';
import { founderFailure } from '../utils/account-errors';
import { clearFounderSession } from '../utils/founder-session';
import { CreateAccountButton, OnboardingCard } from '../../../components/layout/onboarding-card';

type FieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'emailCode';

interface FounderAccountStepProps {
  codeId: string;
  /** The address the code was issued for (absent for old hand-made codes, which take any address). */
  codeEmail?: string;
  onCodeGone: (notice: string) => void;
  onCreated: (firstName: string) => void;
}

export const FounderAccountStep = ({ codeId, codeEmail, onCodeGone, onCreated }: FounderAccountStepProps) => {
  // Every field the form's check refused is outlined at once; the messages are in the banner above.
  const form = useForm({ firstName: '', lastName: '', email: codeEmail ?? '', password: '', emailCode: '' });
  const { values, errors: invalid } = form;
  const [error, setError] = useState<{ message: string; field?: FieldName }>();
  const [proof, setProof] = useState<{ id: string; email: string }>();
  const [signingIn, setSigningIn] = useState(false);
  // Once the account exists, this page's only way is forward: a later answer (a second tap's "code
  // already used") must not send the founder back to Enter Invite Code.
  const created = useRef(false);
  const signup = useFounderSignup();
  const requestProof = useRequestEmailProof();
  const signInNewAccount = useSignInNewAccount();
  const busy = signup.isPending || signingIn;
  const otherAddress = !!codeEmail && values.email.trim() !== '' && canonicalEmail(values.email) !== canonicalEmail(codeEmail);
  const proofSent = otherAddress && proof?.email === values.email.trim().toLowerCase();


  const sendProof = () => {
    const parsed = requestEmailProofSchema.safeParse({ codeId, email: values.email });
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? FOUNDER_SIGNUP_MESSAGES.fillAllFields, field: 'email' });
      return;
    }
    requestProof.mutate(parsed.data, {
      onSuccess: (sent) => {
        setProof({ id: sent.proofId, email: parsed.data.email });
        form.setValues({ emailCode: '' });
        setError(undefined);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.body.code === ERROR_CODES.CODE_INVALID) {
          clearFounderSession(window.sessionStorage);
          onCodeGone(failure.message);
          return;
        }
        setError({ message: failure instanceof ApiError && failure.status !== 0 ? failure.message : FOUNDER_SIGNUP_MESSAGES.emailCodeSendFailed, field: 'email' });
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (created.current) return;
    const parsed = founderAccountFormSchema.safeParse(values);
    if (form.check(parsed) === undefined || !parsed.success) {
      // Every problem at once, each sentence once ("Please fill in all fields" stands for every empty one).
      const messages = parsed.success ? [] : Object.values(errorsFromParse(parsed.error));
      setError({ message: [...new Set(messages)].join(' ') || FOUNDER_SIGNUP_MESSAGES.fillAllFields });
      return;
    }
    let emailProof: { id: string; code: string } | undefined;
    if (otherAddress) {
      if (!proof || !proofSent) {
        setError({ message: FOUNDER_SIGNUP_MESSAGES.emailCodeRequired, field: 'emailCode' });
        return;
      }
      const digits = emailProofCodeSchema.safeParse(values.emailCode);
      if (!digits.success) {
        setError({ message: digits.error.issues[0]?.message ?? FOUNDER_SIGNUP_MESSAGES.emailCodeRequired, field: 'emailCode' });
        return;
      }
      emailProof = { id: proof.id, code: digits.data };
    }
    signup.mutate(
      { ...parsed.data, codeId, ...(emailProof ? { emailProof } : {}) },
      {
        onSuccess: async (account) => {
          created.current = true;
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
          if (created.current) return;
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

  // Any edit also takes the banner away: it spoke of what was there before.
  const field = (name: FieldName) => {
    const { onChange, ...input } = form.input(name);
    return { ...input, disabled: busy, onChange: (event: ChangeEvent<HTMLInputElement>) => { onChange(event); setError(undefined); } };
  };

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
            <Field.Root required invalid={error?.field === 'firstName' || !!invalid.firstName}>
              <Field.Label>First Name<Field.RequiredIndicator /></Field.Label>
              <Input autoComplete="given-name" {...field('firstName')} />
            </Field.Root>
            <Field.Root required invalid={error?.field === 'lastName' || !!invalid.lastName}>
              <Field.Label>Last Name<Field.RequiredIndicator /></Field.Label>
              <Input autoComplete="family-name" {...field('lastName')} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root required invalid={error?.field === 'email' || !!invalid.email}>
            <Field.Label>Email<Field.RequiredIndicator /></Field.Label>
            <Input type="email" inputMode="email" autoComplete="email" {...field('email')} />
            {codeEmail && !otherAddress && <Field.HelperText>{FOUNDER_SIGNUP_MESSAGES.codeIssuedFor}</Field.HelperText>}
          </Field.Root>
          {otherAddress && (
            <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontSize="sm">{proofSent ? FOUNDER_SIGNUP_MESSAGES.emailCodeSent(proof.email) : FOUNDER_SIGNUP_MESSAGES.otherAddress}</Text>
                <Button size="sm" variant="outline" onClick={sendProof} loading={requestProof.isPending} disabled={busy}>
                  {proofSent ? FOUNDER_SIGNUP_MESSAGES.resendEmailCode : FOUNDER_SIGNUP_MESSAGES.sendEmailCode}
                </Button>
              </HStack>
              {proofSent && (
                <Field.Root required invalid={error?.field === 'emailCode' || !!invalid.emailCode}>
                  <Field.Label>{FOUNDER_SIGNUP_MESSAGES.emailCodeLabel}<Field.RequiredIndicator /></Field.Label>
                  <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} fontFamily="mono" letterSpacing="widest" {...field('emailCode')} />
                </Field.Root>
              )}
            </Stack>
          )}
          <Field.Root required invalid={error?.field === 'password' || !!invalid.password}>
            <Field.Label>Password<Field.RequiredIndicator /></Field.Label>
            <PasswordInput autoComplete="new-password" {...field('password')} />
            <Field.HelperText>{PASSWORD_MESSAGES.hint}</Field.HelperText>
          </Field.Root>
          <CreateAccountButton busy={busy} />
        </Stack>
      </form>
    </OnboardingCard>
  );
};
