/** Edit Profile in Chromium: fields, photo upload and its refusals, two-factor set-up and the sign-in that then asks for a code. */
import { authenticator } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DEFAULT_STAGE_TIME_ZONE, DIGEST_MESSAGES } from '@safe-haven/shared/daily-digest';
import { MEETING_LINK_MESSAGES } from '@safe-haven/shared/meeting-link';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { nextSecond } from '@safe-haven/testing/next-second';
import { request as httpRequest } from 'node:http';
import type { PhotoUploadTicket } from '@safe-haven/shared/team-api-types';
import { jpegWithMetadata, SECRET_MARKERS } from '@safe-haven/testing/photo-metadata';
import { NOT_AN_IMAGE, postToPresignedForm, TINY_JPEG, TINY_PNG } from '@safe-haven/testing/photos';
import { callApi } from '@safe-haven/testing/staff-users';
import { useBrowser } from './support/browser';
import { chooseFile, type FileToChoose } from './support/choose-file';
import { isFocused, type InPageElement } from './support/in-page';
import { smallTapTargets } from './support/layout-checks';
import { expectText, signInWithSession } from './support/staff';

const stack = inject('stack');
const browser = useBrowser();

const MIME_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };
/** A file as the chooser hands it over; no copy left on disk. */
const fileOf = (name: string, buffer: Buffer): FileToChoose => ({ name, mimeType: MIME_TYPES[name.split('.').pop()!]!, buffer });

/** Whether the element's box lies inside the window, read in the page. */
const isInViewport = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = (element as unknown as InPageElement).getBoundingClientRect();
    return box.top >= 0 && box.bottom <= (globalThis as unknown as { innerHeight: number }).innerHeight;
  });

const openEditProfile = async (role: 'admin' | 'founder' | 'leadgen' = 'leadgen', twoFactor?: boolean, options?: Parameters<typeof browser.open>[0]) => {
  const user = await createStaffUser(stack, { role, firstName: 'Tess', lastName: 'Vega', ...(twoFactor === undefined ? {} : { twoFactor }) });
  const { page } = await browser.open(options);
  await signInWithSession(page, stack.urls.web, user, '/dashboard/admin/edit-profile');
  await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
  return { page, user };
};

describe('Edit Profile', () => {
  it('is made of 44 px targets on a phone', async () => {
    const { page } = await openEditProfile('leadgen', undefined, { mobile: true });
    expect(await smallTapTargets(page)).toEqual([]);
  });

  it('saves personal and professional information', async () => {
    const { page, user } = await openEditProfile();
    expect(await page.getByLabel('Role').inputValue()).toBe('Lead Generator');
    await page.getByLabel('Phone').fill('+1 303 555 0199');
    await page.getByLabel('Bio').fill('Twelve years guiding\nback-country trips.');
    await page.getByLabel('Skills').fill('Sales, Wilderness first aid');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectText(page, PROFILE_MESSAGES.updated);
    const me = await callApi(stack, 'GET', '/me', { token: await signIn(stack, user) });
    expect(me.body).toMatchObject({ phone: '+1 303 555 0199', bio: 'Twelve years guiding\nback-country trips.', skills: ['Sales', 'Wilderness first aid'] });
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectText(page, 'First name is required');
  });

  it('on a phone, brings a refused field into view and focuses it when Save is tapped far below it', async () => {
    const { page } = await openEditProfile('leadgen', undefined, { mobile: true });
    const link = page.getByLabel(MEETING_LINK_MESSAGES.label);
    await link.fill('zoom.us/j/123');
    const save = page.getByRole('button', { name: 'Save Profile' });
    await save.scrollIntoViewIfNeeded();
    // Save is a screen below the link: the refusal would be out of sight.
    expect(await isInViewport(link)).toBe(false);
    await save.tap();
    await expectText(page, MEETING_LINK_MESSAGES.invalid);
    await expect.poll(() => isFocused(link)).toBe(true);
    expect(await isInViewport(link)).toBe(true);
  });

  it('puts each toast where the screen wants it: top right on a 1024 px tablet, across the top once turned to 700 px, off Save', async () => {
    const { page } = await openEditProfile('leadgen', undefined, { width: 1024 });
    const save = page.getByRole('button', { name: 'Save Profile' });
    const saved = page.getByTestId('toast').filter({ hasText: PROFILE_MESSAGES.updated });
    await save.click();
    await saved.first().waitFor();
    expect((await saved.first().boundingBox())!.y).toBeLessThan(200);
    await page.setViewportSize({ width: 700, height: 1000 });
    await save.click();
    // The next toast goes across the top, away from the buttons lower down the page (Save is below it).
    await expect.poll(async () => {
      const boxes = await Promise.all((await saved.all()).map((toast) => toast.boundingBox()));
      return boxes.some((box) => box !== null && box.x < 50 && box.y < 200);
    }).toBe(true);
    const saveBox = (await save.boundingBox())!;
    for (const toast of await saved.all()) {
      const box = await toast.boundingBox();
      if (box) expect(box.y + box.height <= saveBox.y || box.y >= saveBox.y + saveBox.height).toBe(true);
    }
  });

  it("names the team's time zone, suggests this device's, and saves a zone and the daily email turned off", async () => {
    const { page, user } = await openEditProfile('leadgen', undefined, { timezoneId: 'Europe/Lisbon' });
    const zone = page.getByLabel('Time zone');
    const options = zone.locator('option');
    // The team's zone comes with /config.json (the local stack's is the default stage zone).
    await expect.poll(() => options.first().textContent()).toBe(DIGEST_MESSAGES.teamTimeZone(DEFAULT_STAGE_TIME_ZONE));
    expect(await options.nth(1).textContent()).toBe(DIGEST_MESSAGES.deviceTimeZone('Europe/Lisbon'));
    await zone.selectOption('Europe/Lisbon');
    // Chakra's checkbox input is visually hidden: a person clicks its label.
    const digest = page.getByRole('checkbox', { name: DIGEST_MESSAGES.settingLabel });
    expect(await digest.isChecked()).toBe(true);
    await page.getByText(DIGEST_MESSAGES.settingLabel, { exact: true }).click();
    await expect.poll(() => digest.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectText(page, PROFILE_MESSAGES.updated);
    const me = await callApi(stack, 'GET', '/me', { token: await signIn(stack, user) });
    expect(me.body).toMatchObject({ timeZone: 'Europe/Lisbon', dailyDigest: false });
  });

  it('uploads a photo, refuses a renamed non-image and a 6 MB file, and removes the photo', async () => {
    const { page } = await openEditProfile();
    const photoButton = page.getByRole('button', { name: /^(Upload|Change) Photo$/ });

    await chooseFile(photoButton, fileOf('photo.png', NOT_AN_IMAGE));
    await expectText(page, PROFILE_MESSAGES.invalidFileTypeTitle);
    await expectText(page, PROFILE_MESSAGES.invalidFileType);

    await chooseFile(photoButton, fileOf('huge.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)])));
    await expectText(page, PROFILE_MESSAGES.fileTooLargeTitle);
    await expectText(page, PROFILE_MESSAGES.fileTooLarge);

    await chooseFile(photoButton, fileOf('me.png', TINY_PNG));
    await expectText(page, PROFILE_MESSAGES.photoUpdated);
    const image = page.getByRole('img', { name: 'Photo of Tess Vega' });
    await image.waitFor();
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/photos\/[0-9a-f-]+\/[0-9a-f-]+\.png$/);
    const served = await page.request.get(`${stack.urls.web}${src}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['cache-control']).toBe('public, max-age=3600');

    // A phone photo: EXIF with a GPS position and "rotate 90°". It is shown upright, and the copy
    // the site serves has no metadata left.
    await chooseFile(photoButton, fileOf('phone.jpg', jpegWithMetadata(TINY_JPEG, 6)));
    const jpegImage = page.locator('img[alt="Photo of Tess Vega"][src$=".jpg"]');
    await jpegImage.waitFor();
    const jpegSrc = (await jpegImage.getAttribute('src'))!;
    type LoadedImage = { decode(): Promise<void>; naturalWidth: number; naturalHeight: number };
    const size = await jpegImage.evaluate(async (img) => {
      const loaded = img as unknown as LoadedImage;
      await loaded.decode();
      return [loaded.naturalWidth, loaded.naturalHeight];
    });
    expect(size).toEqual([2, 3]); // 3 x 2 pixels, turned a quarter
    const jpeg = await page.request.get(`${stack.urls.web}${jpegSrc}`);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    const text = Buffer.from(await jpeg.body()).toString('latin1');
    for (const marker of SECRET_MARKERS) expect(text).not.toContain(marker);

    // The upload's own toast comes after the new photo shows; removing before it would replace "removed".
    await expectText(page, PROFILE_MESSAGES.photoUpdated);
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expectText(page, PROFILE_MESSAGES.photoRemoved);
    await image.waitFor({ state: 'detached' });
  });

  it('never serves an unchecked upload, whatever path is asked for', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const token = await signIn(stack, user);
    const ticket = (await callApi<PhotoUploadTicket>(stack, 'POST', '/me/photo/upload', { token, body: { contentType: 'image/jpeg', size: 2000 } })).body;
    expect((await postToPresignedForm(ticket, jpegWithMetadata(TINY_JPEG))).status).toBe(204);
    const key = ticket.fields.key!;
    const upload = await fetch(`${stack.urls.s3}/${stack.config.photosBucket}/${key}`);
    expect(Buffer.from(await upload.arrayBuffer()).toString('latin1')).toContain(SECRET_MARKERS[0]);
    // Raw paths, as a script (not a browser) would send them: dot segments unresolved.
    const bodyOf = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const url = new URL(stack.urls.web);
        httpRequest({ host: url.hostname, port: url.port, path }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
        }).on('error', reject).end();
      });
    for (const path of [`/${key}`, `/photos/${key}`, `/photos/../${key}`, `/photos/%2e%2e/${key}`, `/photos/%2E%2E/${key}`, `/photos/..%2f${key}`]) {
      expect({ path, leaked: (await bodyOf(path)).includes(SECRET_MARKERS[0]) }).toEqual({ path, leaked: false });
    }
  });

  it('sets up two-factor sign-in; the next sign-in asks for a code; turning it off needs the password and a code', async () => {
    const { page, user } = await openEditProfile('leadgen');
    await expectText(page, 'Two-factor sign-in: Off');
    await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await page.getByLabel('2. Enter the 6-digit code from the app').fill('000000');
    await page.getByRole('button', { name: 'Verify and Turn On' }).click();
    await expectText(page, PROFILE_MESSAGES.twoFactorInvalidCode);
    await page.getByLabel('2. Enter the 6-digit code from the app').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify and Turn On' }).click();
    await expectText(page, PROFILE_MESSAGES.twoFactorOnTitle);
    await expectText(page, 'Two-factor sign-in: On');

    // Admins see it in Manage Users.
    const admin = await createStaffUser(stack, { role: 'admin' });
    const users = await callApi<{ users: { email: string; twoFactorEnabled: boolean }[] }>(stack, 'GET', '/admin/users', { token: await signIn(stack, admin) });
    expect(users.body.users.find((entry) => entry.email === user.email)?.twoFactorEnabled).toBe(true);

    await page.locator('#main-content').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${stack.urls.web}/`);
    await nextSecond();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectText(page, AUTH_MESSAGES.mfaTitle);
    // A code the user has not used yet (TOTP codes change every 30 s).
    await page.getByLabel('Authentication code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${stack.urls.web}/dashboard`);

    // Turning it off asks who is there: a wrong code is refused and the factor stays on.
    await page.goto(`${stack.urls.web}/dashboard/admin/edit-profile`);
    await page.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }).click();
    await expectText(page, PROFILE_MESSAGES.twoFactorCheckTitle);
    await page.getByLabel('Your password').fill(user.password);
    await page.getByLabel('Current code from your app').fill(authenticator.generate(secret) === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: 'Turn Off', exact: true }).click();
    await expectText(page, PROFILE_MESSAGES.twoFactorInvalidCode);
    await page.getByLabel('Current code from your app').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Turn Off', exact: true }).click();
    await expectText(page, PROFILE_MESSAGES.twoFactorOffTitle);
    await expectText(page, 'Two-factor sign-in: Off');
  });

  it('sets up two-factor on the phone that holds the app: the steps come into view, the app opens by its link, the key copies', async () => {
    const { page } = await openEditProfile('leadgen', undefined, { mobile: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.urls.web });
    await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    await expect.poll(() => isInViewport(qr)).toBe(true);
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    const openApp = page.getByRole('link', { name: 'Open in Authenticator App' });
    expect(await openApp.getAttribute('href')).toMatch(new RegExp(`^otpauth://totp/.+\\?secret=${secret}&issuer=`));
    await page.getByRole('button', { name: 'Copy Key' }).click();
    await page.getByRole('button', { name: 'Key Copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);
    // It turns on with a code from the app, as on a computer.
    await page.getByLabel('2. Enter the 6-digit code from the app').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify and Turn On' }).click();
    await expectText(page, 'Two-factor sign-in: On');
  });

  it("lets a founder replace their app after the check, but not turn it off", async () => {
    // A founder from before the rule: this sign-in is their one of grace.
    const { page, user } = await openEditProfile('founder', false);
    await page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    await page.getByLabel('2. Enter the 6-digit code from the app').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify and Turn On' }).click();
    await expectText(page, 'Two-factor sign-in: On');
    expect(await page.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }).count()).toBe(0);
    await expectText(page, PROFILE_MESSAGES.twoFactorRequiredForRole);

    await page.getByRole('button', { name: 'Replace Authenticator App' }).click();
    await page.getByLabel('Your password').fill('Not!ThePassword9');
    await page.getByLabel('Current code from your app').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, PROFILE_MESSAGES.twoFactorPasswordWrong);
    await page.getByLabel('Your password').fill(user.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const replacement = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    expect(replacement).not.toBe(secret);
    await page.getByLabel('2. Enter the 6-digit code from the app').fill(authenticator.generate(replacement));
    await page.getByRole('button', { name: 'Verify and Turn On' }).click();
    await expectText(page, PROFILE_MESSAGES.twoFactorReplacedTitle);
  });

  it('signs out from the page', async () => {
    const { page } = await openEditProfile();
    await page.locator('#main-content').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${stack.urls.web}/`);
    await expectText(page, AUTH_MESSAGES.signedOut);
  });
});
