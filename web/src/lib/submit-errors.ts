/**
 * What every failed submission also does, whichever page sent it (useSubmitOnce): the staff app
 * registers its handler (a 403 reads the profile again, so guards follow a role change) as
 * TanStack Query's MutationCache did; the invitees' pages, which load no query client, register none.
 */
type SubmitErrorHandler = (error: unknown) => void;

let handler: SubmitErrorHandler | undefined;

export const registerSubmitErrorHandler = (next: SubmitErrorHandler): void => {
  handler = next;
};

export const reportSubmitError = (error: unknown): void => handler?.(error);
