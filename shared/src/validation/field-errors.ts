/** Readable messages from a failed parse; zod-free at run time, so every handler can use it cheaply. */
import type * as z from 'zod/v4/core';

/** The first message per field, for forms and for a readable 400 body. */
export const fieldErrors = (error: z.$ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
};

/** One sentence a person can act on, built from the first issue of each field. */
export const describeZodError = (error: z.$ZodError): string => Object.values(fieldErrors(error)).join('. ');
