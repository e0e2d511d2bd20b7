/**
 * The state of one form as a reducer, so its rules can be tested without a browser: values as typed,
 * the first error of each field, and whether the person has typed anything yet (a pre-fill alone is
 * not worth keeping as a draft). Editing a field clears its error, and only its error.
 */
import type * as z from 'zod/v4/core';
import { ApiError } from '../lib/api-client';

export type FormValues = Record<string, string>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export interface FormState<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  /** True once the person has changed a field (not on a pre-fill or a reset). */
  edited: boolean;
}

export type FormAction<V extends FormValues> =
  | { type: 'edit'; name: keyof V & string; value: string }
  /** Values set for the person (not an edit); a function reads the values as they are by then. */
  | { type: 'set-values'; values: Partial<V> | ((current: V) => Partial<V>) }
  | { type: 'show-errors'; errors: FormErrors<V> }
  | { type: 'reset'; values: V };

export const formReducer = <V extends FormValues>(state: FormState<V>, action: FormAction<V>): FormState<V> => {
  switch (action.type) {
    case 'edit': {
      const { [action.name]: _cleared, ...errors } = state.errors;
      return { values: { ...state.values, [action.name]: action.value }, errors: errors as FormErrors<V>, edited: true };
    }
    case 'set-values': {
      const next = typeof action.values === 'function' ? action.values(state.values) : action.values;
      return { ...state, values: { ...state.values, ...next } };
    }
    case 'show-errors':
      return { ...state, errors: action.errors };
    case 'reset':
      return { values: action.values, errors: {}, edited: false };
  }
};

/** What a zod `safeParse` answers, zod and zod/mini alike. */
export type ParseResult<T> = { success: true; data: T } | { success: false; error: z.$ZodError };

/**
 * The first message of each field of a failed parse. An issue deeper in a field (one skill of a
 * list: 'skills.3') belongs to the field itself. An issue of the whole input (a schema of one value,
 * such as a code) goes to `wholeInputField` when given, else stays under '_'.
 */
export const errorsFromParse = (error: z.$ZodError, wholeInputField = '_'): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.length > 0 ? String(issue.path[0]) : wholeInputField] ??= issue.message;
  return errors;
};

/**
 * The server's refusal of named fields: its `fieldErrors` (a 400 from the schema), or the one `field`
 * it names with its message. Undefined when the refusal names no field: the form shows it otherwise.
 */
export const errorsFromServer = (error: unknown): Record<string, string> | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const { field, fieldErrors: byField } = error.body;
  if (typeof field === 'string' && field) return { [field]: error.message };
  if (byField && Object.keys(byField).length > 0) return byField;
  return undefined;
};
