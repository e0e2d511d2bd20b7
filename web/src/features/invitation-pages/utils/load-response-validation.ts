/** Loads the answer forms' validation once: started when a form opens, awaited on submit. */
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
