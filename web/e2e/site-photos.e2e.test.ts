/**
 * Property photos in Chromium: an admin adds a photo to a property on Edit Content with the keyboard
 * (the file chooser opened from the button), describes it and saves; Properties in Review and a land
 * owner's invitation page then show it from the sizes the server made (WebP, the width the screen
 * needs, lazily, in a frame whose size is set before it loads); a file that is not a photo is refused
 * with the shared message, and the editor fits a 390 px phone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CONTENT_EDITOR_TEXT as T } from '@safe-haven/shared/content/content-editor-text';
import { LAND_OWNER_PROPERTIES } from '@safe-haven/shared/content/land-owner-invitation';
import type { SiteContentView } from '@safe-haven/shared/content/site-content';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import { resetSiteContent } from '@safe-haven/testing/site-content';
import { makeTestPhoto } from '@safe-haven/testing/site-photos';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { useBrowser } from './support/browser';
import { inviteByEmail } from './support/invitations';
import { horizontalOverflow } from './support/layout-checks';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let admin: TestUser;
let leadgen: TestUser;
const PROPERTY = 'Colorado Luxury Camping Resort';
const ALT = 'Aspen grove at dusk on the Colorado site';

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Pat', lastName: 'Pictures' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lou', lastName: 'Lands' });
});
beforeEach(resetSiteContent);
afterAll(resetSiteContent);

const openEditor = async (options: { mobile?: boolean } = {}) => {
  const session = await browsers.open(options);
  await signInWithSession(session.page, stack.urls.web, admin, DASHBOARD_PATHS.editContent);
  await session.page.getByRole('heading', { level: 1, name: T.title }).waitFor();
  await session.page.getByLabel(T.fields.amountUsd).waitFor();
  return session;
};

/** Opens the file chooser from the button with the keyboard, as an admin without a mouse would. */
const chooseWithKeyboard = async (page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
  await button.waitFor();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.press('Enter')]);
  await chooser.setFiles(file);
};

/** The parts of an <img> read here (the e2e files are typed without the DOM's library). */
interface ShownImage {
  complete: boolean; naturalWidth: number; currentSrc: string; loading: string; decoding: string; alt: string; sizes: string; src: string;
  getAttribute(name: string): string | null;
  decode(): Promise<void>;
  getBoundingClientRect(): { width: number; height: number };
  parentElement: { querySelector(selector: string): { getAttribute(name: string): string | null } | null } | null;
  ownerDocument: { createElement(name: 'img'): ShownImage };
}

/** What the browser chose of a shown photo, once it has loaded it, and the width of the file it chose. */
const shownPhoto = async (image: Locator) => {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element) => (element as unknown as ShownImage).complete && (element as unknown as ShownImage).naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  return image.evaluate(async (element) => {
    const img = element as unknown as ShownImage;
    // An <img> with sizes reports the width it is laid out for; the file's own width is read apart.
    const file = img.ownerDocument.createElement('img');
    file.src = img.currentSrc;
    await file.decode();
    const box = img.getBoundingClientRect();
    return {
      currentSrc: img.currentSrc, fileWidth: file.naturalWidth, loading: img.loading, decoding: img.decoding, alt: img.alt,
      width: img.getAttribute('width'), height: img.getAttribute('height'), sizes: img.sizes,
      webpSrcset: img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
      frame: { width: box.width, height: box.height },
    };
  });
};

/** The shown size's address names its width: that is the width the file has. */
const expectMadeSize = (shown: Awaited<ReturnType<typeof shownPhoto>>, photoId: string) => {
  const match = new RegExp(`/site-photos/${photoId}/(\\d+)\\.webp$`).exec(shown.currentSrc);
  expect(match, shown.currentSrc).not.toBeNull();
  expect(shown.fileWidth).toBe(Number(match![1]));
  expect(shown.webpSrcset).toBe(`/site-photos/${photoId}/480.webp 480w, /site-photos/${photoId}/960.webp 960w, /site-photos/${photoId}/1440.webp 1440w`);
  expect(shown).toMatchObject({ loading: 'lazy', decoding: 'async', alt: ALT, width: '960', height: '640' });
  // The frame is 3:2 whatever the photo's own proportions.
  expect(shown.frame.width / shown.frame.height).toBeCloseTo(1.5, 1);
};

describe('property photos', () => {
  it('an admin adds one on Edit Content; Properties in Review and the invitation page show the sizes made', async () => {
    const { page, consoleErrors } = await openEditor();
    const field = page.locator('[data-photo-field="properties.0.photo"]');
    await chooseWithKeyboard(page, field.getByRole('button', { name: M.addPhoto }), { name: 'aspens.jpg', mimeType: 'image/jpeg', buffer: await makeTestPhoto(2400, 1800) });
    // The preview comes from the sizes just made; the description is required before saving.
    await field.getByRole('button', { name: `${M.replacePhoto}` }).waitFor();
    await page.getByRole('button', { name: T.save }).click();
    await field.getByText(M.altRequired).waitFor();
    await page.getByText(T.fixFields).waitFor();
    await field.getByLabel(M.altLabel).fill(ALT);
    await page.getByRole('button', { name: T.save }).click();
    await page.getByText(T.saved(1)).waitFor();
    // The request to fix fields goes once the save succeeds (before its own 5 s are up): the two
    // would contradict each other.
    await page.getByText(T.fixFields).waitFor({ state: 'hidden', timeout: 2_000 });
    const saved = (await callApi<SiteContentView>(stack, 'GET', '/content', { token: await signIn(stack, admin) })).body;
    const photo = saved.content.properties[0]!.photo!;
    expect(photo).toMatchObject({ width: 2400, height: 1800, alt: ALT, widths: [480, 960, 1440] });

    await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.propertiesInReview}`);
    const staffImage = page.getByRole('article', { name: PROPERTY }).getByRole('img', { name: ALT });
    const onStaffPage = await shownPhoto(staffImage);
    expectMadeSize(onStaffPage, photo.id);
    // A 1280 px page shows three cards: about 330 px each, so the 480 px size at 1x.
    expect(onStaffPage.currentSrc).toMatch(/\/480\.webp$/);
    expect(consoleErrors).toEqual([]);

    const { link } = await inviteByEmail(stack, leadgen, 'land_owner');
    const owner = await browsers.open({ mobile: true });
    await owner.page.goto(link);
    const section = owner.page.getByRole('region', { name: LAND_OWNER_PROPERTIES.title });
    const ownerImage = section.getByRole('img', { name: ALT });
    const onInvitation = await shownPhoto(ownerImage);
    expectMadeSize(onInvitation, photo.id);
    // A 390 px phone at 1x: the whole width, so 480.
    expect(onInvitation.currentSrc).toMatch(/\/480\.webp$/);
    // The two properties without a photo start with their name: no frame, not the pale place held while loading.
    const cards = section.getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    await expect.poll(() => section.locator('[data-photo-frame]').count()).toBe(1);
    expect(await section.locator('[aria-busy="true"]').count()).toBe(0);
    expect(owner.consoleErrors).toEqual([]);
  });

  it('refuses a file that is not a photo with the message, and fits a 390 px phone', async () => {
    const { page } = await openEditor({ mobile: true });
    const field = page.locator('[data-photo-field="properties.1.photo"]');
    // Named and typed as a JPEG, but it is text: the server reads the bytes.
    await chooseWithKeyboard(page, field.getByRole('button', { name: M.addPhoto }), { name: 'site.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all\n'.repeat(50)) });
    await expect.poll(() => field.getByRole('alert').textContent()).toBe(M.notAnImage);
    // A file the browser already knows is not a photo is refused before any upload.
    await chooseWithKeyboard(page, field.getByRole('button', { name: M.addPhoto }), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect.poll(() => field.getByRole('alert').textContent()).toBe(M.notAnImage);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
