/** Sends a real invitation through the API and returns the link from the local mailbox, as an invitee gets it. */
import { randomUUID } from 'node:crypto';
import type { Audience } from '@safe-haven/shared/audiences';
import { callApi, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { invitationLinkIn, linkTokenOf, waitForEmail } from '@safe-haven/testing/mailbox';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';
import { readInvitation } from '@safe-haven/testing/public-api';

export const inviteByEmail = async (
  stack: TestStackInfo, sender: TestUser, audience: Audience,
  invitee: { firstName: string; lastName: string } = { firstName: 'Quinn', lastName: 'Avery' },
) => {
  const email = `${audience}-${randomUUID().slice(0, 8)}@invitee.test`;
  const sent = await callApi(stack, 'POST', '/invitations', {
    token: await signIn(stack, sender),
    body: { ...invitee, email, personalMessage: 'I saved you a seat.', audience, idempotencyKey: randomUUID() },
  });
  if (sent.status !== 201) throw new Error(`Could not invite ${email}: ${JSON.stringify(sent.body)}`);
  const [mail] = await waitForEmail(stack.urls.mailbox, email);
  const link = invitationLinkIn(mail!);
  return { email, link: link.toString(), token: linkTokenOf(link) };
};

export const answeredStatus = async (stack: TestStackInfo, token: string) =>
  (await readInvitation<{ answered: boolean }>(stack, token)).body.answered;
