/**
 * The frame of the three answer forms: title and intro, the fields, Cancel and a submit button that
 * shows progress and cannot be pressed twice. A failed validation moves focus to the first bad field.
 */
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { SectionIntro } from '@safe-haven/shared/content/types';
import { DialogFrame } from './dialog-frame';

export const FormDialog = ({ open, intro, pending, submitLabel, submittingLabel, onCancel, onSubmit, children }: {
  open: boolean;
  intro: SectionIntro;
  pending: boolean;
  submitLabel: string;
  submittingLabel: string;
  onCancel: () => void;
  /** Validates and starts the submission; false when the form shows errors. */
  onSubmit: () => boolean;
  children: ReactNode;
}) => {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!onSubmit()) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  return (
    <DialogFrame
      open={open} onClose={onCancel} busy={pending} size="lg" fullOnPhone title={intro.title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>Cancel</Button>
          <Button type="submit" form={formId} colorPalette="brand" size="lg" loading={pending} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="5">
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
