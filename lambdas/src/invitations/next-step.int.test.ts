/** The next-step due date: set, cleared, and a date that has passed everywhere refused with the form's message. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { earliestCurrentDate } from '@safe-haven/shared/validation/manage-invitations';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';

const stack = inject('stack');
let token: string;
let invitationId: string;

beforeAll(async () => {
  const sender = await createStaffUser(stack, { role: 'leadgen' });
  token = await signIn(stack, sender);
  const sent = await callApi(stack, 'POST', '/invitations', {
    token,
    body: { firstName: 'Nia', lastName: 'Cole', email: `due-${randomUUID().slice(0, 8)}@invitee.test`, personalMessage: 'Hello', audience: 'member', idempotencyKey: randomUUID() },
  });
  invitationId = sent.body.invitationId as string;
});

const setDue = (nextStepDueAt: string | null) => callApi(stack, 'PATCH', `/invitations/${invitationId}`, { token, body: { nextStepDueAt } });

describe('next-step due date', () => {
  it('saves a future date and clears it', async () => {
    const saved = await setDue('2031-05-06');
    expect(saved.status).toBe(200);
    expect(saved.body.nextStepDueAt).toBe('2031-05-06');
    const cleared = await setDue(null);
    expect(cleared.status).toBe(200);
    expect(cleared.body.nextStepDueAt).toBeUndefined();
  });

  it('refuses a date in the past with the message the form shows, and keeps what was saved', async () => {
    await setDue('2031-05-06');
    const refused = await setDue('2020-01-15');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(MANAGE_INVITATIONS_MESSAGES.dueDatePast);
    const yesterdayEverywhere = new Date(`${earliestCurrentDate(new Date())}T00:00:00Z`);
    yesterdayEverywhere.setUTCDate(yesterdayEverywhere.getUTCDate() - 1);
    expect((await setDue(yesterdayEverywhere.toISOString().slice(0, 10))).status).toBe(400);
    const details = await callApi(stack, 'GET', `/invitations/${invitationId}`, { token });
    expect(details.body.nextStepDueAt).toBe('2031-05-06');
  });

  it('accepts the earliest date that is still today somewhere', async () => {
    expect((await setDue(earliestCurrentDate(new Date()))).status).toBe(200);
  });
});
