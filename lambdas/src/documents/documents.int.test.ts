/**
 * Documents and personal document links against the local engines: an admin's upload is
 * checked (a POST policy, then the bytes) and kept in the documents' own bucket; a quick action whose document exists emails the lead one
 * personal link through the outbox, once, even when the stream redelivers and the sweeper runs; the
 * link opens the PDF through a short-lived signed address; views count only for a person's browser
 * (not a scanner's User-Agent, not right after the send) and show on the card, in Details and the
 * trail; withdrawn, expired, replaced and guessed links are refused alike.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentUploadTicket, DocumentVersionsResponse } from '@safe-haven/shared/api-types';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { OPEN_GRACE_AFTER_SEND_MS } from '@safe-haven/shared/invitation-opens';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { emailsTo, invitationLinkIn, linkTokenOf, waitForEmail, type StoredEmail } from '@safe-haven/testing/mailbox';
import { postToPresignedForm } from '@safe-haven/testing/photos';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { streamSettled, tailStream } from '@safe-haven/testing/stream';
import { brandDocumentEntity } from '../data/brand-document';
import { documentLinkEntity, linkOf } from '../data/document-link';
import { getInvitation } from '../data/invitation';
import { auditTrailOf } from '../data/invitation-audit';
import { sweepOutbox } from '../email/sweep-outbox';
import { handler as streamHandler } from '../stream/handle-table-stream';

const stack = inject('stack');
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const SCANNER = 'Mozilla/5.0 (compatible; Barracuda Sentinel link protection)';
const OPEN_PATH = API_ROUTES.find((route) => route.id === 'OpenDocumentLink')!.path.replace(/^\/api/, '');
const pdfBytes = (text = 'deck') => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`% ${text} ${randomUUID()}\n`), randomBytes(64), Buffer.from('\n%%EOF\n')]);

let admin: TestUser;
let adminToken: string;
let leadgen: TestUser;
let leadgenToken: string;

const upload = async (kind: string, file: Buffer, fileName = 'deck.pdf') => {
  const ticket = await callApi<DocumentUploadTicket>(stack, 'POST', `/admin/documents/${kind}/upload`, { token: adminToken, body: {} });
  expect(ticket.status).toBe(200);
  const posted = await postToPresignedForm(ticket.body as never, file, { fileName });
  return { posted, save: () => callApi(stack, 'POST', `/admin/documents/${kind}/versions`, { token: adminToken, body: { uploadId: ticket.body.uploadId, fileName } }) };
};

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Dana', lastName: 'Docs' });
  adminToken = await signIn(stack, admin);
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lars', lastName: 'Lead' });
  leadgenToken = await signIn(stack, leadgen);
  const { posted, save } = await upload('member-pitch-deck', pdfBytes());
  expect(posted.status).toBeLessThan(300);
  expect((await save()).status).toBe(200);
});

// Documents are the stage's own: the files after this one run with none uploaded, as they expect ('Mark pitch deck sent').
afterAll(async () => {
  await Promise.all((['member-pitch-deck', 'terms-summary'] as const).map((kind) => brandDocumentEntity.deleteOne(kind)));
});

const leadEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@invitee.test`;
const sendPitchDeck = (id: string, options: { token?: string; key?: string; personalLine?: string } = {}) =>
  callApi(stack, 'POST', `/invitations/${id}/status`, {
    token: options.token ?? leadgenToken,
    ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
    body: { from: 'interested_maybe', to: 'pitch_sent', action: 'Send Pitch Deck', ...(options.personalLine ? { personalLine: options.personalLine } : {}) },
  });
const tokenIn = (email: StoredEmail): string => {
  const link = invitationLinkIn(email);
  expect(link.pathname).toBe('/document');
  return linkTokenOf(link);
};
const open = (token: string, userAgent = BROWSER) => callApi<{ url?: string; fileName?: string; message?: string; code?: string }>(stack, 'POST', OPEN_PATH, { body: { token }, headers: { 'user-agent': userAgent } });
/** The send happened a minute ago: past the scanner grace. */
const ageLink = async (invitationId: string) => {
  await documentLinkEntity.update(invitationId, 'member-pitch-deck').set({ sentAt: new Date(Date.now() - 60_000).toISOString() }).go();
};
const sentLead = async (label: string) => {
  const email = leadEmail(label);
  const invitation = await seedInvitation(leadgen, { status: 'interested_maybe', email });
  const sent = await sendPitchDeck(invitation.id, { personalLine: 'Hi Lee, the deck we talked about.' });
  expect(sent.status).toBe(200);
  const [mail] = await waitForEmail(stack.urls.mailbox, email);
  return { invitation, email, mail: mail!, token: tokenIn(mail!) };
};

describe('the Documents page', () => {
  it('refuses a file that is not a PDF, after the upload, by its bytes', async () => {
    const { posted, save } = await upload('terms-summary', Buffer.from('<html><script>alert(1)</script></html>'), 'terms.pdf');
    expect(posted.status).toBeLessThan(300);
    const saved = await save();
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ code: 'INVALID_FILE_TYPE' });
  });

  it('refuses a file larger than the policy allows at the upload itself', async () => {
    const ticket = await callApi<DocumentUploadTicket>(stack, 'POST', '/admin/documents/terms-summary/upload', { token: adminToken, body: {} });
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    expect((await postToPresignedForm(ticket.body as never, tooLarge)).status).toBeGreaterThanOrEqual(400);
  });

  it('keeps every version and lists the current one; a lead generator may not upload or list', async () => {
    const second = await upload('member-pitch-deck', pdfBytes('second'), 'deck-v2.pdf');
    expect((await second.save()).status).toBe(200);
    const list = await callApi<{ documents: { kind: string; current?: { fileName: string }; versionCount?: number }[] }>(stack, 'GET', '/admin/documents', { token: adminToken });
    const deck = list.body.documents.find((document) => document.kind === 'member-pitch-deck');
    expect(deck?.current?.fileName).toBe('deck-v2.pdf');
    expect(deck?.versionCount).toBeGreaterThanOrEqual(2);
    const versions = await callApi<DocumentVersionsResponse>(stack, 'GET', '/admin/documents/member-pitch-deck/versions', { token: adminToken });
    expect(versions.status).toBe(200);
    expect(versions.body.versionCount).toBe(deck?.versionCount);
    expect(versions.body.versions.map((version) => [version.fileName, version.current])).toEqual([['deck-v2.pdf', true], ['deck.pdf', false]]);
    expect(versions.body.versions[0]).toMatchObject({ uploadedByName: 'Dana Docs', size: expect.any(Number), uploadedAt: expect.any(String) });
    expect(versions.body.versions[0]!.uploadedAt > versions.body.versions[1]!.uploadedAt).toBe(true);
    expect((await callApi(stack, 'GET', '/admin/documents/terms-summary/versions', { token: adminToken })).body).toEqual({ versions: [], versionCount: 0 });
    expect((await callApi(stack, 'GET', '/admin/documents/not-a-kind/versions', { token: adminToken })).status).toBe(400);
    expect((await callApi(stack, 'GET', '/admin/documents/member-pitch-deck/versions', { token: leadgenToken })).status).toBe(403);
    expect((await callApi(stack, 'GET', '/admin/documents', { token: leadgenToken })).status).toBe(403);
    expect((await callApi(stack, 'POST', '/admin/documents/member-pitch-deck/upload', { token: leadgenToken, body: {} })).status).toBe(403);
  });
});

describe('Send Pitch Deck', () => {
  it("emails one personal link from the staff member, Reply-To them, with their line, and then moves the lead", async () => {
    const { invitation, mail } = await sentLead('send');
    expect(mail.replyTo).toEqual([leadgen.email]);
    expect(mail.body.text).toContain('Hi Lee, the deck we talked about.');
    expect(mail.from).toContain('Lars Lead at Safe Haven');
    expect((await getInvitation(invitation.id))?.status).toBe('pitch_sent');
    const trail = await auditTrailOf(invitation.id);
    expect(trail.entries[0]?.note).toBe('Action: Send Pitch Deck');
  });

  it('sends one email under a double submission, stream redelivery and a sweep', async () => {
    const tail = await tailStream(stack);
    const email = leadEmail('once');
    const invitation = await seedInvitation(leadgen, { status: 'interested_maybe', email });
    const key = randomUUID();
    const [first, again, other] = await Promise.all([
      sendPitchDeck(invitation.id, { key }),
      sendPitchDeck(invitation.id, { key }),
      sendPitchDeck(invitation.id, { key: randomUUID() }),
    ]);
    expect([first.status, again.status, other.status].filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    await waitForEmail(stack.urls.mailbox, email);
    await streamSettled(stack);
    // The stream delivers the same records again (as Lambda does after a failure), twice.
    const records = await tail.records();
    expect(records.length).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) expect((await streamHandler({ Records: records })).batchItemFailures).toEqual([]);
    await sweepOutbox({ now: new Date(Date.now() + 3 * 60 * 60_000) });
    await streamSettled(stack);
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('only marks the lead, with nothing emailed, when the action has no document', async () => {
    const email = leadEmail('nodoc');
    const invitation = await seedInvitation(leadgen, { status: 'interested_maybe', email });
    const moved = await callApi(stack, 'POST', `/invitations/${invitation.id}/status`, {
      token: leadgenToken, body: { from: 'interested_maybe', to: 'follow_up_sent', action: 'Send Follow-up' },
    });
    expect(moved.status).toBe(200);
    await streamSettled(stack);
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(0);
    expect((await auditTrailOf(invitation.id)).entries[0]?.note).toBe('Action: Mark follow-up sent');
  });
});

describe('a personal link', () => {
  it('opens the PDF through a short-lived signed address', async () => {
    const { token } = await sentLead('open');
    const opened = await open(token);
    expect(opened.status).toBe(200);
    const file = await fetch(opened.body.url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // The version is in the documents' own bucket, and nothing of it in the photos bucket.
    const path = new URL(opened.body.url!).pathname;
    expect(path).toMatch(new RegExp(`^/${stack.config.documentsBucket}/documents/member-pitch-deck/[\\w-]+\\.pdf$`));
    const inPhotos = await fetch(`${stack.urls.s3}/${stack.config.photosBucket}${path.slice(stack.config.documentsBucket.length + 1)}`);
    expect(inPhotos.status).toBe(404);
  });

  it("counts a person's views, not a scanner's fetch or one right after the send, on the card, in Details and the trail", async () => {
    const { invitation, token } = await sentLead('views');
    // Right after the send: a mail provider's scan, even with a browser's User-Agent.
    expect((await open(token)).status).toBe(200);
    expect((await linkOf(invitation.id, 'member-pitch-deck'))?.viewCount).toBeUndefined();
    await ageLink(invitation.id);
    expect(OPEN_GRACE_AFTER_SEND_MS).toBeLessThan(60_000);
    expect((await open(token, SCANNER)).status).toBe(200);
    expect((await open(token, 'curl/8.5.0')).status).toBe(200);
    expect((await linkOf(invitation.id, 'member-pitch-deck'))?.viewCount).toBeUndefined();
    expect((await open(token)).status).toBe(200);
    expect((await open(token)).status).toBe(200);
    expect((await linkOf(invitation.id, 'member-pitch-deck'))?.viewCount).toBe(2);
    expect((await getInvitation(invitation.id))?.documentViews?.['member-pitch-deck']?.count).toBe(2);
    const details = await callApi<{ documentLinks?: { kind: string; viewCount: number }[]; documentViews?: Record<string, { count: number }> }>(
      stack, 'GET', `/invitations/${invitation.id}`, { token: leadgenToken },
    );
    expect(details.body.documentLinks).toEqual([expect.objectContaining({ kind: 'member-pitch-deck', viewCount: 2 })]);
    expect(details.body.documentViews?.['member-pitch-deck']?.count).toBe(2);
    const notes = (await auditTrailOf(invitation.id)).entries.map((entry) => entry.note);
    expect(notes).toEqual(expect.arrayContaining(['Pitch deck opened', 'Pitch deck opened (2 times)']));
  });

  it('is refused alike when withdrawn, expired, replaced or guessed', async () => {
    const withdrawn = await sentLead('withdrawn');
    const revoked = await callApi(stack, 'POST', `/invitations/${withdrawn.invitation.id}/document-links/member-pitch-deck/revoke`, { token: leadgenToken, body: {} });
    expect(revoked.status).toBe(200);
    const expired = await sentLead('expired');
    await documentLinkEntity.update(expired.invitation.id, 'member-pitch-deck').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).go();
    const guessed = randomBytes(32).toString('base64url');
    const refusals = await Promise.all([open(withdrawn.token), open(expired.token), open(guessed)]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toEqual(refusals[0]!.body);
    }
    expect(refusals[0]!.body.code).toBe('DOCUMENT_LINK_INVALID');
    // Sent again after the withdrawal: a new link; the old one stays refused, the new one opens.
    const again = await callApi(stack, 'POST', `/invitations/${withdrawn.invitation.id}/status`, {
      token: leadgenToken, body: { from: 'pitch_sent', to: 'follow_up_sent', note: 'moving on' },
    });
    expect(again.status).toBe(200);
    expect((await open(withdrawn.token)).body).toEqual(refusals[0]!.body);
  });

  it("cannot be withdrawn by someone who cannot see the lead", async () => {
    const { invitation } = await sentLead('others');
    const stranger = await createStaffUser(stack, { role: 'leadgen' });
    const refused = await callApi(stack, 'POST', `/invitations/${invitation.id}/document-links/member-pitch-deck/revoke`, { token: await signIn(stack, stranger), body: {} });
    expect(refused.status).toBe(404);
  });
});

describe('Invite to Zoom', () => {
  it("emails the staff member's own meeting link once they saved one, and only marks the lead before", async () => {
    const host = await createStaffUser(stack, { role: 'leadgen', firstName: 'Zoe', lastName: 'Zoom' });
    const hostToken = await signIn(stack, host);
    const invite = (id: string) =>
      callApi(stack, 'POST', `/invitations/${id}/status`, { token: hostToken, body: { from: 'interested_yes', to: 'invited_to_zoom', action: 'Invite to Zoom' } });
    const before = await seedInvitation(host, { status: 'interested_yes', email: leadEmail('zoom-none') });
    expect((await invite(before.id)).status).toBe(200);
    expect((await auditTrailOf(before.id)).entries[0]?.note).toBe('Action: Mark Zoom invitation sent');

    const profile = { firstName: 'Zoe', lastName: 'Zoom', skills: [] };
    const refused = await callApi(stack, 'PUT', '/me', { token: hostToken, body: { ...profile, meetingLink: 'javascript:alert(1)' } });
    expect(refused.status).toBe(400);
    const meetingLink = 'https://zoom.us/j/123456789?pwd=abc';
    expect((await callApi(stack, 'PUT', '/me', { token: hostToken, body: { ...profile, meetingLink } })).status).toBe(200);

    const email = leadEmail('zoom');
    const lead = await seedInvitation(host, { status: 'interested_yes', email });
    const details = await callApi<{ documentActions?: string[] }>(stack, 'GET', `/invitations/${lead.id}`, { token: hostToken });
    expect(details.body.documentActions).toEqual(['Invite to Zoom']);
    expect((await invite(lead.id)).status).toBe(200);
    const [mail] = await waitForEmail(stack.urls.mailbox, email);
    expect(mail!.body.text).toContain(meetingLink);
    expect(mail!.replyTo).toEqual([host.email]);
    expect((await auditTrailOf(lead.id)).entries[0]?.note).toBe('Action: Invite to Zoom');
    await streamSettled(stack);
    expect(await emailsTo(stack.urls.mailbox, before.recipientEmail)).toHaveLength(0);
  });
});
