import { describe, expect, it } from 'vitest';
import { updateProfileSchema } from '@safe-haven/shared/validation/team';
import { loginSchema } from '@safe-haven/shared/validation/auth';
import { ApiError } from '../lib/api-client';
import { errorsFromParse, errorsFromServer, formReducer, type FormState } from './form-state';

const start: FormState<{ email: string; password: string }> = { values: { email: 'a@b.c', password: '' }, errors: {}, edited: false };

describe('formReducer', () => {
  it('an edit changes its field, clears only that field\'s error and marks the form edited', () => {
    // Prepare
    const shown = formReducer(start, { type: 'show-errors', errors: { email: 'Bad email', password: 'Required' } });
    // Act
    const next = formReducer(shown, { type: 'edit', name: 'password', value: 'secret' });
    // Assess
    expect(next.values).toEqual({ email: 'a@b.c', password: 'secret' });
    expect(next.errors).toEqual({ email: 'Bad email' });
    expect(next.edited).toBe(true);
  });

  it('set-values is not an edit (a pre-fill or an emptied code box is no draft) and keeps the errors', () => {
    const shown = formReducer(start, { type: 'show-errors', errors: { email: 'Bad email' } });
    const next = formReducer(shown, { type: 'set-values', values: { password: '' } });
    expect(next.edited).toBe(false);
    expect(next.errors).toEqual({ email: 'Bad email' });
  });

  it('set-values given a function reads the values as they are when it runs', () => {
    const typedMeanwhile = formReducer(start, { type: 'edit', name: 'password', value: 'typed later' });
    const next = formReducer(typedMeanwhile, { type: 'set-values', values: (current) => ({ email: `${current.password}!` }) });
    expect(next.values).toEqual({ email: 'typed later!', password: 'typed later' });
  });

  it('reset puts the given values back with no errors and nothing edited', () => {
    const typed = formReducer(formReducer(start, { type: 'edit', name: 'email', value: 'x' }), { type: 'show-errors', errors: { email: 'Bad email' } });
    expect(formReducer(typed, { type: 'reset', values: start.values })).toEqual(start);
  });
});

describe('errorsFromParse', () => {
  it('gives the shared schema\'s first message of each field', () => {
    const result = loginSchema.safeParse({ email: 'not an email', password: '' });
    expect(result.success).toBe(false);
    const errors = errorsFromParse(result.error!);
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    expect(errors.email).toBe(result.error!.issues.find((issue) => issue.path[0] === 'email')?.message);
  });

  it('puts an issue inside a field (one skill of the list) on the field itself', () => {
    const result = updateProfileSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', skills: ['ok', 'x'.repeat(500)] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]?.path).toEqual(['skills', 1]);
    expect(Object.keys(errorsFromParse(result.error!))).toEqual(['skills']);
  });
});

describe('errorsFromServer', () => {
  it('shows the one field the server names with its message', () => {
    const error = new ApiError(400, 'That code is wrong', { message: 'That code is wrong', field: 'code' });
    expect(errorsFromServer(error)).toEqual({ code: 'That code is wrong' });
  });

  it('shows the schema errors of a 400', () => {
    const error = new ApiError(400, 'Invalid', { message: 'Invalid', fieldErrors: { email: 'Enter a valid email' } });
    expect(errorsFromServer(error)).toEqual({ email: 'Enter a valid email' });
  });

  it('names no field for other refusals and other errors', () => {
    expect(errorsFromServer(new ApiError(409, 'Taken', { message: 'Taken', code: 'EMAIL_EXISTS', fieldErrors: {} }))).toBeUndefined();
    expect(errorsFromServer(new Error('offline'))).toBeUndefined();
  });
});

describe('errorsFromParse of a schema of one value', () => {
  it('puts the message on the field named for the whole input', async () => {
    const { totpCodeSchema } = await import('@safe-haven/shared/validation/auth');
    const result = totpCodeSchema.safeParse('12');
    expect(result.success).toBe(false);
    expect(errorsFromParse(result.error!, 'code')).toEqual({ code: result.error!.issues[0]?.message });
    expect(Object.keys(errorsFromParse(result.error!))).toEqual(['_']);
  });
});
