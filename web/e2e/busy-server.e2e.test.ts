/**
 * A busy server (a throttle's 429, a 5xx) changes nothing: the dashboard keeps the last unread counts,
 * keeps asking with backoff, says so only when it lasts, and goes quiet again once a read succeeds.
 * The page's clock is Playwright's, fast-forwarded, so the 30 s the notice waits do not slow the suite.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { useBrowser } from './support/browser';
import { answerAsInvitee, dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();

describe('a busy server', () => {
  let founder: TestUser;
  let leadgen: TestUser;

  beforeAll(async () => {
    founder = await createStaffUser(stack, { role: 'founder', firstName: 'Bea', lastName: 'Busy' });
    leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lou', lastName: 'Busy', addedById: founder.id });
    await answerAsInvitee(stack, await seedInvitation(leadgen, { firstName: 'Tess', lastName: 'Throttle' }), 'interested');
  });

  it('keeps the last unread counts, speaks up only after 30 s of refusals, and recovers', async () => {
    const { page } = await browsers.open();
    await dismissCelebrations(page);
    await page.clock.install();
    await signInWithSession(page, stack.urls.web, founder);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Manage Invitations 1 unread' }).waitFor({ timeout: 15_000 });
    const notice = page.getByRole('status').filter({ hasText: API_MESSAGES.serverBusy });

    let refused = 0;
    await page.route('**/api/unread-counts', (route) => {
      refused += 1;
      return route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: API_MESSAGES.tooManyRequests }) });
    });
    // A change the founder may see: its live message makes the tab read its counts, refused.
    await seedInvitation(leadgen, { firstName: 'Rex', lastName: 'Refused' });
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.clock.runFor(5_000);
    // A blip: the badge stays as it was and nothing is said.
    expect(await nav.getByRole('link', { name: 'Manage Invitations 1 unread' }).count()).toBe(1);
    expect(await notice.count()).toBe(0);

    // While reads fail the tab polls every 60 s even with its connection open: the next one is refused too.
    await page.clock.runFor(61_000);
    await notice.waitFor({ timeout: 20_000 });
    expect(await nav.getByRole('link', { name: 'Manage Invitations 1 unread' }).count()).toBe(1);
    const polls = refused;
    // Retries back off: far fewer than one a second across this minute and more.
    expect(polls).toBeLessThan(15);

    await page.unroute('**/api/unread-counts');
    await page.clock.runFor(61_000);
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await nav.getByRole('link', { name: 'Manage Invitations 1 unread' }).count()).toBe(1);
  });
});
