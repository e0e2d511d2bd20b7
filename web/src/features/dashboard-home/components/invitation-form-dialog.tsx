/**
 * The invitation modal of one type: first name, last name, email and a personal message, validated
 * on submit with the shared schema; each error clears when its field is edited. Escape or a click
 * outside ask before throwing typed text away; Cancel and the close button are deliberate and do not.
 */
import { useRef, useState } from 'react';
import { Button, CloseButton, Dialog, Field, Flex, Input, Portal, SimpleGrid, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import type { Audience } from '@safe-haven/shared/audiences';
import { MAX_MESSAGE_LENGTH } from '@safe-haven/shared/constants';
import { FIELD_LABELS } from '@safe-haven/shared/content/form-fields';
import { invitationFormSchema } from '@safe-haven/shared/validation/invitation';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { useSendInvitation } from '../api/send-invitation';
import { attemptFor, invitationFingerprint, type IdempotencyAttempt } from '../utils/idempotency-key';
import { INVITE_AUDIENCE_COPY } from '../utils/invite-audiences';
import type { SentInvitation } from '../utils/invite-flow';
import { messageCounter } from '../utils/message-counter';
import { classifySendFailure, deliveryWarning, type InvitationFormField, type SendWarning } from '../utils/send-invitation-outcome';
import { DiscardInvitationDialog } from './discard-invitation-dialog';
import { DialogRoot } from '../../../components/ui/dialog-root';

const SEND_ERROR_TOAST_ID = 'invitation-send-error';

const EMPTY_FORM: Record<InvitationFormField, string> = { firstName: '', lastName: '', email: '', personalMessage: '' };

interface InvitationFormDialogProps {
  type: Audience;
  open: boolean;
  onCancel: () => void;
  /**
   * The warning, when the email failed, is worked out here rather than by the page: the send's
   * messages then load with this dialog instead of with the dashboard home.
   */
  onSent: (invitation: SentInvitation, warning: SendWarning | null) => void;
  /** Where focus goes when the form closes: the control that opened it. */
  finalFocusEl?: () => HTMLElement | null;
}

export const InvitationFormDialog = ({ type, open, onCancel, onSent, finalFocusEl }: InvitationFormDialogProps) => {
  const copy = INVITE_AUDIENCE_COPY[type];
  const form = useForm(EMPTY_FORM);
  const { values, errors } = form;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const attempt = useRef<IdempotencyAttempt | null>(null);
  const firstNameInput = useRef<HTMLInputElement>(null);
  const send = useSendInvitation();
  const busy = send.isPending;
  const typed = Object.values(values).some((value) => value.trim() !== '');
  const counter = messageCounter(values.personalMessage.length, MAX_MESSAGE_LENGTH);

  /** Escape and the backdrop: a form with text in it asks first instead of closing. */
  const askBeforeDismiss = (event: { preventDefault: () => void }) => {
    if (busy || !typed) return;
    event.preventDefault();
    setConfirmingDiscard(true);
  };

  const submit = form.submitWith((current) => invitationFormSchema.safeParse(current), (input) => {
    const content = { ...input, audience: type };
    attempt.current = attemptFor(attempt.current, invitationFingerprint(content));
    send.mutate(
      { ...content, idempotencyKey: attempt.current.key },
      {
        onSuccess: (result) => {
          toaster.dismiss(SEND_ERROR_TOAST_ID);
          onSent({ firstName: input.firstName, lastName: input.lastName, type, emailDelivered: result.emailDelivered !== false }, deliveryWarning(result));
        },
        onError: (error) => {
          const failure = classifySendFailure(error);
          if (failure.kind === 'signed-out') return;
          if (failure.kind === 'invalid') form.showErrors(failure.fieldErrors);
          if (failure.kind === 'invalid' && !failure.message) return;
          // One error toast per form: a retry that fails again replaces it instead of stacking.
          toaster.create({ id: SEND_ERROR_TOAST_ID, type: 'error', title: failure.title, description: failure.message });
        },
      },
    );
  });

  const field = (name: InvitationFormField) => ({
    ...form.input(name),
    disabled: busy,
    // 44 px tap targets on phones.
    size: { base: 'lg', md: 'md' } as const,
  });

  return (
    <DialogRoot
      open={open}
      onOpenChange={(details) => !details.open && !busy && onCancel()}
      // Back is like Escape: what was typed is not thrown away without asking.
      onBack={() => {
        if (busy) return;
        if (typed) setConfirmingDiscard(true);
        else onCancel();
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onEscapeKeyDown={askBeforeDismiss}
      onInteractOutside={askBeforeDismiss}
      size="lg"
      scrollBehavior="inside"
      initialFocusEl={() => firstNameInput.current}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx={{ base: '3', sm: 'auto' }}>
            {/* A refused field can be scrolled out of the dialog's view on a phone: useForm brings it back, focused. */}
            <form ref={form.formRef} onSubmit={submit} noValidate>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title fontFamily="heading" fontSize="2xl">{copy.formTitle}</Dialog.Title>
              <Dialog.Description color="fg.muted">{copy.formDescription}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <Field.Root invalid={!!errors.firstName} required>
                    <Field.Label>{FIELD_LABELS.firstName}<Field.RequiredIndicator /></Field.Label>
                    <Input ref={firstNameInput} autoComplete="off" {...field('firstName')} />
                    <Field.ErrorText>{errors.firstName}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.lastName} required>
                    <Field.Label>{FIELD_LABELS.lastName}<Field.RequiredIndicator /></Field.Label>
                    <Input autoComplete="off" {...field('lastName')} />
                    <Field.ErrorText>{errors.lastName}</Field.ErrorText>
                  </Field.Root>
                </SimpleGrid>
                <Field.Root invalid={!!errors.email} required>
                  <Field.Label>{FIELD_LABELS.email}<Field.RequiredIndicator /></Field.Label>
                  <Input type="email" inputMode="email" autoComplete="off" {...field('email')} />
                  <Field.ErrorText>{errors.email}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.personalMessage} required>
                  <Field.Label>{FIELD_LABELS.personalMessage}<Field.RequiredIndicator /></Field.Label>
                  <Textarea rows={5} placeholder={copy.messagePlaceholder} maxLength={MAX_MESSAGE_LENGTH} {...field('personalMessage')} />
                  <Flex w="full" justify="space-between" align="flex-start" gap="3">
                    {errors.personalMessage ? (
                      <Field.ErrorText>{errors.personalMessage}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>Included in the invitation email, above the link.</Field.HelperText>
                    )}
                    <Text
                      aria-hidden="true" data-testid="message-counter" fontSize="xs" mt="1.5" flexShrink={0}
                      color={counter.nearLimit ? 'orange.fg' : 'fg.muted'} fontVariantNumeric="tabular-nums"
                    >
                      {counter.text}
                    </Text>
                  </Flex>
                  <VisuallyHidden aria-live="polite">{counter.announcement}</VisuallyHidden>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size={{ base: 'lg', md: 'md' }} onClick={onCancel} disabled={busy}>Cancel</Button>
              <Button type="submit" colorPalette="brand" size={{ base: 'lg', md: 'md' }} loading={busy} loadingText="Sending Invitation...">
                Send Invitation
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label="Close" />
            </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <DiscardInvitationDialog open={confirmingDiscard} onKeepEditing={() => setConfirmingDiscard(false)} onDiscard={onCancel} />
    </DialogRoot>
  );
};
