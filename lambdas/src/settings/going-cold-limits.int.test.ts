/**
 * 'Going cold' limits over the real table: every staff member reads the effective limits (defaults
 * until an admin saves), only an admin may change them, a bad limit is a readable 400 on its status,
 * and a save keeps what it does not name.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_GOING_COLD_DAYS, GOING_COLD_MESSAGES, type GoingColdSettingsView } from '@safe-haven/shared/going-cold';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { goingColdSettingsEntity } from '../data/going-cold-settings';

const stack = inject('stack');
let admin: TestUser;
let leadgen: TestUser;
const tokens: Record<string, string> = {};

const put = (user: TestUser, body: unknown) =>
  callApi<GoingColdSettingsView & { message?: string; fieldErrors?: Record<string, string> }>(stack, 'PUT', '/admin/going-cold-limits', {
    token: tokens[user.id]!, body, headers: { 'idempotency-key': crypto.randomUUID() },
  });

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ana', lastName: 'Limits' });
  leadgen = await createStaffUser(stack, { role: 'leadgen' });
  for (const user of [admin, leadgen]) tokens[user.id] = await signIn(stack, user);
  await goingColdSettingsEntity.deleteOne();
});

describe('going cold limits', () => {
  it('are the defaults until an admin saves', async () => {
    const response = await callApi<GoingColdSettingsView>(stack, 'GET', '/going-cold-limits', { token: tokens[leadgen.id]! });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ limits: DEFAULT_GOING_COLD_DAYS });
  });

  it("take an admin's change, keep what it leaves out, and show it to everyone", async () => {
    expect((await put(admin, { limits: { sent: 3, maybe: null } })).status).toBe(200);
    const saved = await put(admin, { limits: { pitch_sent: 10 } });
    expect(saved.status).toBe(200);
    expect(saved.body.limits).toEqual({ ...DEFAULT_GOING_COLD_DAYS, sent: 3, maybe: null, pitch_sent: 10 });
    expect(saved.body.updatedByName).toBe('Ana Limits');
    const read = await callApi<GoingColdSettingsView>(stack, 'GET', '/going-cold-limits', { token: tokens[leadgen.id]! });
    expect(read.body.limits).toEqual(saved.body.limits);
  });

  it('refuse a lead generator, and a limit that is not a whole number of days', async () => {
    expect((await put(leadgen, { limits: { sent: 1 } })).status).toBe(403);
    const refused = await put(admin, { limits: { sent: 0 } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(GOING_COLD_MESSAGES.tooFew);
    const read = await callApi<GoingColdSettingsView>(stack, 'GET', '/going-cold-limits', { token: tokens[admin.id]! });
    expect(read.body.limits.sent).toBe(3);
  });
});
