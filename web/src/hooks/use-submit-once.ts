/**
 * The one hook behind every button and form that changes something: one submit, one result.
 *
 * - A second submit while the first is in flight is ignored. The guard is a ref, set synchronously:
 *   React state alone would let a double tap through before the next render disables the button.
 * - Each submission carries an Idempotency-Key, so the server answers a repeat (a retry after a
 *   dropped connection, a request sent twice anyway) with the first result instead of doing it twice
 *   or answering a false "already exists". The key is made when the form opens (the hook mounts),
 *   kept for retries of the same submission, and replaced after a success (the form may now be used
 *   for a new thing) or by `startNewSubmission` when a dialog that stays mounted is opened again.
 * - A 409 REQUEST_IN_PROGRESS means the first request is still running: the hook waits and asks
 *   again with the same key, and the button keeps its loading state, instead of showing an error.
 */
import { useCallback, useRef } from 'react';
import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { REQUEST_IN_PROGRESS_CODE } from '@safe-haven/shared/idempotent-requests';
import { ApiError } from '../lib/api-client';

const newKey = (): string => crypto.randomUUID();

/** How often and how long to ask again while the first request is still running on the server. */
const STILL_WORKING_RETRIES = 5;
const STILL_WORKING_WAIT_MS = 1_000;

const isStillWorking = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && error.body.code === REQUEST_IN_PROGRESS_CODE;

/** Runs `request` again with the same key while the server says the first one is still working. */
export const untilFinished = async <T>(request: () => Promise<T>, wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      if (!isStillWorking(error) || attempt >= STILL_WORKING_RETRIES) throw error;
      await wait(STILL_WORKING_WAIT_MS);
    }
  }
};

export type SubmitRequest<TVariables, TResult> = (variables: TVariables, idempotencyKey: string) => Promise<TResult>;

export const useSubmitOnce = <TResult, TVariables = void>(
  request: SubmitRequest<TVariables, TResult>,
  options: Omit<UseMutationOptions<TResult, Error, TVariables>, 'mutationFn'> = {},
) => {
  const inFlight = useRef(false);
  const key = useRef<string>(newKey());
  const mutation = useMutation<TResult, Error, TVariables>({
    ...options,
    mutationFn: (variables) => {
      const submissionKey = key.current;
      return untilFinished(() => request(variables, submissionKey));
    },
    onSuccess: (...args) => {
      // The submission is done: whatever the form does next is a new one.
      key.current = newKey();
      return options.onSuccess?.(...args);
    },
  });
  const { mutate: run, mutateAsync: runAsync } = mutation;

  /** Submits unless a submission is in flight; the callbacks run only for a submission that was sent. */
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TResult, Error, TVariables>): boolean => {
      if (inFlight.current) return false;
      inFlight.current = true;
      run(variables, {
        ...callbacks,
        onSettled: (...args) => {
          inFlight.current = false;
          return callbacks?.onSettled?.(...args);
        },
      });
      return true;
    },
    [run],
  );

  /** As `mutate`, awaited; resolves to undefined when ignored as a second submit. */
  const mutateAsync = useCallback(
    async (variables: TVariables): Promise<TResult | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        return await runAsync(variables);
      } finally {
        inFlight.current = false;
      }
    },
    [runAsync],
  );

  /** A dialog that stays mounted was opened again: its next submission is a new one. */
  const startNewSubmission = useCallback(() => {
    if (!inFlight.current) key.current = newKey();
  }, []);

  return { ...mutation, mutate, mutateAsync, startNewSubmission, isPending: mutation.isPending || inFlight.current };
};
