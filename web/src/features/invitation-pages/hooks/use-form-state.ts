/**
 * Values and field errors of one answer form. Validation uses the shared zod schema (loaded when the
 * form opens), shows the first message per field, and an error clears as soon as its field is edited.
 * With a draft key, what the person types is kept for the session and comes back when the form
 * opens again (utils/answer-draft.ts); the pre-filled values alone are not a draft.
 */
import { useEffect, useRef, useState } from 'react';
import { readAnswerDraft, saveAnswerDraft } from '../utils/answer-draft';
import type * as z from 'zod/v4/core';
import { loadResponseValidation, type ResponseValidation } from '../utils/load-response-validation';

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export const useFormState = <V extends Record<string, string>>(initial: V, draftKey?: string) => {
  const [values, setValues] = useState<V>(() => {
    const draft = readAnswerDraft(draftKey);
    return Object.fromEntries(Object.entries(initial).map(([name, value]) => [name, draft[name] ?? value])) as V;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current) saveAnswerDraft(draftKey, values);
  }, [draftKey, values]);

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value) => {
      edited.current = true;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
  });

  /** The parsed value, or undefined after showing the errors. */
  const validate = async <S extends z.$ZodType & { safeParse(data: unknown): z.util.SafeParseResult<z.output<S>> }>(pick: (validation: ResponseValidation) => S, input: unknown): Promise<z.output<S> | undefined> => {
    const validation = await loadResponseValidation();
    const result = pick(validation).safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(validation.fieldErrors(result.error));
    return undefined;
  };

  return { values, errors, field, validate };
};
