/** Create Code: a non-blank code (stored upper case) and its expiry in days (1 to 365, 30 by default). */
import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { SIGNUP_CODE_EXPIRY_DAYS } from '@safe-haven/shared/team';
import { SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import { fieldErrors } from '@safe-haven/shared/validation/fields';
import { createSignupCodeSchema } from '@safe-haven/shared/validation/team';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useCreateSignupCode } from '../api/signup-codes';

export const CreateCodeDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [code, setCode] = useState('');
  const [days, setDays] = useState(String(SIGNUP_CODE_EXPIRY_DAYS.default));
  const [errors, setErrors] = useState<{ code?: string; expiresInDays?: string }>({});
  const create = useCreateSignupCode();

  const reset = () => {
    setCode('');
    setDays(String(SIGNUP_CODE_EXPIRY_DAYS.default));
    setErrors({});
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSignupCodeSchema.safeParse({ code, expiresInDays: days.trim() === '' ? Number.NaN : Number(days) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toaster.create({ type: 'success', title: SIGNUP_CODE_MESSAGES.created, description: created.code });
        reset();
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body.code === 'DUPLICATE_CODE') {
          setErrors({ code: SIGNUP_CODE_MESSAGES.duplicate });
          toaster.create({ type: 'error', title: SIGNUP_CODE_MESSAGES.duplicate });
        } else toaster.create({ type: 'error', title: SIGNUP_CODE_MESSAGES.failedToCreate, description: error.message });
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx="3">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Create Signup Code</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={!!errors.code} required>
                    <Field.Label>Code<Field.RequiredIndicator /></Field.Label>
                    <Input
                      name="code" autoComplete="off" fontFamily="mono" value={code} disabled={create.isPending}
                      onChange={(event) => { setCode(event.target.value.toUpperCase()); setErrors((current) => ({ ...current, code: undefined })); }}
                    />
                    {errors.code ? <Field.ErrorText>{errors.code}</Field.ErrorText> : <Field.HelperText>Letters, numbers, dashes and underscores; stored in upper case.</Field.HelperText>}
                  </Field.Root>
                  <Field.Root invalid={!!errors.expiresInDays}>
                    <Field.Label>Expires in (days)</Field.Label>
                    <Input
                      name="expiresInDays" type="number" inputMode="numeric" min={SIGNUP_CODE_EXPIRY_DAYS.min} max={SIGNUP_CODE_EXPIRY_DAYS.max}
                      value={days} disabled={create.isPending}
                      onChange={(event) => { setDays(event.target.value); setErrors((current) => ({ ...current, expiresInDays: undefined })); }}
                    />
                    {errors.expiresInDays ? <Field.ErrorText>{errors.expiresInDays}</Field.ErrorText> : <Field.HelperText>Between {SIGNUP_CODE_EXPIRY_DAYS.min} and {SIGNUP_CODE_EXPIRY_DAYS.max} days.</Field.HelperText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={create.isPending}>Cancel</Button>
                <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="Creating...">Create Code</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
