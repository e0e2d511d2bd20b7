/** Loads the answer forms' validation once: started when a form opens, awaited on submit. */
export type ResponseValidation = typeof import('./response-validation');

let loading: Promise<ResponseValidation> | undefined;

export const loadResponseValidation = (): Promise<ResponseValidation> => {
  loading ??= import('./response-validation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};
