import type { PublicInvitation } from '@safe-haven/shared/api-types';
import type * as z from 'zod/v4/core';
import type { Answer, FlowError } from '../hooks/use-answer-flow';

/** What every answer form receives from its page. */
export interface ResponseFormProps<Schema extends z.$ZodType> {
  open: boolean;
  answer: Answer;
  /** Undefined when the details could not be loaded: the invitee then types their own name. */
  invitation: PublicInvitation | undefined;
  pending: boolean;
  /** A failed submission, shown at the top of the form. */
  error: FlowError | undefined;
  onCancel: () => void;
  onSubmit: (body: z.output<Schema>) => void;
  /** Where the session keeps what was typed (utils/answer-draft.ts); none: no draft. */
  draftKey: string | undefined;
}

/** The name and email the invitation already knows, pre-filled in the land owner and investor forms. */
export const invitationPrefill = (invitation: PublicInvitation | undefined) => ({
  firstName: invitation?.recipient_first_name ?? '',
  lastName: invitation?.recipient_last_name ?? '',
  email: invitation?.recipient_email ?? '',
});
