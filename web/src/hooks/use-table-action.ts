/**
 * An admin table's action on one row: asked first when it takes something away (the row held while
 * the confirmation is open), sent once through useSubmitOnce, and said in a toast. The
 * confirmation closes when the request has settled, so its button shows the work until then.
 *
 * Whether reopening a confirmation is a new submission is the caller's choice
 * (`startNewSubmission` before `ask`): a reset of another person is; a retried delete keeps its key.
 */
import { useState } from 'react';
import { toaster } from '../components/ui/toaster';
import type { SubmitCallbacks } from './use-submit-once';

type ToastOptions = Parameters<typeof toaster.create>[0];

/** What the table needs of a useSubmitOnce mutation. */
export interface RowSubmission<TVariables, TResult> {
  mutate: (variables: TVariables, callbacks?: SubmitCallbacks<TResult, TVariables>) => boolean;
  isPending: boolean;
}

export interface RowActionToasts<TRow, TResult> {
  /** The toast after a success; none when the table's change says it well enough. */
  success?: (result: TResult, row: TRow) => ToastOptions;
  failure: (error: Error, row: TRow) => ToastOptions;
}

export const useTableAction = <TRow, TVariables, TResult>(
  submission: RowSubmission<TVariables, TResult>,
  variablesOf: (row: TRow) => TVariables,
  toasts: RowActionToasts<TRow, TResult>,
) => {
  const [asking, setAsking] = useState<TRow>();

  const send = (row: TRow, onSettled?: () => void) =>
    submission.mutate(variablesOf(row), {
      onSuccess: (result) => {
        const toast = toasts.success?.(result, row);
        if (toast) toaster.create(toast);
      },
      onError: (error) => toaster.create(toasts.failure(error, row)),
      ...(onSettled ? { onSettled } : {}),
    });

  return {
    /** The row the confirmation asks about, while it is open. */
    asking,
    busy: submission.isPending,
    /** Opens the confirmation for this row. */
    ask: (row: TRow) => setAsking(row),
    /** Sends at once, without asking (a promotion, a resend). */
    run: (row: TRow) => {
      send(row);
    },
    /** The confirmation's button: sends, then closes the confirmation once settled. */
    confirm: () => {
      if (!asking || submission.isPending) return;
      send(asking, () => setAsking(undefined));
    },
    close: () => setAsking(undefined),
  };
};
