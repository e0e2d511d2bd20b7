/** Add note: an audit entry without a status change, for those who may see the invitation only. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, storedTrail } from '@safe-haven/testing/invitations';
import { getInvitation } from '../data/invitation';

const stack = inject('stack');
let sender: TestUser;
let senderToken: string;
let outsiderToken: string;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Nora', lastName: 'Notes' });
  const outsider = await createStaffUser(stack, { role: 'leadgen' });
  [senderToken, outsiderToken] = await Promise.all([signIn(stack, sender), signIn(stack, outsider)]);
});

describe('adding a note', () => {
  it('appends a note to the audit trail and leaves the status and its time alone', async () => {
    const invitation = await seedInvitation(sender, { status: 'maybe' });
    const before = await getInvitation(invitation.id);
    const response = await callApi(stack, 'POST', `/invitations/${invitation.id}/notes`, { token: senderToken, body: { note: '  Called: wants the deck after the holidays.  ' } });
    expect(response.status).toBe(201);
    const audit = response.body.audit as { kind?: string; note?: string; from_status: string; to_status: string; by: string }[];
    expect(audit[0]).toMatchObject({ kind: 'note', note: 'Called: wants the deck after the holidays.', from_status: 'maybe', to_status: 'maybe', by: 'Nora Notes' });
    const after = await getInvitation(invitation.id);
    expect(after!.status).toBe('maybe');
    expect(after!.statusUpdatedAt).toBe(before!.statusUpdatedAt);
    expect(await storedTrail(invitation.id)).toHaveLength(2);
    // A note is an update: the 'Last update' order reads it on the invitation.
    expect(after!.lastActivityAt! > before!.lastActivityAt!).toBe(true);
  });

  it('refuses an empty note with the form\'s message and writes nothing', async () => {
    const invitation = await seedInvitation(sender);
    const response = await callApi(stack, 'POST', `/invitations/${invitation.id}/notes`, { token: senderToken, body: { note: '   ' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(MANAGE_INVITATIONS_MESSAGES.noteRequired);
    expect(await storedTrail(invitation.id)).toHaveLength(1);
  });

  it('answers 404 to someone who may not see the invitation, and writes nothing', async () => {
    const invitation = await seedInvitation(sender);
    const response = await callApi(stack, 'POST', `/invitations/${invitation.id}/notes`, { token: outsiderToken, body: { note: 'Not mine' } });
    expect(response.status).toBe(404);
    expect(await storedTrail(invitation.id)).toHaveLength(1);
  });
});
