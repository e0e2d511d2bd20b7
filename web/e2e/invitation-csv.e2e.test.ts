/**
 * In Chromium: 'Export CSV' of a filtered Manage Invitations list downloads exactly the
 * filtered rows the viewer may see (the file read back with the CSV parser), and 'Import CSV' previews
 * each result code, then sends only the accepted rows (the local mailbox holds their emails only),
 * with the keyboard's focus kept in the dialog; a file without messages needs the default message
 * before anything is asked of the server, and a phone sees each row's result without scrolling.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '@safe-haven/shared/csv-parse';
import { EXPORT_COLUMNS } from '@safe-haven/shared/invitation-export';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, waitUntilListed } from '@safe-haven/testing/invitations';
import { emailsTo } from '@safe-haven/testing/mailbox';
import type { Invitation } from '@safe-haven/lambdas/data/invitation';
import { recordAnswerOnRecipient } from '@safe-haven/lambdas/data/recipient';
import { suppressionEntity } from '@safe-haven/lambdas/data/suppression';
import { transactWrite } from '@safe-haven/lambdas/data/transaction';
import { sweepOutbox } from '@safe-haven/lambdas/email/sweep-outbox';
import { useBrowser } from './support/browser';
import { focusedElement, isFocused } from './support/in-page';
import { dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
const run = randomUUID().slice(0, 8);
const address = (label: string) => `csv-${run}-${label}@invitee.test`;
let founder: TestUser;
let leadgen: TestUser;
let stranger: TestUser;
let mine: Invitation[] = [];
let theirs: Invitation[] = [];

beforeAll(async () => {
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Cora', lastName: 'Sheets' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Len', lastName: 'Rows' });
  stranger = await createStaffUser(stack, { role: 'founder', firstName: 'Stan', lastName: 'Elsewhere' });
  const audiences = ['investor', 'member', 'investor', 'land_owner', 'investor', 'member'] as const;
  mine = await Promise.all([
    ...audiences.map((audience, i) => seedInvitation(leadgen, { firstName: i === 0 ? '=SUM(A1)' : 'Tab', lastName: `Leadgen${i}`, email: address(`lg${i}`), audience })),
    ...audiences.slice(0, 3).map((audience, i) => seedInvitation(founder, { firstName: 'Tab', lastName: `Own${i}`, email: address(`own${i}`), audience })),
    // More investors than one page of cards holds: the export is not the loaded page.
    ...Array.from({ length: 8 }, (_, i) => seedInvitation(leadgen, { firstName: 'Tab', lastName: `More${i}`, email: address(`more${i}`), audience: 'investor' })),
  ]);
  theirs = await Promise.all(audiences.map((audience, i) => seedInvitation(stranger, { firstName: 'Tab', lastName: `Other${i}`, email: address(`other${i}`), audience })));
  // A shared machine's stream may take a while to list 29 invitations.
  await waitUntilListed([...mine, ...theirs].map((invitation) => invitation.id), 180_000);
}, 240_000);

describe('Export CSV', () => {
  it('downloads exactly the rows of the filtered list, every page, read back with a CSV parser', async () => {
    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, founder, DASHBOARD_PATHS.manageInvitations);
    await page.getByRole('list', { name: 'Invitations' }).getByRole('article').first().waitFor();
    // Export at once after the filter changes, as a quick hand would: the export takes the filter just
    // chosen even if the list has not re-rendered with it yet (react-router renders it as a transition).
    await page.getByLabel('Audience').selectOption('investor');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    // 13 investors: the screen loads its first 10 (Load More would bring the rest); the file has all 13.
    const cards = page.getByRole('list', { name: 'Invitations' }).getByRole('article');
    await expect.poll(() => cards.filter({ hasText: /Member|Land Owner/ }).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(10);
    await page.getByRole('button', { name: 'Load More' }).waitFor();
    expect(file.suggestedFilename()).toMatch(/^invitations-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(await readFile((await file.path())!, 'utf8'));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const emailColumn = EXPORT_COLUMNS.indexOf('Email');
    const expected = mine.filter((invitation) => invitation.audience === 'investor').map((invitation) => invitation.recipientEmail).sort();
    expect(rows.map((row) => row[emailColumn]).sort()).toEqual(expected);
    // The formula-like name is text in a spreadsheet.
    expect(rows.find((row) => row[emailColumn] === address('lg0'))![EXPORT_COLUMNS.indexOf('First name')]).toBe("'=SUM(A1)");
    expect(rows.every((row) => row[EXPORT_COLUMNS.indexOf('Audience')] === 'Investor')).toBe(true);
    expect(rows).toHaveLength(13);
    await page.getByText('Exported 13 invitations.').waitFor();
  });
});

describe('Import CSV', () => {
  it('previews each result code and sends only the accepted rows', async () => {
    // Already invited (the founder's own), declined before, suppressed.
    const declined = await seedInvitation(founder, { email: address('declined') });
    await transactWrite([recordAnswerOnRecipient('recipient', declined.recipientKey, declined.id, 'no', new Date().toISOString())]);
    await suppressionEntity.createOne({ recipientKey: canonicalEmail(address('bounced')), email: address('bounced'), reason: 'bounced', at: new Date().toISOString() });
    const csv = [
      'name,email,audience,message',
      `Nina Newcomb,${address('new-a')},Member,`,
      `Owen Owned,${address('own0')},Investor,`,
      `Dana Declined,${address('declined')},Member,`,
      `Sol Suppressed,${address('bounced')},Member,`,
      `Ivan Invalid,not-an-address,Member,`,
      `Nina Again,${address('new-a').toUpperCase()},Member,`,
      `Noel Newman,${address('new-b')},Land Owner,"Hello Noel, come and see the land."`,
    ].join('\r\n');

    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, founder, DASHBOARD_PATHS.manageInvitations);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByLabel('Personal message for rows without one').fill('We would love to show you around.');
    // The keyboard's way: Enter on Preview. While the server checks, the focus stays on the busy
    // button (a disabled one would drop it to the page behind); the preview's summary takes it after.
    let answerPreview = () => {};
    const previewHeld = new Promise<void>((resolve) => (answerPreview = resolve));
    await page.route('**/api/invitation-imports/preview', async (route) => {
      await previewHeld;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Preview' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Checking...' }).waitFor();
    expect((await focusedElement(page)).text).toBe('Checking...');
    answerPreview();

    const table = dialog.getByRole('table', { name: 'Import preview' });
    await table.locator('tbody tr').first().waitFor();
    await expect.poll(async () => (await focusedElement(page)).text).toBe(
      'New: 2 · Already invited: 1 · Declined before: 1 · Suppressed: 1 · Invalid: 1 · Duplicate in file: 1',
    );
    const results = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-result')));
    expect(results).toEqual(['NEW', 'ALREADY_INVITED_ACTIVE', 'ALREADY_CLOSED', 'EMAIL_SUPPRESSED', 'INVALID', 'DUPLICATE_IN_FILE', 'NEW']);
    await expect.poll(() => table.innerText()).toContain('Declined before');
    expect(await table.innerText()).toContain("We've already invited this contact (last sent by Cora Sheets");
    // Nothing sent yet.
    expect(await emailsTo(stack.urls.mailbox, address('new-a'))).toEqual([]);

    await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
    await dialog.getByText('2 invitations created.', { exact: false }).waitFor();
    // Each sent row says so; the others keep their preview's result.
    const sentRows = table.locator('tbody tr[data-send="sent"]');
    expect(await sentRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-result')))).toEqual(['NEW', 'NEW']);
    for (const row of await sentRows.all()) expect(await row.locator('td').last().innerText()).toBe('Sent');
    expect(await table.locator('tbody tr').nth(1).innerText()).toContain('Already invited');
    await dialog.getByText('Sent: 2 · Already invited: 1 · Declined before: 1 · Suppressed: 1 · Invalid: 1 · Duplicate in file: 1').waitFor();
    // The same file is not offered for a preview again; Done has the focus and closes the dialog.
    expect(await dialog.getByRole('button', { name: 'Preview' }).count()).toBe(0);
    await dialog.getByText('These rows are sent. To import more people, choose another file.').waitFor();
    const done = dialog.getByRole('button', { name: 'Done' });
    await expect.poll(() => isFocused(done)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // The outbox sweeper sends them at the stage's rate (the test stack's sweeper runs when told).
    await sweepOutbox();
    for (const email of [address('new-a'), address('new-b')]) await expect.poll(() => emailsTo(stack.urls.mailbox, email).then((mails) => mails.length)).toBe(1);
    for (const email of [address('own0'), address('declined'), address('bounced')]) expect(await emailsTo(stack.urls.mailbox, email)).toEqual([]);
  });

  it('on a phone: a file without messages and an empty box is refused on the box before any request; the preview shows each result', async () => {
    const csv = ['name,email,audience', `Mo Message,${address('phone-a')},Member`, `Owen Owned,${address('own1')},Investor`].join('\n');
    const { page } = await browsers.open({ mobile: true });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, founder);
    const previewRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/invitation-imports/preview')) previewRequests.push(request.url());
    });
    await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.manageInvitations}`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'no-messages.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // The box is required for this file, and says why.
    const box = dialog.getByLabel('Personal message for rows without one');
    await dialog.getByText('Required: 2 rows of this file have no message and get this one.').waitFor();
    expect(await box.getAttribute('required')).not.toBeNull();

    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('Write the message for the rows that have none, or add a message column.').waitFor();
    expect(await isFocused(box)).toBe(true);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('list', { name: 'Import preview' }).count()).toBe(0);
    expect(previewRequests).toEqual([]);

    // Filled in, the preview comes: on a phone each row is a stacked item with its result in sight.
    await box.fill('We would love to show you around.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const items = dialog.getByRole('list', { name: 'Import preview' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-result')))).toEqual(['NEW', 'ALREADY_INVITED_ACTIVE']);
    expect(await dialog.getByRole('table', { name: 'Import preview' }).count()).toBe(0);
    for (const [index, label] of ['New', 'Already invited'].entries()) {
      const badge = items.nth(index).getByText(label, { exact: true });
      const place = (await badge.boundingBox())!;
      expect(place.x).toBeGreaterThanOrEqual(0);
      expect(place.x + place.width).toBeLessThanOrEqual(390);
    }
    expect(previewRequests).toHaveLength(1);
  });
});
