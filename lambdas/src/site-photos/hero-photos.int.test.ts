/**
 * Invitation pages' hero photos against the local engines: an admin's upload is cut to 3:1 and made
 * at every width the pages name, as WebP and JPEG, over the page's fixed addresses with a short
 * cache; the change is in the content's access log; removing it deletes every size (the site's
 * default answers again). A photo too small for the largest width is refused; so are other roles.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentUploadTicket, HeroPhotoResult } from '@safe-haven/shared/api-types';
import { HERO_PHOTO_CACHE_CONTROL, HERO_PHOTO_WIDTHS, heroPhotoKey } from '@safe-haven/shared/hero-photos';
import { SITE_PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/site-photos';
import { HERO_PHOTO_MESSAGES as H } from '@safe-haven/shared/hero-photo-messages';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import { NOT_AN_IMAGE, postToPresignedForm } from '@safe-haven/testing/photos';
import { makeTestPhoto, photoFacts } from '@safe-haven/testing/site-photos';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { contentChangeLog } from '../data/content-access-log';

const stack = inject('stack');
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  const admin = await createStaffUser(stack, { role: 'admin', firstName: 'Hana', lastName: 'Hero' });
  adminId = admin.id;
  adminToken = await signIn(stack, admin);
});

const object = (key: string) => fetch(`${stack.urls.s3}/${stack.config.photosBucket}/${key}`);
type Answer = HeroPhotoResult & { code?: string; message?: string };

const upload = async (file: Buffer) => {
  const ticket = await callApi<DocumentUploadTicket>(stack, 'POST', '/admin/site-photos/upload', { token: adminToken, body: { contentType: 'image/jpeg' } });
  expect(ticket.status).toBe(200);
  expect((await postToPresignedForm(ticket.body, file)).status).toBe(204);
  return ticket.body.uploadId;
};
const saveHero = (page: string, uploadId: string, token = adminToken) => callApi<Answer>(stack, 'PUT', `/admin/site-photos/hero/${page}`, { token, body: { uploadId } });
const removeHero = (page: string, token = adminToken) => callApi<Answer>(stack, 'DELETE', `/admin/site-photos/hero/${page}`, { token });

describe('a page\'s hero photo', () => {
  it('is cut to 3:1 from a taller photo and made at every width as WebP and JPEG, cached for minutes, and the change is logged', async () => {
    const uploadId = await upload(await makeTestPhoto(2400, 1600, { exifText: 'SECRET-OWNER-NAME' }));
    const saved = await saveHero('land_owner', uploadId);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ page: 'land_owner', usesDefault: false });
    for (const width of HERO_PHOTO_WIDTHS) {
      for (const [extension, format] of [['webp', 'webp'], ['jpg', 'jpeg']] as const) {
        const response = await object(heroPhotoKey('land_owner', width, extension));
        expect(response.status, `${width}.${extension}`).toBe(200);
        expect(response.headers.get('cache-control')).toBe(HERO_PHOTO_CACHE_CONTROL);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(await photoFacts(bytes)).toMatchObject({ format, width, height: width / 3, exif: undefined });
        expect(bytes.includes('SECRET-OWNER-NAME')).toBe(false);
      }
    }
    expect((await object(`${SITE_PHOTO_UPLOAD_PREFIX}${uploadId}`)).status).toBe(404);
    const entries = (await contentChangeLog(20)).filter((entry) => entry.viewerId === adminId);
    expect(entries[0]).toMatchObject({ viewerName: 'Hana Hero', viewerRole: 'admin', changes: ['Land Owner page: hero photo replaced'] });
    expect(entries[0]!.version).toBeUndefined();
  });

  it('keeps a panorama\'s full height, cutting its sides', async () => {
    const saved = await saveHero('investor', await upload(await makeTestPhoto(4000, 900)));
    expect(saved.status).toBe(200);
    expect(await photoFacts(new Uint8Array(await (await object(heroPhotoKey('investor', 1800, 'jpg'))).arrayBuffer()))).toMatchObject({ width: 1800, height: 600 });
  });

  it('back to the default: every size is deleted, twice is harmless, and each is logged', async () => {
    expect((await saveHero('member', await upload(await makeTestPhoto(1800, 900)))).status).toBe(200);
    expect((await object(heroPhotoKey('member', 750, 'webp'))).status).toBe(200);
    const removed = await removeHero('member');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ page: 'member', usesDefault: true });
    for (const width of HERO_PHOTO_WIDTHS) expect((await object(heroPhotoKey('member', width, 'jpg'))).status).toBe(404);
    expect((await removeHero('member')).status).toBe(200);
    const changes = (await contentChangeLog(20)).filter((entry) => entry.viewerId === adminId).map((entry) => entry.changes[0]);
    expect(changes.slice(0, 2)).toEqual(['Member page: hero photo back to the default', 'Member page: hero photo back to the default']);
  });
});

describe('refusals', () => {
  it('refuses a photo whose 3:1 cut is under 1800 x 600, with the message saying so, and writes nothing', async () => {
    // 2000 x 550: wide enough, but its 3:1 cut is 1650 x 550.
    const uploadId = await upload(await makeTestPhoto(2000, 550));
    const refused = await saveHero('investor', uploadId);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'PHOTO_TOO_SMALL', message: H.tooSmall });
    expect((await object(`${SITE_PHOTO_UPLOAD_PREFIX}${uploadId}`)).status).toBe(404);
  });

  it('refuses a file that is not a photo', async () => {
    const refused = await saveHero('member', await upload(NOT_AN_IMAGE));
    expect(refused.body).toMatchObject({ code: 'INVALID_FILE_TYPE', message: M.notAnImage });
  });

  it('refuses a page that is not an invitation page, with the pages there are', async () => {
    const refused = await removeHero('dashboard');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('member, land_owner or investor');
  });

  it('refuses lead generators and founders, leaving the page\'s photo as it was', async () => {
    expect((await saveHero('investor', await upload(await makeTestPhoto(1800, 600)))).status).toBe(200);
    for (const role of ['leadgen', 'founder'] as const) {
      const token = await signIn(stack, await createStaffUser(stack, { role }));
      const saved = await saveHero('investor', await upload(await makeTestPhoto(1800, 600)), token);
      expect(saved.status).toBe(403);
      expect(saved.body).toMatchObject({ code: 'FORBIDDEN_ROLE', message: M.forbidden });
      expect((await removeHero('investor', token)).status).toBe(403);
      expect((await object(heroPhotoKey('investor', 480, 'webp'))).status).toBe(200);
    }
  });
});
