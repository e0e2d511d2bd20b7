import { describe, expect, it } from 'vitest';
import { INVITEE_MESSAGES } from '../invitee-messages';
import { INVITATION_RESULT_MESSAGES, MANAGE_INVITATIONS_MESSAGES } from '../messages';
import { fieldErrors } from './fields';
import { invitationFormSchema, invitationResultMessage } from './invitation';
import { investorResponseSchema, landOwnerResponseSchema, memberResponseSchema } from './invitee-response';
import { invitationTokenSchema } from './invitation-token-schema';
import { earliestCurrentDate, nextStepSchema } from './manage-invitations';
import { staffPasswordSchema } from './password';

describe('the invitation form', () => {
  it('names each missing field with its catalogue message', () => {
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

  it('says ALREADY_INVITED_ACTIVE without a sender when the server names none', () => {
    expect(invitationResultMessage({ code: 'ALREADY_INVITED_ACTIVE', message: '' })).toBe("We've already invited this contact. Please avoid duplicate invites.");
  });

  it('falls back to the generic message for an unknown code', () => {
    expect(invitationResultMessage({ code: undefined, message: '' })).toBe(INVITATION_RESULT_MESSAGES.OTHER);
  });
});

describe('the investor form', () => {
  const base = { form: 'investor', firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '(303) 555-0101', address: 'x' } as const;
  it('requires an allocation range unless the answer is maybe', () => {
    expect(fieldErrors(investorResponseSchema.safeParse({ ...base, answer: 'interested' }).error!).allocationRange).toBe('Please choose an allocation range');
    expect(investorResponseSchema.safeParse({ ...base, answer: 'maybe' }).success).toBe(true);
  });

  it('names the telephone as its label does', () => {
    expect(fieldErrors(investorResponseSchema.safeParse({ ...base, answer: 'maybe', phone: ' ' }).error!).phone).toBe('Telephone is required');
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
    expect(message('Ab1!')).toBe('Password must be at least 12 characters long');
    expect(message('abcdefghijkl')).toBe('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character');
    expect(message('Abcdef1!')).toBe('Password must be at least 12 characters long');
    expect(message('Abcdefghi1!x')).toBeUndefined();
  });
});

describe('the member form', () => {
  const base = { form: 'member', name: 'Jo Park', email: 'jo@example.com' } as const;
  it('needs a phone number when the member asks for a call', () => {
    expect(fieldErrors(memberResponseSchema.safeParse({ ...base, answer: 'maybe', maybeType: 'call', phone: ' ' }).error!)).toEqual({ phone: INVITEE_MESSAGES.phoneRequiredForCall });
    expect(memberResponseSchema.safeParse({ ...base, answer: 'maybe', maybeType: 'call', phone: '(303) 555-0100' }).success).toBe(true);
    expect(memberResponseSchema.safeParse({ ...base, answer: 'maybe', maybeType: 'info' }).success).toBe(true);
  });
});

describe('the land owner form', () => {
  const base = { form: 'land_owner', answer: 'interested', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', phone: '(303) 555-0100', propertyAddress: '1 Ridge Rd' } as const;
  it('takes the acreage as a number or a range, and says so otherwise', () => {
    expect(landOwnerResponseSchema.safeParse({ ...base, acreage: '100-200' }).success).toBe(true);
    expect(fieldErrors(landOwnerResponseSchema.safeParse({ ...base, acreage: 'a lot' }).error!)).toEqual({ acreage: INVITEE_MESSAGES.acreageInvalid });
    expect(fieldErrors(landOwnerResponseSchema.safeParse({ ...base, acreage: '' }).error!)).toEqual({ acreage: INVITEE_MESSAGES.acreageRequired });
  });
});

describe('next-step due date', () => {
  it('takes the earliest date still current somewhere (UTC-12) as the server\'s today', () => {
    expect(earliestCurrentDate(new Date('2026-11-24T11:59:00Z'))).toBe('2026-11-23');
    expect(earliestCurrentDate(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });

  it('refuses a date that has passed everywhere with the form\'s message', () => {
    expect(fieldErrors(nextStepSchema.safeParse({ nextStepDueAt: '2020-01-15' }).error!).nextStepDueAt).toBe(MANAGE_INVITATIONS_MESSAGES.dueDatePast);
    expect(nextStepSchema.safeParse({ nextStepDueAt: null }).success).toBe(true);
    expect(nextStepSchema.safeParse({ nextStepDueAt: '2099-12-31' }).success).toBe(true);
  });
});
