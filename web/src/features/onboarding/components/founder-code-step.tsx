/** 'Enter Invite Code': upper case as typed (dashes and spaces optional), checked by the server (rate limited). */
import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { inviteCodeSchema } from '@safe-haven/shared/validation/team';
import { useForm } from '../../../hooks/use-form';
import { useValidateSignupCode } from '../api/founder-signup';
import { codeValidationMessage } from '../utils/account-errors';
import { saveFounderSession } from '../utils/founder-session';
import { OnboardingCard } from '../../../components/layout/onboarding-card';

export const FounderCodeStep = ({ notice, onValidated }: { notice?: string; onValidated: (code: { codeId: string; email?: string }) => void }) => {
  const form = useForm({ inviteCode: '' });
  const validate = useValidateSignupCode();
  const showError = (message: string) => form.showErrors({ inviteCode: message });

  const submit = form.submitWith(({ inviteCode }) => inviteCodeSchema.safeParse(inviteCode), (code) =>
    validate.mutate(code, {
      onSuccess: (result) => {
        if (!result.success || !result.codeId) {
          showError(result.error ?? codeValidationMessage(undefined));
          return;
        }
        const validated = { codeId: result.codeId, ...(result.email ? { email: result.email } : {}) };
        saveFounderSession(window.sessionStorage, validated);
        onValidated(validated);
      },
      onError: (failure) => showError(codeValidationMessage(failure)),
    }), { field: 'inviteCode', busy: validate.isPending });
  const code = form.field('inviteCode');

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
          <Field.Root invalid={!!code.error} required>
            <Field.Label>Invite Code</Field.Label>
            <Input
              name={code.name} autoComplete="off" autoCapitalize="characters" spellCheck={false} size="lg"
              fontFamily="mono" letterSpacing="wider" value={code.value} disabled={validate.isPending} placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"
              onChange={(event) => code.onChange(event.target.value.toUpperCase())}
            />
            <Field.ErrorText>{code.error}</Field.ErrorText>
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
