/**
 * Brand photos against the local engines: an admin's upload (presigned POST into the local S3, its
 * policy checked by the local gate) is checked by its bytes and its size in pixels, and its sizes are
 * made as WebP and JPEG, upright and without metadata, where /site-photos/* serves them; a non-image,
 * a too small or too big picture and an oversized file are refused with the shared messages; lead
 * generators and founders are refused.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DocumentUploadTicket, SavedSitePhoto } from '@safe-haven/shared/api-types';
import { SITE_PHOTO_CACHE_CONTROL, SITE_PHOTO_MAX_BYTES, sitePhotoKey, SITE_PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/site-photos';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import { NOT_AN_IMAGE, postToPresignedForm, TINY_GIF } from '@safe-haven/testing/photos';
import { makeTestPhoto, photoFacts } from '@safe-haven/testing/site-photos';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';

const stack = inject('stack');
let adminToken: string;

beforeAll(async () => {
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin', firstName: 'Pia', lastName: 'Photos' }));
});

const object = (key: string) => fetch(`${stack.urls.s3}/${stack.config.photosBucket}/${key}`);

const ticketFor = async (contentType: string, token = adminToken) => callApi<DocumentUploadTicket>(stack, 'POST', '/admin/site-photos/upload', { token, body: { contentType } });
const save = (uploadId: string, token = adminToken) =>
  callApi<SavedSitePhoto & { code?: string; message?: string }>(stack, 'POST', '/admin/site-photos', { token, body: { uploadId, kind: 'property' } });

const uploadAndSave = async (file: Buffer, contentType = 'image/jpeg') => {
  const ticket = await ticketFor(contentType);
  expect(ticket.status).toBe(200);
  expect((await postToPresignedForm(ticket.body, file)).status).toBe(204);
  return { uploadId: ticket.body.uploadId, saved: await save(ticket.body.uploadId) };
};

describe('saving a property photo', () => {
  it('makes each width as WebP and JPEG, upright, without the camera\'s metadata, and deletes the upload', async () => {
    const { uploadId, saved } = await uploadAndSave(await makeTestPhoto(2400, 1600, { exifText: 'SECRET-OWNER-NAME' }));
    expect(saved.status).toBe(200);
    expect(saved.body.photo).toEqual({ id: uploadId, width: 2400, height: 1600, widths: [480, 960, 1440] });
    for (const width of [480, 960, 1440]) {
      for (const [extension, format, contentType] of [['webp', 'webp', 'image/webp'], ['jpg', 'jpeg', 'image/jpeg']] as const) {
        const response = await object(sitePhotoKey(uploadId, width, extension));
        expect(response.status, `${width}.${extension}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(contentType);
        expect(response.headers.get('cache-control')).toBe(SITE_PHOTO_CACHE_CONTROL);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const facts = await photoFacts(bytes);
        expect(facts).toMatchObject({ format, width, height: Math.round((width * 1600) / 2400) });
        expect(facts.exif).toBeUndefined();
        expect(Buffer.from(bytes).includes('SECRET-OWNER-NAME')).toBe(false);
      }
    }
    expect((await object(`${SITE_PHOTO_UPLOAD_PREFIX}${uploadId}`)).status).toBe(404);
  });

  it('turns a photo taken with the camera on its side upright, and makes no width larger than the photo', async () => {
    // Stored 1200 x 800 with orientation 6: the picture is 800 wide and 1200 high.
    const { uploadId, saved } = await uploadAndSave(await makeTestPhoto(1200, 800, { orientation: 6 }));
    expect(saved.status).toBe(200);
    expect(saved.body.photo).toMatchObject({ width: 800, height: 1200, widths: [480] });
    const facts = await photoFacts(new Uint8Array(await (await object(sitePhotoKey(uploadId, 480, 'jpg'))).arrayBuffer()));
    expect(facts).toMatchObject({ width: 480, height: 720 });
    expect((await object(sitePhotoKey(uploadId, 960, 'webp'))).status).toBe(404);
  });

  it('takes a PNG and a WebP too', async () => {
    expect((await uploadAndSave(await makeTestPhoto(1000, 700, { format: 'png' }), 'image/png')).saved.body.photo.widths).toEqual([480, 960]);
    expect((await uploadAndSave(await makeTestPhoto(1000, 700, { format: 'webp' }), 'image/webp')).saved.status).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses bytes that are not a JPG, PNG or WEBP, whatever type was declared, and deletes the upload', async () => {
    for (const file of [NOT_AN_IMAGE, TINY_GIF, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)])]) {
      const { uploadId, saved } = await uploadAndSave(file);
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({ code: 'INVALID_FILE_TYPE', message: M.notAnImage });
      expect((await object(`${SITE_PHOTO_UPLOAD_PREFIX}${uploadId}`)).status).toBe(404);
    }
  });

  it('refuses a picture too small to look sharp and one of too many pixels, with their messages', async () => {
    const small = await uploadAndSave(await makeTestPhoto(600, 400));
    expect(small.saved.status).toBe(400);
    expect(small.saved.body).toMatchObject({ code: 'PHOTO_TOO_SMALL', message: M.tooSmall });
    // A flat PNG of 13,000 x 800 pixels is a few KB: refused by its header, before anything is decoded.
    const wide = await uploadAndSave(await makeTestPhoto(13_000, 800, { format: 'png' }), 'image/png');
    expect(wide.saved.status).toBe(400);
    expect(wide.saved.body).toMatchObject({ code: 'TOO_MANY_PIXELS', message: M.tooManyPixels });
  });

  it('refuses a file over the size limit at the upload (the POST policy), so nothing is saved', async () => {
    const ticket = await ticketFor('image/jpeg');
    const posted = await postToPresignedForm(ticket.body, Buffer.concat([await makeTestPhoto(1000, 700), randomBytes(SITE_PHOTO_MAX_BYTES)]));
    expect(posted.status).toBe(400);
    expect(posted.text).toContain('EntityTooLarge');
    expect((await save(ticket.body.uploadId)).body).toMatchObject({ code: 'UPLOAD_MISSING', message: M.uploadExpired });
  });

  it('refuses an upload type that is not a photo before handing out a ticket', async () => {
    const ticket = await ticketFor('image/gif');
    expect(ticket.status).toBe(400);
  });

  it('refuses lead generators and founders on both routes, with who may', async () => {
    for (const role of ['leadgen', 'founder'] as const) {
      const token = await signIn(stack, await createStaffUser(stack, { role }));
      const ticket = await ticketFor('image/jpeg', token);
      expect(ticket.status).toBe(403);
      expect(ticket.body).toMatchObject({ code: 'FORBIDDEN_ROLE', message: M.forbidden });
      // Even with an admin's upload id, the save is refused before it reads anything.
      const adminTicket = await ticketFor('image/jpeg');
      expect((await postToPresignedForm(adminTicket.body, await makeTestPhoto(1000, 700))).status).toBe(204);
      const saved = await save(adminTicket.body.uploadId, token);
      expect(saved.status).toBe(403);
      expect(saved.body).toMatchObject({ code: 'FORBIDDEN_ROLE', message: M.forbidden });
      expect((await object(`${SITE_PHOTO_UPLOAD_PREFIX}${adminTicket.body.uploadId}`)).status).toBe(200);
    }
  });
});
