/**
 * Who may read the raise's terms, through the local gateway: the holder of a valid investor
 * invitation, and active staff; never another audience's link, an expired one, or anyone without a
 * session.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readInvitation as readPublicInvitation } from '@safe-haven/testing/public-api';
import type { Audience } from '@safe-haven/shared/audiences';
import { formatUsd } from '@safe-haven/shared/content/format';
import { seedInvitation, type SeedSender } from '@safe-haven/testing/invitations';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { linkToken } from '../core/link-tokens';
import { CURRENT_RAISE_TERMS } from './current-raise-terms';

const stack = inject('stack');
let sender: SeedSender;

/** The invitee's read of their invitation (one place to change if the token's transport changes). */
const readInvitation = (token: string) => readPublicInvitation(stack, token);

const invitationToken = async (audience: Audience, options: { createdAt?: string; status?: 'sent' | 'yes' } = {}) =>
  linkToken('invitation', (await seedInvitation(sender, { audience, ...options })).id);

/** No figure of the raise anywhere in a response, in any form. */
const expectNoRaiseFigures = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const figure of [formatUsd(CURRENT_RAISE_TERMS.amountUsd), String(CURRENT_RAISE_TERMS.amountUsd), String(CURRENT_RAISE_TERMS.preMoneyValuationUsd), CURRENT_RAISE_TERMS.instrument]) {
    expect(text).not.toContain(figure);
  }
};

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Terry', lastName: 'Sender' });
});

describe('the invitee\'s read', () => {
  it('gives the holder of an investor invitation the raise\'s terms', async () => {
    const response = await readInvitation(await invitationToken('investor'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ audience: 'investor', answered: false, raise_terms: CURRENT_RAISE_TERMS });
  });

  it('keeps giving them to an investor who has answered, while the link is valid', async () => {
    const response = await readInvitation(await invitationToken('investor', { status: 'yes' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ answered: true, raise_terms: CURRENT_RAISE_TERMS });
  });

  it.each(['member', 'land_owner'] as const)('never gives them to a %s invitation', async (audience) => {
    const response = await readInvitation(await invitationToken(audience));
    expect(response.status).toBe(200);
    expect(response.body.audience).toBe(audience);
    expect(response.body).not.toHaveProperty('raise_terms');
    expectNoRaiseFigures(response.body);
  });

  it('gives nothing for an expired investor invitation or an unknown token', async () => {
    const expired = await readInvitation(await invitationToken('investor', { createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString() }));
    const unknown = await readInvitation('c'.repeat(43));
    for (const response of [expired, unknown]) {
      expect(response.status).toBe(404);
      expectNoRaiseFigures(response.body);
    }
  });
});

describe('GET /api/company/current-raise', () => {
  it('answers 401 without a session, with none of the terms', async () => {
    const response = await callApi(stack, 'GET', '/company/current-raise');
    expect(response.status).toBe(401);
    expectNoRaiseFigures(response.body);
  });

  it('answers 403 to a suspended staff member, with none of the terms', async () => {
    const token = await signIn(stack, await createStaffUser(stack, { role: 'founder', status: 'suspended' }));
    const response = await callApi(stack, 'GET', '/company/current-raise', { token });
    expect(response.status).toBe(403);
    expectNoRaiseFigures(response.body);
  });

  it.each(['admin', 'founder', 'leadgen'] as const)('gives an active %s the terms', async (role) => {
    const token = await signIn(stack, await createStaffUser(stack, { role }));
    const response = await callApi(stack, 'GET', '/company/current-raise', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(CURRENT_RAISE_TERMS);
  });
});
