/**
 * Documents and personal document links in Chromium: with no document the quick action says "Mark
 * pitch deck sent" and emails nothing; an admin uploads the pitch deck on the Documents page (a file
 * that is not a PDF is refused); Send Pitch Deck shows the email, a double tap sends one, and the lead
 * gets a personal link in the local mailbox; the link opens the PDF; the view shows on the card
 * without a reload; withdrawn, expired, another invitee's and guessed links are refused alike.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOCUMENT_MESSAGES, DOCUMENT_VERSION_MESSAGES } from '@safe-haven/shared/documents';
import { QUICK_ACTION_MESSAGES, QUICK_ACTIONS } from '@safe-haven/shared/invitation-status';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { brandDocumentEntity } from '@safe-haven/lambdas/data/brand-document';
import { documentLinkEntity } from '@safe-haven/lambdas/data/document-link';
import { linkToken } from '@safe-haven/lambdas/core/link-tokens';
import { seedListedInvitation } from '@safe-haven/testing/invitations';
import { emailsTo, invitationLinkIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { streamSettled } from '@safe-haven/testing/stream';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { dismissCelebrations, expectCurrentStatus, openDetails } from './support/pipeline';
import { signInWithSession } from './support/staff';
import { chooseFile } from './support/choose-file';
import { doubleTap, requestsTo } from './support/double-tap';

const stack = inject('stack');
const browsers = useBrowser();
/** A person's browser: headless Chromium's own User-Agent says so, and would never count as a view. */
const PERSON = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n% the member pitch deck\n'), randomBytes(256), Buffer.from('\n%%EOF\n')]);
let admin: TestUser;
let founder: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Docs' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fern', lastName: 'Sender' });
});

// Documents are the stage's own: the files after this one run with none uploaded, as they expect.
afterAll(async () => {
  await brandDocumentEntity.deleteOne('member-pitch-deck');
});

const signedIn = async (user: TestUser, path: string) => {
  const { page } = await browsers.open();
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, user, path);
  return page;
};

/** A lead that said maybe and wants the deck, listed on Manage Invitations. */
const maybeLead = (lastName: string) =>
  seedListedInvitation(founder, { audience: 'member', status: 'interested_maybe', firstName: 'Lee', lastName, email: `lee-${randomUUID().slice(0, 8)}@invitee.test` });



/** Opens a link as the lead would, in a browser of their own; answers the page. */
const openAsLead = async (link: string) => {
  const { page } = await browsers.open({ userAgent: PERSON });
  await page.goto(link);
  return page;
};

/** The send was a minute ago: a mail provider's scan on delivery is over (shared/src/document-views.ts). */
const sentAMinuteAgo = (invitationId: string) =>
  documentLinkEntity.update(invitationId, 'member-pitch-deck').set({ sentAt: new Date(Date.now() - 60_000).toISOString() }).go();

describe('with no pitch deck uploaded', () => {
  it('the button says "Mark pitch deck sent", the question says nothing is emailed, and nothing is', async () => {
    const lead = await maybeLead('Nodoc');
    const page = await signedIn(founder, DASHBOARD_PATHS.manageInvitations);
    await openDetails(page, 'Lee Nodoc');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Send Pitch Deck', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Mark pitch deck sent', exact: true }).click();
    const question = dialog.getByRole('group', { name: 'Mark pitch deck sent' });
    await question.getByText(QUICK_ACTION_MESSAGES.nothingEmailed(QUICK_ACTIONS.member.interested_maybe![0]!, 'Pitch Sent')).waitFor();
    await question.getByRole('button', { name: QUICK_ACTION_MESSAGES.confirm }).click();
    await expectCurrentStatus(page, 'pitch_sent');
    await streamSettled(stack);
    expect(await emailsTo(stack.urls.mailbox, lead.recipientEmail)).toHaveLength(0);
  });
});

describe('the Documents page', () => {
  it('refuses a file that is not a PDF and uploads the pitch deck', async () => {
    const page = await signedIn(admin, DASHBOARD_PATHS.documents);
    const card = page.getByTestId('document-member-pitch-deck');
    await card.getByText(DOCUMENT_MESSAGES.noVersion).waitFor();
    // Named .pdf, but its bytes are a web page: the server reads them and refuses.
    await chooseFile(card.getByRole('button', { name: DOCUMENT_MESSAGES.upload }), { name: 'deck.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await card.getByRole('alert').getByText(DOCUMENT_MESSAGES.notAPdf).waitFor();
    // The button is busy until the page has refreshed the catalogue after the refusal; the click waits for it.
    await chooseFile(card.getByRole('button', { name: DOCUMENT_MESSAGES.upload }), { name: 'Safe Haven pitch deck.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText(DOCUMENT_MESSAGES.uploaded).first().waitFor();
    await card.getByText(/Safe Haven pitch deck\.pdf/).waitFor();
    await card.getByText(DOCUMENT_MESSAGES.versions(1)).waitFor();
  });

  it('lists every version, newest first, with its file, size, time and uploader, the current one marked', async () => {
    const page = await signedIn(admin, DASHBOARD_PATHS.documents);
    const card = page.getByTestId('document-member-pitch-deck');
    await chooseFile(card.getByRole('button', { name: DOCUMENT_MESSAGES.replace }), { name: 'Pitch deck v2.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card.getByText(DOCUMENT_MESSAGES.versions(2)).waitFor();
    const toggle = card.getByRole('button', { name: DOCUMENT_VERSION_MESSAGES.show });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const list = card.getByRole('list', { name: DOCUMENT_VERSION_MESSAGES.listTitle('Pitch deck') });
    await list.getByRole('listitem').nth(1).waitFor();
    const rows = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(new RegExp(`^Pitch deck v2\\.pdf ${DOCUMENT_VERSION_MESSAGES.current} \\d+ KB · .+ by ${admin.firstName} ${admin.lastName}$`));
    expect(rows[1]).toMatch(new RegExp(`^Safe Haven pitch deck\\.pdf \\d+ KB · .+ by ${admin.firstName} ${admin.lastName}$`));
    expect(await card.getByRole('button', { name: DOCUMENT_VERSION_MESSAGES.hide }).getAttribute('aria-expanded')).toBe('true');
    // Read-only: nothing in the list to press; the open list has no serious WCAG violation.
    expect(await list.getByRole('button').count()).toBe(0);
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

describe('Send Pitch Deck', () => {
  it('shows the email, sends one on a double tap; the personal link opens the PDF, the view shows on the card; bad links are refused alike', async () => {
    const lead = await maybeLead('Deck');
    const dashboard = await signedIn(founder, DASHBOARD_PATHS.manageInvitations);
    const sends = requestsTo(dashboard, 'POST', /\/api\/invitations\/[^/]+\/status$/);
    await openDetails(dashboard, 'Lee Deck');
    const dialog = dashboard.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send Pitch Deck', exact: true }).click();
    const question = dialog.getByRole('group', { name: 'Send Pitch Deck' });
    const preview = question.getByTestId('document-email-preview');
    await preview.getByText('Subject: Pitch deck from Fern Sender at Safe Haven').waitFor();
    await preview.getByText('From: Fern Sender at Safe Haven').waitFor();
    await preview.getByText(`Replies go to: ${founder.email}`).waitFor();
    await preview.getByLabel(DOCUMENT_MESSAGES.personalLineLabel).fill('Lee, here is the deck we talked about on Tuesday.');
    await doubleTap(question.getByRole('button', { name: DOCUMENT_MESSAGES.sendConfirm }));
    await expectCurrentStatus(dashboard, 'pitch_sent');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sends).toHaveLength(1);
    const [email] = await waitForEmail(stack.urls.mailbox, lead.recipientEmail);
    expect(email!.subject).toBe('Pitch deck from Fern Sender at Safe Haven');
    expect(email!.replyTo).toEqual([founder.email]);
    expect(email!.body.text).toContain('Lee, here is the deck we talked about on Tuesday.');
    const link = invitationLinkIn(email!);
    expect(link.pathname).toBe('/document');
    expect(link.search).toBe('');
    await streamSettled(stack);
    expect(await emailsTo(stack.urls.mailbox, lead.recipientEmail)).toHaveLength(1);

    // The link opens the PDF, and the view shows on the card without a reload.
    await dashboard.keyboard.press('Escape');
    await sentAMinuteAgo(lead.id);
    const leadPage = await browsers.open({ userAgent: PERSON }).then(({ page }) => page);
    const pdf = leadPage.waitForResponse((response) => response.url().includes('/documents/member-pitch-deck/'));
    await leadPage.goto(link.toString()).catch(() => undefined);
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // Chromium hands a PDF to its viewer (the body it reports is the viewer's page): the same signed address, fetched, is the file.
    expect(Buffer.from(await (await fetch(response.url())).arrayBuffer()).equals(PDF)).toBe(true);
    // The dashboard's open list refetches when the unread poll reports a change (every 10 s).
    await dashboard.getByTestId('document-views-member-pitch-deck').getByText(/^Pitch deck opened once, last \w{3} \d{2}:\d{2}$/).waitFor({ timeout: 40_000 });

    // Refused alike: withdrawn in Details (asked first), expired, another invitee's, guessed.
    await openDetails(dashboard, 'Lee Deck');
    const row = dashboard.getByRole('dialog').getByTestId('document-link-member-pitch-deck');
    await row.getByText(/^Pitch deck opened once/).waitFor();
    await row.getByRole('button', { name: DOCUMENT_MESSAGES.revoke }).click();
    await row.getByRole('group', { name: DOCUMENT_MESSAGES.revoke }).getByRole('button', { name: DOCUMENT_MESSAGES.revoke }).click();
    await row.getByText(DOCUMENT_MESSAGES.linkRevoked).first().waitFor();

    // Expired: another lead's link (sent through the API), past its date.
    const other = await maybeLead('Expired');
    const sent = await callApi(stack, 'POST', `/invitations/${other.id}/status`, {
      token: await signIn(stack, founder), body: { from: 'interested_maybe', to: 'pitch_sent', action: 'Send Pitch Deck' },
    });
    expect(sent.status).toBe(200);
    const [otherEmail] = await waitForEmail(stack.urls.mailbox, other.recipientEmail);
    await documentLinkEntity.update(other.id, 'member-pitch-deck').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).go();

    const refusedLinks = [
      link.toString(),
      invitationLinkIn(otherEmail!).toString(),
      // Another invitee's link: their invitation's token is no document link.
      `${stack.urls.web}/document#token=${await linkToken('invitation', other.id)}`,
      `${stack.urls.web}/document#token=${randomBytes(32).toString('base64url')}`,
    ];
    const texts: string[] = [];
    for (const refused of refusedLinks) {
      const page = await openAsLead(refused);
      const alert = page.getByRole('alert');
      await alert.getByText(DOCUMENT_MESSAGES.linkInvalid).waitFor();
      texts.push(await page.getByRole('main').innerText().catch(async () => page.locator('body').innerText()));
    }
    expect(new Set(texts).size).toBe(1);
  });
});
