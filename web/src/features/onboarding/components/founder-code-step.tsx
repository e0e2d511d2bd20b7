/** 'Enter Invite Code': upper case as typed (dashes and spaces optional), checked by the server (rate limited). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { inviteCodeSchema } from '@safe-haven/shared/validation/team';
import { useValidateSignupCode } from '../api/founder-signup';
import { codeValidationMessage } from '../utils/account-errors';
import { saveFounderSession } from '../utils/founder-session';
import { OnboardingCard } from '../../../components/layout/onboarding-card';

export const FounderCodeStep = ({ notice, onValidated }: { notice?: string; onValidated: (code: { codeId: string; email?: string }) => void }) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const validate = useValidateSignupCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate.isPending) return;
    const parsed = inviteCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    validate.mutate(parsed.data, {
      onSuccess: (result) => {
        if (!result.success || !result.codeId) {
          setError(result.error ?? codeValidationMessage(undefined));
          return;
        }
        const code = { codeId: result.codeId, ...(result.email ? { email: result.email } : {}) };
        saveFounderSession(window.sessionStorage, code);
        onValidated(code);
      },
      onError: (failure) => setError(codeValidationMessage(failure)),
    });
  };

  return (
    <OnboardingCard title="Enter Invite Code" subtitle="Founder registration is by invitation only.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {notice && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!error} required>
            <Field.Label>Invite Code</Field.Label>
            <Input
              name="inviteCode" autoComplete="off" autoCapitalize="characters" spellCheck={false} size="lg"
              fontFamily="mono" letterSpacing="wider" value={code} disabled={validate.isPending} placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"
              onChange={(event) => {
                setCode(event.target.value.toUpperCase());
                setError(undefined);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" disabled={validate.isPending} loading={validate.isPending} loadingText="Validating...">
            Continue
          </Button>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Already have an account? <Link to="/" style={{ textDecoration: 'underline' }}>Sign in</Link>
          </Text>
        </Stack>
      </form>
    </OnboardingCard>
  );
};
