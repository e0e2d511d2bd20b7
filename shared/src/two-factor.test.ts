import { describe, expect, it } from 'vitest';
import { twoFactorStanding } from './two-factor';

describe('who must have a second factor', () => {
  it('never forces lead generators', () => {
    expect(twoFactorStanding({ role: 'leadgen' }, 100)).toBe('optional');
    expect(twoFactorStanding({ role: 'leadgen', twoFactorGraceAuthTime: 0 }, 100)).toBe('optional');
  });

  it('lets admins and founders with one in', () => {
    expect(twoFactorStanding({ role: 'admin', twoFactorEnabled: true, twoFactorGraceAuthTime: 0 }, 100)).toBe('on');
  });

  it('gives an older account one sign-in of grace, then asks for enrolment', () => {
    expect(twoFactorStanding({ role: 'founder' }, 100)).toBe('grace');
    expect(twoFactorStanding({ role: 'founder', twoFactorGraceAuthTime: 100 }, 100)).toBe('grace');
    expect(twoFactorStanding({ role: 'founder', twoFactorGraceAuthTime: 100 }, 200)).toBe('due');
  });

  it('asks a new account to enrol at its first sign-in', () => {
    expect(twoFactorStanding({ role: 'admin', twoFactorGraceAuthTime: 0 }, 100)).toBe('due');
    expect(twoFactorStanding({ role: 'admin', twoFactorGraceAuthTime: 0 }, undefined)).toBe('due');
  });
});
