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
 *
 * Plain React, not TanStack Query's useMutation: the invitees' pages use it too, and they do not
 * load the query client.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ApiError } from '../lib/api-client';
import { reportSubmitError } from '../lib/submit-errors';
import { submissionEnded, submissionStarted } from './submissions-in-flight';

const newKey = (): string => crypto.randomUUID();

/** How often and how long to ask again while the first request is still running on the server. */
const STILL_WORKING_RETRIES = 5;
const STILL_WORKING_WAIT_MS = 1_000;

const isStillWorking = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && error.body.code === ERROR_CODES.REQUEST_IN_PROGRESS;

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

export interface SubmitCallbacks<TResult, TVariables> {
  onSuccess?: (result: TResult, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (result: TResult | undefined, error: Error | null, variables: TVariables) => unknown;
}

export const useSubmitOnce = <TResult, TVariables = void>(request: SubmitRequest<TVariables, TResult>, hookCallbacks: SubmitCallbacks<TResult, TVariables> = {}) => {
  const inFlight = useRef(false);
  const key = useRef<string>(newKey());
  const mounted = useRef(true);
  const latest = useRef({ request, hookCallbacks });
  latest.current = { request, hookCallbacks };
  const [state, setState] = useState<{ isPending: boolean; variables?: TVariables; error: Error | null; data?: TResult }>({ isPending: false, error: null });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Sends the submission; throws its error. Undefined when ignored as a second submit. */
  const run = useCallback(async (variables: TVariables, callbacks: SubmitCallbacks<TResult, TVariables> = {}): Promise<{ result: TResult } | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    submissionStarted();
    const { request: send, hookCallbacks: own } = latest.current;
    setState({ isPending: true, variables, error: null });
    const submissionKey = key.current;
    let outcome: { result: TResult } | { error: Error };
    try {
      outcome = { result: await untilFinished(() => send(variables, submissionKey)) };
      // The submission is done: whatever the form does next is a new one.
      key.current = newKey();
    } catch (cause) {
      outcome = { error: cause instanceof Error ? cause : new Error(String(cause)) };
      reportSubmitError(outcome.error);
    }
    // The guard holds until the callbacks have run (a sign-in after an account is created, a
    // dialog closing), so the button stays busy until the page has moved on.
    try {
      if ('result' in outcome) {
        await own.onSuccess?.(outcome.result, variables);
        await callbacks.onSuccess?.(outcome.result, variables);
      } else {
        await own.onError?.(outcome.error, variables);
        await callbacks.onError?.(outcome.error, variables);
      }
      const [result, error] = 'result' in outcome ? [outcome.result, null] : [undefined, outcome.error];
      await own.onSettled?.(result, error, variables);
      await callbacks.onSettled?.(result, error, variables);
    } finally {
      inFlight.current = false;
      submissionEnded();
      if (mounted.current) setState('result' in outcome ? { isPending: false, variables, error: null, data: outcome.result } : { isPending: false, variables, error: outcome.error });
    }
    if ('error' in outcome) throw outcome.error;
    return outcome;
  }, []);

  /** Submits unless a submission is in flight (false then); errors go to the callbacks. */
  const mutate = useCallback(
    (variables: TVariables, callbacks?: SubmitCallbacks<TResult, TVariables>): boolean => {
      if (inFlight.current) return false;
      run(variables, callbacks).catch(() => undefined);
      return true;
    },
    [run],
  );

  /** As `mutate`, awaited: the result, or undefined when ignored as a second submit; throws the error. */
  const mutateAsync = useCallback(async (variables: TVariables): Promise<TResult | undefined> => (await run(variables))?.result, [run]);

  /** A dialog that stays mounted was opened again: its next submission is a new one. */
  const startNewSubmission = useCallback(() => {
    if (!inFlight.current) key.current = newKey();
  }, []);

  const reset = useCallback(() => {
    if (!inFlight.current) setState({ isPending: false, error: null });
  }, []);

  return { ...state, isPending: state.isPending || inFlight.current, mutate, mutateAsync, startNewSubmission, reset };
};
