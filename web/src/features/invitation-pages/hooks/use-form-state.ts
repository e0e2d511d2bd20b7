/**
 * Values and field errors of one answer form. Validation uses the shared zod schema, shows the first
 * message per field, and an error clears as soon as its field is edited.
 */
import { useState } from 'react';
import type * as z from 'zod';
import { fieldErrors } from '@safe-haven/shared/validation/fields';

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export const useFormState = <V extends Record<string, string>>(initial: V) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      });
    },
  });

  /** The parsed value, or undefined after showing the errors. */
  const validate = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | undefined => {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return undefined;
  };

  return { values, errors, field, validate };
};
