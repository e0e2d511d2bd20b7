/**
 * What the three answer forms share around their own fields: the dialog as their page opens it
 * (the answer's intro, Submit) and, for land owners and investors, the names the invitation knows,
 * read-only once the details have loaded.
 */
import type { ReactNode } from 'react';
import type { SectionIntro } from '@safe-haven/shared/content/types';
import { ANSWER_FORM_TEXT as T, FIELD_LABELS as L } from '@safe-haven/shared/content/form-fields';
import type { FieldBinding } from '../../../hooks/use-form';
import type { FlowError } from '../hooks/use-answer-flow';
import { FormDialog } from './form-dialog';
import { TextField } from './form-fields';

interface AnswerFormFrameProps {
  page: { open: boolean; pending: boolean; error: FlowError | undefined; onCancel: () => void };
  intro: SectionIntro;
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
}

export const AnswerFormFrame = ({ page, intro, onSubmit, children }: AnswerFormFrameProps) => (
  <FormDialog
    open={page.open} error={page.error} intro={intro} pending={page.pending} onCancel={page.onCancel} onSubmit={onSubmit}
    submitLabel={T.submit} submittingLabel={T.submitting}
  >
    {children}
  </FormDialog>
);

export const PrefilledNameFields = ({ field, locked }: { field: (name: 'firstName' | 'lastName') => FieldBinding; locked: boolean }) => (
  <>
    <TextField label={L.firstName} required readOnly={locked} binding={field('firstName')} autoComplete="given-name" />
    <TextField label={L.lastName} required readOnly={locked} binding={field('lastName')} autoComplete="family-name" />
  </>
);

/** The choice of a maybe: something to read first (information, the pitch deck) or a call. */
export const maybeOptions = (first: { value: string; label: string }) => [first, { value: 'call', label: T.scheduleCall }] as const;
