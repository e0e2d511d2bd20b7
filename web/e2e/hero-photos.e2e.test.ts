/**
 * Invitation pages' hero photos in Chromium: every page shows its hero from the first HTML (before
 * any script), at high priority, in a band whose size is set before it loads, in the width the screen
 * needs; with none saved the site's default answers at those addresses. An admin replaces a page's
 * hero on Edit Content with the keyboard and the page shows the new photo; a photo too small for the
 * band is refused with the message; "Use the default photo", once confirmed, brings the default back.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { CONTENT_EDITOR_TEXT as T } from '@safe-haven/shared/content/content-editor-text';
import { HERO_PHOTO_CACHE_CONTROL, heroPhotoKey, heroPhotoSrcSet } from '@safe-haven/shared/hero-photos';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { HERO_PHOTO_MESSAGES as H } from '@safe-haven/shared/hero-photo-messages';
import { makeTestPhoto, photoFacts } from '@safe-haven/testing/site-photos';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { useBrowser } from './support/browser';
import { inviteByEmail } from './support/invitations';
import { horizontalOverflow } from './support/layout-checks';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let admin: TestUser;
let leadgen: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Hal', lastName: 'Heroes' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lena', lastName: 'Links' });
});
// The land owner page's hero goes back to the default for the other files.
afterAll(async () => {
  await callApi(stack, 'DELETE', '/admin/site-photos/hero/land_owner', { token: await signIn(stack, admin) });
});

/** The bytes the site serves at a hero's address (what a browser without a cache gets). */
const served = async (path: string) => {
  const response = await fetch(`${stack.urls.web}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), cacheControl: response.headers.get('cache-control'), bytes: Buffer.from(await response.arrayBuffer()) };
};

/** What the page's hero shows, once loaded: the file chosen, its own width, and the band's box. */
const shownHero = async (image: Locator) => {
  await expect.poll(() => image.evaluate((element) => (element as unknown as { complete: boolean; naturalWidth: number }).complete && (element as unknown as { naturalWidth: number }).naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  return image.evaluate((element) => {
    const img = element as unknown as { currentSrc: string; naturalWidth: number; alt: string; getAttribute(name: string): string | null; getBoundingClientRect(): { width: number; height: number; top: number } };
    const box = img.getBoundingClientRect();
    return { currentSrc: new URL(img.currentSrc).pathname, alt: img.alt, fetchPriority: img.getAttribute('fetchpriority'), box: { width: box.width, height: box.height } };
  });
};

describe('hero photos', () => {
  it('each page names its hero in the HTML itself; with none saved the default answers, in the width a phone needs', async () => {
    for (const [page, path] of [['member', '/invitation'], ['land_owner', '/invitation/land-owners'], ['investor', '/invitation/investors']] as const) {
      // Attribute names are case-insensitive in HTML (React writes srcSet and fetchPriority).
      const html = (await (await fetch(`${stack.urls.web}${path}`)).text()).toLowerCase();
      expect(html, path).toContain(`<source type="image/webp" srcset="${heroPhotoSrcSet(page, 'webp')}" sizes="100vw"/>`);
      expect(html).toMatch(/<img[^>]*fetchpriority="high"[^>]*>/);
    }
    const { link } = await inviteByEmail(stack, leadgen, 'member');
    const phone = await browsers.open({ mobile: true });
    await phone.page.goto(link);
    const hero = await shownHero(phone.page.locator('[data-hero-photo="member"] img'));
    // A 390 px phone at 1x: the 480 px WebP, in a 3:1 band the width of the screen.
    expect(hero).toMatchObject({ currentSrc: `/${heroPhotoKey('member', 480, 'webp')}`, alt: '', fetchPriority: 'high' });
    // (naturalWidth is the width the srcset says the file is laid out for; the file's own is read apart.)
    expect(await photoFacts((await served(hero.currentSrc)).bytes)).toMatchObject({ format: 'webp', width: 480, height: 160 });
    expect(hero.box.width).toBe(390);
    expect(hero.box.height).toBeCloseTo(130, 0);
    expect(phone.consoleErrors).toEqual([]);
    const fallback = await served(`/${heroPhotoKey('member', 480, 'jpg')}`);
    expect(fallback).toMatchObject({ status: 200, type: 'image/jpeg', cacheControl: HERO_PHOTO_CACHE_CONTROL });
  });

  it('an admin replaces the land owner page\'s hero; the page shows it; too small a photo is refused; the default comes back', async () => {
    const address = `/${heroPhotoKey('land_owner', 750, 'webp')}`;
    const before = await served(address);
    expect(before.status).toBe(200);

    const session = await browsers.open();
    const { page } = session;
    await signInWithSession(page, stack.urls.web, admin, DASHBOARD_PATHS.editContent);
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    const field = page.locator('[data-hero-field="land_owner"]');
    const replace = field.getByRole('button', { name: H.replace });
    await replace.waitFor();

    // Too small for the band (its 3:1 cut is 1200 x 400): refused, and the page keeps its photo.
    let [chooser] = await Promise.all([page.waitForEvent('filechooser'), replace.press('Enter')]);
    await chooser.setFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await makeTestPhoto(1200, 900) });
    await expect.poll(() => field.getByRole('alert').textContent()).toBe(H.tooSmall);
    expect((await served(address)).bytes.equals(before.bytes)).toBe(true);

    [chooser] = await Promise.all([page.waitForEvent('filechooser'), replace.press('Enter')]);
    await chooser.setFiles({ name: 'valley.jpg', mimeType: 'image/jpeg', buffer: await makeTestPhoto(2400, 1200) });
    await page.getByText(H.saved('Land Owner')).waitFor();
    await expect.poll(() => field.getByRole('alert').count()).toBe(0);
    const saved = await served(address);
    expect(saved.bytes.equals(before.bytes)).toBe(false);
    const inBucket = Buffer.from(await (await fetch(`${stack.urls.s3}/${stack.config.photosBucket}${address}`)).arrayBuffer());
    expect(saved.bytes.equals(inBucket)).toBe(true);

    // The invitee's page (a browser without the old one cached) shows the admin's photo.
    const { link } = await inviteByEmail(stack, leadgen, 'land_owner');
    const owner = await browsers.open({ mobile: true, width: 412 });
    await owner.page.goto(link);
    const hero = await shownHero(owner.page.locator('[data-hero-photo="land_owner"] img'));
    expect(hero.currentSrc).toBe(`/${heroPhotoKey('land_owner', 480, 'webp')}`);
    const shownBytes = Buffer.from(await (await fetch(`${stack.urls.s3}/${stack.config.photosBucket}${hero.currentSrc}`)).arrayBuffer());
    expect((await served(hero.currentSrc)).bytes.equals(shownBytes)).toBe(true);
    expect(owner.consoleErrors).toEqual([]);

    // Back to the default, after a confirmation whose safe choice has the focus.
    await field.getByRole('button', { name: `${H.useDefault}: ${H.pageOf('Land Owner')}` }).click();
    const dialog = page.getByRole('alertdialog', { name: H.useDefault });
    await dialog.getByText(H.confirmDefault('Land Owner')).waitFor();
    await dialog.getByRole('button', { name: H.useDefault }).click();
    await page.getByText(H.removed('Land Owner')).waitFor();
    await field.getByText(H.defaultShown).waitFor();
    expect((await served(address)).bytes.equals(before.bytes)).toBe(true);
    // The one refusal's answer is all the console saw.
    expect(session.consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it('the page photos fit a 390 px phone on Edit Content', async () => {
    const { page } = await browsers.open({ mobile: true });
    await signInWithSession(page, stack.urls.web, admin, DASHBOARD_PATHS.editContent);
    await page.locator('[data-hero-field="investor"]').getByRole('button', { name: H.replace }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
