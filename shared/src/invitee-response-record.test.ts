import { describe, expect, it } from 'vitest';
import { describeAuditNote, toResponseRecord } from './invitee-response-record';

describe('response records', () => {
  it('stores a decline anonymously', () => {
    expect(toResponseRecord({ form: 'decline' })).toEqual({ inviteeName: 'Declined', inviteeEmail: '', responseType: 'not_interested', additionalNotes: 'User declined the invitation' });
  });

  it('keeps a land owner maybe as maybe_call when they prefer a call, with the property facts', () => {
    const record = toResponseRecord({
      form: 'land_owner', answer: 'maybe', firstName: 'Jo', lastName: 'Park', email: 'jo@x.co', phone: '(303) 555-0101',
      propertyAddress: '1 Ridge Rd', acreage: '120', preference: 'call', company: undefined, zoning: 'Ag', utilities: undefined, notes: undefined,
    });
    expect(record).toMatchObject({ inviteeName: 'Jo Park', responseType: 'maybe_call', inviteeAddress: '1 Ridge Rd', details: { propertyAddress: '1 Ridge Rd', acreage: '120', zoning: 'Ag', preference: 'call' } });
    expect(record.additionalNotes).toBe('Acreage: 120\nZoning: Ag\nPreference: Schedule a call');
  });

  it('leaves out the structured details when none was answered (an empty map is never stored)', () => {
    const record = toResponseRecord({
      form: 'investor', answer: 'interested', firstName: 'Jo', lastName: 'Park', email: 'jo@x.co', phone: '(303) 555-0101', address: '9 Elm St',
      allocationRange: undefined, preference: undefined, notes: undefined,
    });
    expect(record).not.toHaveProperty('details');
  });

  it('keeps the investor\'s free notes apart from the composed text, so the dialog lists each field once', () => {
    const record = toResponseRecord({
      form: 'investor', answer: 'maybe', firstName: 'Jo', lastName: 'Park', email: 'jo@x.co', phone: '(303) 555-0101', address: '9 Elm St',
      allocationRange: '500k+', preference: 'call', notes: 'Weekends',
    });
    expect(record.details).toEqual({ allocationRange: '500k+', preference: 'call', notes: 'Weekends' });
    expect(record.additionalNotes).toBe('Allocation range: $500,000+\nPreference: Schedule a call\nNotes: Weekends');
  });
});

describe('audit notes in words', () => {
  it('names the answer instead of its code', () => {
    expect(describeAuditNote('Invitee answered: maybe_call')).toBe('Invitee answered: Maybe: schedule a call');
    expect(describeAuditNote('Invitee answered: not_interested')).toBe('Invitee answered: Not interested');
  });

  it('leaves a staff member\'s own note as written', () => {
    expect(describeAuditNote('Invitee answered: maybe_call, then called back')).toBe('Invitee answered: maybe_call, then called back');
    expect(describeAuditNote('Action: Send Pitch Deck')).toBe('Action: Send Pitch Deck');
  });
});
