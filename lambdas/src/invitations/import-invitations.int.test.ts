/**
 * 'Import CSV' against the local engines: the preview gives each row the single send's
 * result (its codes and messages), the send creates only the accepted rows with their emails queued
 * for the outbox sweeper, a retried send or the same file again creates nothing twice, the daily cap
 * applies, and lead generators may not import.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { OUTBOX_SWEEPER_FUNCTION } from '@safe-haven/shared/api-routes';
import type { ImportPreview, ImportSendResult } from '@safe-haven/shared/invitation-import';
import { INVITATION_IMPORT_MESSAGES as M } from '@safe-haven/shared/invitation-import';
import { INVITATION_FORM_MESSAGES, INVITATION_RESULT_MESSAGES } from '@safe-haven/shared/messages';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { enforceDeclaredPermissions, runAsFunction } from '@safe-haven/scripts/local/function-permissions';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { emailsTo } from '@safe-haven/testing/mailbox';
import { dynamo } from '../core/aws-clients';
import { getInvitation } from '../data/invitation';
import { outboxEntity } from '../data/outbox';
import { getProfile, type Profile } from '../data/profile';
import { recordAnswerOnRecipient } from '../data/recipient';
import { suppressionEntity } from '../data/suppression';
import { tableName } from '../data/table';
import { transactWrite } from '../data/transaction';
import { sweepOutbox } from '../email/sweep-outbox';
import { dailyInvitationKey } from './daily-invitation-cap';
import { previewImport } from './import-invitations-service';
import { sendImportRows } from './import-send-service';

const stack = inject('stack');
enforceDeclaredPermissions();

const run = randomUUID().slice(0, 8);
const address = (label: string) => `import-${run}-${label}@invitee.test`;
let admin: TestUser;
let founder: TestUser;
let leadgen: TestUser;
const tokens: Record<string, string> = {};

const sweep = async () => {
  const { denied } = await runAsFunction({ label: `function ${OUTBOX_SWEEPER_FUNCTION.id}`, permissions: OUTBOX_SWEEPER_FUNCTION.permissions }, () => sweepOutbox());
  expect(denied).toEqual([]);
};

const preview = async (user: TestUser, csv: string, defaultMessage = 'We would love you to visit.') => {
  const response = await callApi<ImportPreview>(stack, 'POST', '/invitation-imports/preview', { token: tokens[user.id], body: { csv, defaultMessage } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const sendRows = async (user: TestUser, body: unknown) => {
  const response = await callApi<ImportSendResult>(stack, 'POST', '/invitation-imports/send', { token: tokens[user.id], body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const acceptedRows = (result: ImportPreview) => result.rows.filter((row) => row.result === 'NEW').map((row) => ({ line: row.line, ...row.input! }));

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fran', lastName: 'Founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
  for (const user of [admin, founder, leadgen]) tokens[user.id] = await signIn(stack, user);
}, 60_000);

describe('the preview', () => {
  let file: string;
  let result: ImportPreview;

  beforeAll(async () => {
    // Already invited (by the founder), declined before (a closed record), suppressed, a staff address.
    const earlier = await seedInvitation(founder, { email: address('invited'), createdAt: '2026-11-20T10:00:00.000Z' });
    const declined = await seedInvitation(founder, { email: address('declined') });
    await transactWrite([recordAnswerOnRecipient('recipient', declined.recipientKey, declined.id, 'no', new Date().toISOString())]);
    await suppressionEntity.createOne({ recipientKey: canonicalEmail(address('bounced')), email: address('bounced'), reason: 'bounced', at: new Date().toISOString() });
    expect(earlier.senderId).toBe(founder.id);
    file = [
      'First name,Last name,Email,Audience,Message',
      `Nia,New,${address('new-one')},Member,`,
      `Ivy,Invited,${address('invited')},Investor,`,
      `Dee,Declined,${address('declined')},Land Owner,`,
      `Sue,Suppressed,${address('bounced')},member,`,
      `Sam,Staff,${admin.email},member,`,
      'Ian,Invalid,not-an-address,member,',
      `Dup,Twice,${address('new-one').toUpperCase()},member,`,
      `Nora,Next,${address('new-two')},land owner,"Hello, Nora: ""see you"""`,
      `Pat,Partner,${address('partner')},partner,`,
    ].join('\r\n');
    result = await preview(founder, file);
  }, 60_000);

  it('gives each row its result, in file order, with its line', () => {
    expect(result.rows.map((row) => [row.line, row.result])).toEqual([
      [2, 'NEW'], [3, ERROR_CODES.ALREADY_INVITED_ACTIVE], [4, ERROR_CODES.ALREADY_CLOSED], [5, ERROR_CODES.EMAIL_SUPPRESSED],
      [6, ERROR_CODES.ALREADY_REGISTERED], [7, 'INVALID'], [8, 'DUPLICATE_IN_FILE'], [9, 'NEW'], [10, 'INVALID'],
    ]);
    expect(result.importId).toMatch(/^[a-f0-9]{32}$/);
  });

  it("says what the single send says for the same address", async () => {
    for (const [line, email] of [[3, address('invited')], [4, address('declined')], [5, address('bounced')], [6, admin.email]] as const) {
      const single = await callApi<{ message: string }>(stack, 'POST', '/invitations', {
        token: tokens[founder.id],
        body: { firstName: 'Single', lastName: 'Send', email, audience: 'member', personalMessage: 'Hi', idempotencyKey: randomUUID() },
      });
      expect(single.status).toBe(409);
      expect(result.rows.find((row) => row.line === line)!.message).toBe(single.body.message);
    }
    expect(result.rows[1]!.message).toContain('Fran Founder');
    const byLine = (line: number) => result.rows.find((row) => row.line === line)!;
    expect(byLine(6).message).toBe(INVITATION_RESULT_MESSAGES.ALREADY_REGISTERED);
    expect(byLine(7).message).toBe(INVITATION_FORM_MESSAGES.emailInvalid);
    expect(byLine(8).message).toBe(M.duplicate(2));
    expect(byLine(10).message).toBe(M.audienceInvalid('partner'));
    expect(byLine(9).input).toMatchObject({ audience: 'land_owner', personalMessage: 'Hello, Nora: "see you"' });
    expect(result.rows[0]!.input).toMatchObject({ personalMessage: 'We would love you to visit.' });
  });

  it('writes nothing', async () => {
    // The two new addresses are still free: no marker, no invitation.
    const again = await preview(founder, file);
    expect(again.rows.filter((row) => row.result === 'NEW').map((row) => row.line)).toEqual([2, 9]);
    expect(again.importId).toBe(result.importId);
  });

  it('sends only the accepted rows, their emails queued for the sweeper, and a retry creates nothing twice', async () => {
    const rows = acceptedRows(result);
    const first = await sendRows(founder, { importId: result.importId, rows });
    expect(first.capReached).toBe(false);
    expect(first.results.map((row) => [row.line, row.ok])).toEqual([[2, true], [9, true]]);
    const ids = first.results.map((row) => row.invitationId!);
    const created = await Promise.all(ids.map((id) => getInvitation(id)));
    expect(created.map((invitation) => invitation!.recipientEmail)).toEqual([address('new-one'), address('new-two')]);
    expect(created.map((invitation) => invitation!.senderId)).toEqual([founder.id, founder.id]);
    // Queued, not delivered by the request: nothing in the mailbox until the sweeper runs.
    const outbox = await Promise.all(created.map((invitation) => outboxEntity.get(invitation!.latestEmailId!)));
    expect(outbox.map((email) => email!.status)).toEqual(['pending', 'pending']);
    expect(await emailsTo(stack.urls.mailbox, address('new-one'))).toEqual([]);

    // The same rows again (a retried request): the same invitations, nothing new.
    const retried = await sendRows(founder, { importId: result.importId, rows });
    expect(retried.results.map((row) => row.invitationId)).toEqual(ids);
    // The same file again: the same import, so the same keys.
    expect((await preview(founder, file)).importId).toBe(result.importId);

    await sweep();
    for (const email of [address('new-one'), address('new-two')]) expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
    for (const email of [address('invited'), address('declined'), address('bounced'), admin.email, address('partner')]) {
      expect(await emailsTo(stack.urls.mailbox, email)).toEqual([]);
    }
    // After the send the same file previews the sent rows as already invited.
    const after = await preview(founder, file);
    expect(after.rows.filter((row) => row.result === 'NEW')).toEqual([]);
  }, 60_000);

  it("a row from another import for a person already invited is refused as the single send refuses it", async () => {
    const other = await sendRows(founder, {
      importId: 'f'.repeat(32),
      rows: [{ line: 2, firstName: 'Nia', lastName: 'New', email: address('new-one'), audience: 'member', personalMessage: 'Hi' }],
    });
    expect(other.results[0]).toMatchObject({ ok: false, code: ERROR_CODES.ALREADY_INVITED_ACTIVE });
    expect(other.results[0]!.invitationId).toBeUndefined();
  });
});

describe('the daily cap', () => {
  const SMALL_CAP = 3;
  afterEach(() => {
    process.env.DAILY_INVITATION_CAP = stack.env.DAILY_INVITATION_CAP;
  });

  it('marks the rows past what is left today, and a send stops at the cap', async () => {
    const user = await createStaffUser(stack, { role: 'founder' });
    process.env.DAILY_INVITATION_CAP = String(SMALL_CAP);
    const sender = (await getProfile(user.id)) as Profile;
    // One sent today already: two left.
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...dailyInvitationKey(sender.id, new Date()), entity: 'rate-limit', count: 1 } }));
    const csv = ['name,email,audience', ...['a', 'b', 'c'].map((label) => `Cap ${label.toUpperCase()},${address(`cap-${label}`)},member`)].join('\n');
    const result = await previewImport(sender, { csv, defaultMessage: 'Hello' });
    expect(result.rows.map((row) => row.result)).toEqual(['NEW', 'NEW', 'OVER_DAILY_CAP']);
    expect(result.rows[2]!.message).toBe(M.overDailyCap(SMALL_CAP));

    // Sending all three anyway (a stale preview): two are created, the third meets the cap.
    const rows = result.rows.map((row) => ({ line: row.line, firstName: row.firstName, lastName: row.lastName, email: row.email, audience: 'member' as const, personalMessage: 'Hello' }));
    const sent = await sendImportRows(sender, { importId: result.importId, rows });
    expect(sent.capReached).toBe(true);
    expect(sent.results.map((row) => [row.ok, row.code])).toEqual([[true, undefined], [true, undefined], [false, ERROR_CODES.DAILY_INVITATION_CAP]]);
    expect(sent.results[2]!.message).toBe(INVITATION_RESULT_MESSAGES.DAILY_CAP_REACHED(SMALL_CAP));
  });
});

describe('who may import', () => {
  it('refuses a lead generator', async () => {
    const response = await callApi(stack, 'POST', '/invitation-imports/preview', { token: tokens[leadgen.id], body: { csv: 'name,email,audience\nA B,a@b.test,member', defaultMessage: 'Hi' } });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: ERROR_CODES.FORBIDDEN_ROLE });
  });

  it('answers an unreadable file with what is wrong', async () => {
    const response = await callApi(stack, 'POST', '/invitation-imports/preview', { token: tokens[admin.id], body: { csv: 'first name,email\nA,a@b.test', defaultMessage: 'Hi' } });
    expect(response.status).toBe(400);
    const message = M.missingColumns(['audience', 'first name and last name (or name)']);
    expect(response.body).toMatchObject({ code: ERROR_CODES.IMPORT_FILE_INVALID, message, fieldErrors: { csv: message } });
  });
});

describe('the default message', () => {
  const withoutMessages = () => ['name,email,audience', `Mo Message,${address('no-message-a')},member`, `Ned Note,${address('no-message-b')},investor`].join('\n');

  it('is required, on its field, when a row has no message: nothing is previewed', async () => {
    for (const defaultMessage of ['', '   ']) {
      const response = await callApi(stack, 'POST', '/invitation-imports/preview', { token: tokens[founder.id], body: { csv: withoutMessages(), defaultMessage } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: M.defaultMessageRequired, code: ERROR_CODES.VALIDATION_FAILED, fieldErrors: { defaultMessage: M.defaultMessageRequired },
      });
    }
    // One row of several without a message is enough.
    const oneWithout = ['name,email,audience,message', `Mo Message,${address('no-message-a')},member,Hello Mo`, `Ned Note,${address('no-message-b')},investor,`].join('\n');
    const response = await callApi(stack, 'POST', '/invitation-imports/preview', { token: tokens[founder.id], body: { csv: oneWithout, defaultMessage: '' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ fieldErrors: { defaultMessage: M.defaultMessageRequired } });
  });

  it('may stay empty when every row has its own message', async () => {
    const csv = ['name,email,audience,message', `Mo Message,${address('own-message')},member,"Hello Mo, see you soon"`].join('\n');
    const result = await preview(founder, csv, '');
    expect(result.rows.map((row) => [row.result, row.input?.personalMessage])).toEqual([['NEW', 'Hello Mo, see you soon']]);
  });
});
