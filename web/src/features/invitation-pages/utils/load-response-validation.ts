/** Loads the answer forms' validation once: started when a form opens, awaited on submit. */
import type { ParseResult } from '../../../hooks/form-state';
import type * as ResponseValidationModule from './response-validation';

export type ResponseValidation = typeof ResponseValidationModule;

let loading: Promise<ResponseValidation> | undefined;

export const loadResponseValidation = (): Promise<ResponseValidation> => {
  loading ??= import('./response-validation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/**
 * An answer form's submit: parses the input with the schemas (loaded by now, as a rule), shows the
 * errors or sends the answer. False when the form shows errors.
 */
export const sendIfValid = async <T>(
  check: (result: ParseResult<T>) => T | undefined,
  parse: (validation: ResponseValidation) => ParseResult<T>,
  send: (answer: T) => void,
): Promise<boolean> => {
  const answer = check(parse(await loadResponseValidation()));
  if (answer !== undefined) send(answer);
  return answer !== undefined;
};
