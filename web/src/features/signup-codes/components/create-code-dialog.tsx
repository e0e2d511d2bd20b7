/**
 * Create Code: who the code is for (a label and their email address) and its lifetime (1 to 30
 * days, 7 by default). The server makes the code; this dialog shows it once, with a Copy button,
 * and nothing shows it again (the server keeps only its hash).
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, Code, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { SIGNUP_CODE_LIFETIME_DAYS } from '@safe-haven/shared/team';
import type { CreatedSignupCode, RepeatedSignupCode } from '@safe-haven/shared/team-api-types';
import { SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import { createSignupCodeSchema } from '@safe-haven/shared/validation/team';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { useCreateSignupCode } from '../api/signup-codes';
import { DialogRoot } from '../../../components/ui/dialog-root';

const CreatedCode = ({ created }: { created: CreatedSignupCode | RepeatedSignupCode }) => {
  const [copied, setCopied] = useState(false);
  if ('alreadyShown' in created) {
    // A repeat of a submission that already succeeded: the code exists, but its value was shown once.
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{created.message}</Alert.Title>
      </Alert.Root>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.value);
      setCopied(true);
      toaster.create({ type: 'success', title: SIGNUP_CODE_MESSAGES.copied });
    } catch {
      toaster.create({ type: 'error', title: SIGNUP_CODE_MESSAGES.copyFailed });
    }
  };
  return (
    <Stack gap="4">
      <Text>
        For <strong>{created.code.label}</strong> ({created.code.email}), valid until{' '}
        {new Date(created.code.expiresAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Code size="lg" fontSize="lg" px="3" py="2" letterSpacing="wider" data-testid="new-signup-code" userSelect="all">{created.value}</Code>
        <Button size="sm" variant="outline" onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
      </HStack>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{SIGNUP_CODE_MESSAGES.shownOnce}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
};

export const CreateCodeDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const form = useForm({ label: '', email: '', expiresInDays: String(SIGNUP_CODE_LIFETIME_DAYS.default) });
  const { errors } = form;
  const [created, setCreated] = useState<CreatedSignupCode | RepeatedSignupCode>();
  const create = useCreateSignupCode();

  const reset = () => {
    form.reset();
    setCreated(undefined);
    // The next opening is a new submission (this dialog stays mounted while closed).
    create.startNewSubmission();
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };
  const submit = form.submitWith(
    ({ label, email, expiresInDays: days }) => createSignupCodeSchema.safeParse({ label, email, expiresInDays: days.trim() === '' ? Number.NaN : Number(days) }),
    (input) => create.mutate(input, {
      onSuccess: (result) => {
        setCreated(result);
        toaster.create({ type: 'success', title: SIGNUP_CODE_MESSAGES.created });
      },
      onError: (error) => toaster.create({ type: 'error', title: SIGNUP_CODE_MESSAGES.failedToCreate, description: error.message }),
    }),
  );

  return (
    <DialogRoot open={open} onOpenChange={(details) => !details.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx="3">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{created ? 'Your New Signup Code' : 'Create Signup Code'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {created ? <CreatedCode created={created} /> : (
                  <Stack gap="4">
                    <Field.Root invalid={!!errors.label} required>
                      <Field.Label>Label<Field.RequiredIndicator /></Field.Label>
                      <Input
                        autoComplete="off" {...form.input('label')} disabled={create.isPending} placeholder="Jane at the Denver event"
                      />
                      {errors.label ? <Field.ErrorText>{errors.label}</Field.ErrorText> : <Field.HelperText>Who the code is for, in your words.</Field.HelperText>}
                    </Field.Root>
                    <Field.Root invalid={!!errors.email} required>
                      <Field.Label>Email<Field.RequiredIndicator /></Field.Label>
                      <Input
                        type="email" inputMode="email" autoComplete="off" {...form.input('email')} disabled={create.isPending}
                      />
                      {errors.email ? <Field.ErrorText>{errors.email}</Field.ErrorText> : <Field.HelperText>The founder signs up with this address (or proves another one by email).</Field.HelperText>}
                    </Field.Root>
                    <Field.Root invalid={!!errors.expiresInDays}>
                      <Field.Label>Expires in (days)</Field.Label>
                      <Input
                        type="number" inputMode="numeric" min={SIGNUP_CODE_LIFETIME_DAYS.min} max={SIGNUP_CODE_LIFETIME_DAYS.max}
                        {...form.input('expiresInDays')} disabled={create.isPending}
                      />
                      {errors.expiresInDays ? <Field.ErrorText>{errors.expiresInDays}</Field.ErrorText> : <Field.HelperText>Between {SIGNUP_CODE_LIFETIME_DAYS.min} and {SIGNUP_CODE_LIFETIME_DAYS.max} days.</Field.HelperText>}
                    </Field.Root>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {created ? <Button colorPalette="brand" onClick={close}>Done</Button> : (
                  <>
                    <Button variant="outline" onClick={close} disabled={create.isPending}>Cancel</Button>
                    <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="Creating...">Create Code</Button>
                  </>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
