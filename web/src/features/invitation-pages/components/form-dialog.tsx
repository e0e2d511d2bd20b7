/**
 * The frame of the three answer forms: title and intro, the fields, Cancel and a submit button that
 * shows progress and cannot be pressed twice. Focus starts on the first field the invitee has to
 * fill (never on a read-only pre-fill); a failed validation moves focus to the first bad field; a
 * failed submission is shown at the top of the form, which keeps what was typed.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { SectionIntro } from '@safe-haven/shared/content/types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import type { FlowError } from '../hooks/use-answer-flow';
import { DialogError } from './dialog-error';
import { DialogFrame } from './dialog-frame';
import { loadResponseValidation } from '../utils/load-response-validation';

const EDITABLE = 'input:not([readonly]):not([disabled]):not([type=hidden]):not([type=radio]), textarea:not([readonly]), select:not([disabled])';

/** The first empty editable field, else the first editable one. */
const firstFieldToFill = (form: HTMLFormElement): HTMLElement | undefined => {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(EDITABLE)];
  return fields.find((field) => field.value.trim() === '') ?? fields[0];
};

export const FormDialog = ({ open, intro, pending, error, submitLabel, submittingLabel, onCancel, onSubmit, children }: {
  open: boolean;
  intro: SectionIntro;
  pending: boolean;
  error: FlowError | undefined;
  submitLabel: string;
  submittingLabel: string;
  onCancel: () => void;
  /** Validates and starts the submission; false when the form shows errors. */
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
}) => {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [validating, setValidating] = useState(false);
  const [loadError, setLoadError] = useState<FlowError | undefined>();
  useEffect(() => {
    if (!open) return;
    if (formRef.current) firstFieldToFill(formRef.current)?.focus();
    // The invitee is about to type for a while: fetch the validation code now, not on submit.
    void loadResponseValidation().catch(() => undefined);
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || validating) return;
    setValidating(true);
    setLoadError(undefined);
    try {
      if (!(await onSubmit())) {
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }
    } catch {
      // The validation code could not be fetched (offline): nothing was sent; say so and keep the form.
      setLoadError({ title: INVITEE_MESSAGES.submitFailed, description: NETWORK_ERROR_MESSAGE });
    } finally {
      setValidating(false);
    }
  };
  return (
    <DialogFrame
      open={open} onClose={onCancel} busy={pending} size="lg" fullOnPhone title={intro.title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>Cancel</Button>
          <Button type="submit" form={formId} colorPalette="brand" size="lg" loading={pending || validating} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5">
          <DialogError error={error ?? loadError} />
          <Stack gap="1">
            {intro.intro && <Text color="fg.muted">{intro.intro}</Text>}
            <Text fontSize="sm" color="fg.muted">Fields marked <Text as="span" color="fg.error">*</Text> are required.</Text>
          </Stack>
          {children}
        </Stack>
      </form>
    </DialogFrame>
  );
};
