import { beforeAll, describe, expect, it } from 'vitest';
import { linkTokenFromFragment } from '@safe-haven/shared/link-token';
import { accountSetupLink } from '../email/render-staff-welcome';
import { invitationPageLink } from '../email/render-invitation';
import { tokenLink } from './token-link';

const ORIGIN = 'https://invite.example.org';

describe('tokenLink', () => {
  beforeAll(() => {
    // A fixed key, read once per process by configValue.
    process.env.LINK_SIGNING_KEY ??= 'unit-test-link-signing-key';
  });

  it('puts the token in the fragment, never in the path or the query string', async () => {
    const link = new URL(await tokenLink(ORIGIN, '/invitation/investors', 'invitation', 'inv-1'));

    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe('/invitation/investors');
    expect(link.search).toBe('');
    expect(linkTokenFromFragment(link.hash)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('builds the same link for the same record, a different one for another', async () => {
    const first = await tokenLink(ORIGIN, '/invitation', 'invitation', 'inv-1');
    expect(await tokenLink(ORIGIN, '/invitation', 'invitation', 'inv-1')).toBe(first);
    expect(await tokenLink(ORIGIN, '/invitation', 'invitation', 'inv-2')).not.toBe(first);
    expect(await tokenLink(ORIGIN, '/invitation', 'staff-invitation', 'inv-1')).not.toBe(first);
  });

  it('is what both emailed links use', async () => {
    const invitation = new URL(await invitationPageLink(ORIGIN, 'land_owner', 'inv-3'));
    expect(`${invitation.pathname}${invitation.search}`).toBe('/invitation/land-owners');
    expect(invitation.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);

    const setup = new URL(await accountSetupLink(ORIGIN, 'staff-4'));
    expect(`${setup.pathname}${setup.search}`).toBe('/setup-profile');
    expect(setup.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an origin that is not the site (plain http away from loopback)', async () => {
    await expect(tokenLink('http://evil.example', '/invitation', 'invitation', 'inv-1')).rejects.toThrow(/not an https origin/);
  });
});

describe('linkTokenFromFragment', () => {
  it('reads the token with or without the leading #, and nothing else', () => {
    expect(linkTokenFromFragment('#token=abc')).toBe('abc');
    expect(linkTokenFromFragment('token=abc&x=1')).toBe('abc');
    expect(linkTokenFromFragment('#answers')).toBeUndefined();
    expect(linkTokenFromFragment('')).toBeUndefined();
    expect(linkTokenFromFragment('#token=')).toBeUndefined();
  });
});
