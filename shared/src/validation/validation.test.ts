import { describe, expect, it } from 'vitest';
import { INVITATION_RESULT_MESSAGES } from '../messages';
import { fieldErrors } from './fields';
import { invitationFormSchema, invitationResultMessage } from './invitation';
import { investorResponseSchema, invitationTokenSchema } from './invitee-response';
import { staffPasswordSchema } from './password';

describe('the invitation form', () => {
  it('names each missing field with the spec message', () => {
    const result = invitationFormSchema.safeParse({ firstName: ' ', lastName: '', email: '', personalMessage: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      personalMessage: 'Personal message is required',
    });
  });

  it('says an email is invalid, and keeps a valid one as typed (trimmed)', () => {
    expect(fieldErrors(invitationFormSchema.safeParse({ firstName: 'a', lastName: 'b', email: 'nope', personalMessage: 'x' }).error!).email).toBe('Invalid email address');
    expect(invitationFormSchema.parse({ firstName: 'a', lastName: 'b', email: ' Ann@Example.COM ', personalMessage: 'x' }).email).toBe('Ann@Example.COM');
  });
});

describe('result messages', () => {
  it('formats ALREADY_INVITED_ACTIVE with the sender and the date', () => {
    expect(invitationResultMessage({ code: 'ALREADY_INVITED_ACTIVE', message: '', meta: { senderName: 'Avery Stone', lastSentDate: '2026-03-04T10:00:00.000Z' } }))
      .toBe("We've already invited this contact (last sent by Avery Stone on Mar 4, 2026). Please avoid duplicate invites.");
  });

  it('falls back to the generic message for an unknown code', () => {
    expect(invitationResultMessage({ code: undefined, message: '' })).toBe(INVITATION_RESULT_MESSAGES.OTHER);
  });
});

describe('the investor form', () => {
  const base = { form: 'investor', firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '1', address: 'x' } as const;
  it('requires an allocation range unless the answer is maybe', () => {
    expect(fieldErrors(investorResponseSchema.safeParse({ ...base, answer: 'interested' }).error!).allocationRange).toBe('Please choose an allocation range');
    expect(investorResponseSchema.safeParse({ ...base, answer: 'maybe' }).success).toBe(true);
  });
});

describe('tokens and passwords', () => {
  it('accepts only URL-safe tokens of 16 to 128 characters', () => {
    expect(invitationTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    expect(invitationTokenSchema.safeParse('preview').success).toBe(false);
    expect(invitationTokenSchema.safeParse('<script>alert(1)</script>xxxxxxxx').success).toBe(false);
  });

  it('explains the staff password policy step by step', () => {
    const message = (value: string) => staffPasswordSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe('Password is required');
    expect(message('Ab1!')).toBe('Password must be at least 8 characters long');
    expect(message('abcdefgh')).toBe('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character');
    expect(message('Abcdef1!')).toBeUndefined();
  });
});
