/**
 * The returning admin the staff benches load pages as: created, signed in through the API, with
 * invitations of their own sent through it (Manage Invitations' cards), and their session as Amplify
 * keeps it in the browser's storage, for a bench to place before it opens a page (placeSession in
 * testing/src/amplify-session.ts).
 */
import { randomUUID } from 'node:crypto';
import { amplifySessionEntries } from '@safe-haven/testing/amplify-session';
import { callApi, createStaffUser, signInForTokens } from '@safe-haven/testing/staff-users';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';

export const benchAdminSession = async (info: TestStackInfo, invitations: number): Promise<Record<string, string>> => {
  const admin = await createStaffUser(info, { role: 'admin', firstName: 'Bench', lastName: 'Admin' });
  const tokens = await signInForTokens(info, admin);
  for (let sent = 0; sent < invitations; sent += 1) {
    const response = await callApi(info, 'POST', '/invitations', {
      token: tokens.accessToken,
      body: {
        firstName: 'Quinn', lastName: `Avery ${sent + 1}`, email: `bench-${randomUUID().slice(0, 8)}@invitee.test`,
        personalMessage: 'I saved you a seat.', audience: 'member', idempotencyKey: randomUUID(),
      },
    });
    if (response.status !== 201) throw new Error(`Could not send a bench invitation: ${JSON.stringify(response.body)}`);
  }
  return amplifySessionEntries(info.pool.userPoolClientId, admin.email, tokens);
};
