import { describe, expect, it } from 'vitest';
import { navigationForRole } from './navigation';
import {
  FOUNDER_ABILITIES, formatSignupCode, isActiveAdmin, isDemotion, soleActiveAdmin, mayStillInvite, mayStillIssueCodes, normaliseSignupCode, rolesInvitableBy, rolesThatMayInvite, signupCodeDisplayStatus, sniffPhotoType,
} from './team';
import { STAFF_ROLES } from './roles';
import { SIGNUP_CODE_MESSAGES } from './team-messages';
import { createSignupCodeSchema, inviteCodeSchema, setupPasswordFormSchema, updateUserSchema } from './validation/team';
import { fieldErrors } from './validation/fields';

describe('who may invite whom', () => {
  it('lets admins add every role and founders lead generators only', () => {
    expect(rolesInvitableBy('admin')).toEqual(['admin', 'founder', 'leadgen']);
    expect(rolesInvitableBy('founder')).toEqual(['leadgen']);
    expect(rolesInvitableBy('leadgen')).toEqual([]);
  });

  it('names who may invite each role', () => {
    expect(rolesThatMayInvite('admin')).toEqual(['admin']);
    expect(rolesThatMayInvite('leadgen')).toEqual(['admin', 'founder']);
  });

  it('keeps an invitation usable only while its inviter is active and may still invite that role', () => {
    expect(mayStillInvite({ role: 'admin', status: 'active' }, 'admin')).toBe(true);
    expect(mayStillInvite({ role: 'admin', status: 'suspended' }, 'leadgen')).toBe(false);
    expect(mayStillInvite({ role: 'admin', status: 'deleted' }, 'leadgen')).toBe(false);
    expect(mayStillInvite({ role: 'founder', status: 'active' }, 'admin')).toBe(false);
    expect(mayStillInvite({ role: 'founder', status: 'active' }, 'leadgen')).toBe(true);
    expect(mayStillInvite(undefined, 'leadgen')).toBe(false);
  });

  it('keeps a founder code usable only while its creator is an active admin', () => {
    expect(mayStillIssueCodes({ role: 'admin', status: 'active' })).toBe(true);
    expect(mayStillIssueCodes({ role: 'founder', status: 'active' })).toBe(false);
    expect(mayStillIssueCodes({ role: 'admin', status: 'suspended' })).toBe(false);
    expect(mayStillIssueCodes(undefined)).toBe(false);
  });
});

describe('signup code display status', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it.each([
    [{ usedByEmail: 'a@b.c', isActive: false, expiresAt: '2020-01-01T00:00:00Z' }, 'Used'],
    [{ isActive: false, expiresAt: '2020-01-01T00:00:00Z' }, 'Inactive'],
    [{ isActive: true, expiresAt: '2026-11-21T00:00:00Z' }, 'Expired'],
    [{ isActive: true, expiresAt: '2026-11-23T00:00:00Z' }, 'Active'],
  ])('%o is %s', (code, status) => {
    expect(signupCodeDisplayStatus(code, now)).toBe(status);
  });
});

describe('photo formats by content', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'image/webp'],
    [bytes('<svg xmlns='), undefined],
    [bytes('RIFF', 0, 0, 0, 0, 'WAVE'), undefined],
    [bytes(), undefined],
  ])('%#: %s', (head, type) => {
    expect(sniffPhotoType(head)).toBe(type);
  });
});

describe('team forms', () => {
  it('upper-cases and trims an invite code, refusing blank', () => {
    expect(inviteCodeSchema.parse(' founder-1 ')).toBe('FOUNDER-1');
    expect(inviteCodeSchema.safeParse('   ').error?.issues[0]?.message).toBe('Please enter an invite code');
  });

  it('gives every password message of the set-up page', () => {
    const errors = (password: string, confirmPassword: string) => {
      const result = setupPasswordFormSchema.safeParse({ password, confirmPassword });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors('', '')).toEqual({ password: 'Password is required', confirmPassword: 'Please confirm your password' });
    expect(errors('Ab1!', 'Ab1!').password).toBe('Password must be at least 12 characters long');
    expect(errors('abcdefghijkl', 'abcdefghijkl').password).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    expect(errors('Abcdefghi1!x', 'Abcdefghi1!y')).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(errors('Abcdefghi1!x', 'Abcdefghi1!x')).toEqual({});
  });

  it('creates a code from a label, an email and a lifetime of 1 to 30 days (7 by default), never from a typed code', () => {
    expect(createSignupCodeSchema.parse({ label: ' Jane ', email: 'Jane@Example.com' })).toEqual({ label: 'Jane', email: 'jane@example.com', expiresInDays: 7 });
    expect(createSignupCodeSchema.safeParse({ label: 'Jane', email: 'jane@example.com', expiresInDays: 31 }).success).toBe(false);
    expect(createSignupCodeSchema.safeParse({ label: 'Jane', email: 'jane@example.com', expiresInDays: 30 }).success).toBe(true);
    expect(createSignupCodeSchema.safeParse({ label: 'Jane', email: 'jane@example.com', code: 'SPRING' }).error?.issues[0]?.message).toBe(SIGNUP_CODE_MESSAGES.codeNotAccepted);
    expect(createSignupCodeSchema.safeParse({ label: ' ', email: 'jane@example.com' }).error?.issues[0]?.message).toBe(SIGNUP_CODE_MESSAGES.labelRequired);
  });

  it('reads a code with or without dashes and spaces, in any case, O as 0 and I or L as 1', () => {
    const code = 'ABCDE-FGH1J-KMNP0-QRSTV-WXYZ9';
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ''), code.replace(/-/g, ' '), 'ABCDE-FGHIJ-KMNPO-QRSTV-WXYZ9', 'abcde fghlj kmnpo qrstv wxyz9']) {
      expect(normaliseSignupCode(typed)).toBe('ABCDEFGH1JKMNP0QRSTVWXYZ9');
    }
    expect(formatSignupCode('ABCDEFGH1JKMNP0QRSTVWXYZ9')).toBe(code);
  });

  it('changes one thing at a time on a user', () => {
    expect(updateUserSchema.safeParse({ status: 'suspended' }).success).toBe(true);
    expect(updateUserSchema.safeParse({ role: 'admin' }).success).toBe(true);
    expect(updateUserSchema.safeParse({}).success).toBe(false);
    expect(updateUserSchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(updateUserSchema.safeParse({ status: 'active', role: 'admin' }).success).toBe(false);
  });
});

describe('the founder welcome promises only what a founder can open', () => {
  // Each promise and the dashboard entry that keeps it; a new promise fails here until it names one.
  const KEPT_BY: Record<(typeof FOUNDER_ABILITIES)[number], string[]> = {
    'Manage and invite lead generators': ['add-users', 'my-leadgens'],
    'Send and track external invitations': ['dashboard', 'manage-invitations'],
    "Follow your team's invitation statistics": ['my-leadgens'],
    'View company information': ['properties-in-review', 'membership-options', 'current-raise'],
  };

  it('names a founder navigation entry for every ability', () => {
    const founderEntries = navigationForRole('founder').flatMap((group) => group.items.map((item) => item.id));
    for (const ability of FOUNDER_ABILITIES) {
      expect(KEPT_BY[ability], ability).toBeDefined();
      for (const id of KEPT_BY[ability]) expect(founderEntries, `${ability}: ${id}`).toContain(id);
    }
  });

  it('promises no reports or analytics, which do not exist', () => {
    expect(FOUNDER_ABILITIES.join(' ')).not.toMatch(/report|analytic/i);
  });
});

describe('demotion', () => {
  it('is a change to a role with fewer rights', () => {
    expect(isDemotion('admin', 'founder')).toBe(true);
    expect(isDemotion('admin', 'leadgen')).toBe(true);
    expect(isDemotion('founder', 'leadgen')).toBe(true);
  });

  it('is not a promotion, nor keeping the role', () => {
    expect(isDemotion('leadgen', 'founder')).toBe(false);
    expect(isDemotion('leadgen', 'admin')).toBe(false);
    expect(isDemotion('founder', 'admin')).toBe(false);
    for (const role of STAFF_ROLES) expect(isDemotion(role, role)).toBe(false);
  });
});

describe('the team\'s one active admin', () => {
  const person = (id: string, role: 'admin' | 'founder' | 'leadgen', status: string) => ({ id, role, status });

  it('counts only admins whose account is active', () => {
    expect(isActiveAdmin(person('a', 'admin', 'active'))).toBe(true);
    for (const status of ['suspended', 'deleted']) expect(isActiveAdmin(person('a', 'admin', status))).toBe(false);
    expect(isActiveAdmin(person('f', 'founder', 'active'))).toBe(false);
  });

  it('names the admin when they are the only active one, and no one otherwise', () => {
    const alone = [person('a', 'admin', 'active'), person('b', 'admin', 'suspended'), person('c', 'admin', 'deleted'), person('f', 'founder', 'active')];
    expect(soleActiveAdmin(alone)?.id).toBe('a');
    expect(soleActiveAdmin([...alone, person('d', 'admin', 'active')])).toBeUndefined();
    expect(soleActiveAdmin([person('f', 'founder', 'active')])).toBeUndefined();
    expect(soleActiveAdmin([])).toBeUndefined();
  });
});
