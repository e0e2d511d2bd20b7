/**
 * Photos are served only after the check, without their metadata, against the local S3: an upload
 * lands where nothing serves it, and the copy under the served prefix carries no EXIF, GPS position,
 * XMP or comment.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHOTO_SERVED_PREFIX, PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import type { PhotoUploadTicket } from '@safe-haven/shared/team-api-types';
import { gpsExifTiff, jpegWithMetadata, pngWithMetadata, SECRET_MARKERS } from '@safe-haven/testing/photo-metadata';
import { postToPresignedForm, TINY_JPEG, TINY_PNG } from '@safe-haven/testing/photos';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { cleanPhoto } from './photo-cleaning/clean-photo';

const stack = inject('stack');
let user: TestUser;
let token: string;

beforeAll(async () => {
  user = await createStaffUser(stack, { role: 'leadgen' });
  token = await signIn(stack, user);
});

const upload = async (contentType: string, file: Buffer): Promise<PhotoUploadTicket> => {
  const response = await callApi<PhotoUploadTicket>(stack, 'POST', '/me/photo/upload', { token, body: { contentType, size: file.length } });
  expect(response.status).toBe(200);
  expect((await postToPresignedForm(response.body, file)).status).toBe(204);
  return response.body;
};
const save = (uploadId: string) => callApi<{ photoUrl: string; code?: string; message?: string }>(stack, 'PUT', '/me/photo', { token, body: { uploadId } });
/** An object of the photos bucket, read straight from the local S3 engine. */
const object = (key: string) => fetch(`${stack.urls.s3}/${stack.config.photosBucket}/${key}`);
/**
 * What the site would answer for a path: CloudFront sends only /photos/* (after the viewer's dot
 * segments are resolved) to the bucket; anything else is the SPA's, never an upload.
 */
const served = (path: string) => {
  const resolved = new URL(path, stack.urls.web).pathname;
  return resolved.startsWith(`/${PHOTO_SERVED_PREFIX}`) ? object(resolved.slice(1)) : Promise.resolve(new Response(null, { status: 404 }));
};

describe('an upload before the check', () => {
  it('lands under uploads/, outside the served prefix, and nothing under photos/ holds it', async () => {
    // Act
    const ticket = await upload('image/jpeg', jpegWithMetadata(TINY_JPEG));
    // Assess
    const key = `${PHOTO_UPLOAD_PREFIX}${user.id}/${ticket.uploadId}`;
    expect(ticket.fields.key).toBe(key);
    expect((await object(key)).status).toBe(200);
    for (const path of [`/${key}`, `/photos/${key}`, `/photos/${user.id}/${ticket.uploadId}.jpg`, `/photos/../${key}`, `/photos/%2e%2e/${key}`]) {
      expect({ path, status: (await served(path)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe('saving a photo', () => {
  it('serves a JPEG with GPS EXIF without its metadata, the right way up, and deletes the upload', async () => {
    // Prepare
    const original = jpegWithMetadata(TINY_JPEG, 6);
    const ticket = await upload('image/jpeg', original);
    // Act
    const saved = await save(ticket.uploadId);
    // Assess
    expect(saved.status).toBe(200);
    expect(saved.body.photoUrl).toBe(`/photos/${user.id}/${ticket.uploadId}.jpg`);
    const photo = await served(saved.body.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = Buffer.from(await photo.arrayBuffer());
    const text = bytes.toString('latin1');
    for (const marker of SECRET_MARKERS) expect(text).not.toContain(marker);
    expect(bytes.includes(gpsExifTiff())).toBe(false);
    expect(bytes).toEqual(Buffer.from((cleanPhoto(original) as { bytes: Uint8Array }).bytes));
    // Only the orientation is left of EXIF (a big-endian TIFF with one entry).
    expect(text.match(/Exif\0\0/g)).toHaveLength(1);
    expect(bytes.includes(Buffer.from('Exif\0\0MM\0\x2a', 'latin1'))).toBe(true);
    expect((await object(`${PHOTO_UPLOAD_PREFIX}${user.id}/${ticket.uploadId}`)).status).toBe(404);
  });

  it('serves a PNG without its text, XMP and eXIf chunks', async () => {
    const ticket = await upload('image/png', pngWithMetadata(TINY_PNG));
    const saved = await save(ticket.uploadId);
    expect(saved.status).toBe(200);
    expect(Buffer.from(await (await served(saved.body.photoUrl)).arrayBuffer())).toEqual(TINY_PNG);
  });

  it('refuses a file that starts like a JPEG but is not one, and one of too many pixels, deleting both', async () => {
    const broken = await upload('image/jpeg', Buffer.concat([TINY_JPEG.subarray(0, 300), Buffer.alloc(200, 0x41)]));
    const huge = Buffer.from(TINY_PNG);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    const tooManyPixels = await upload('image/png', huge);

    expect(await save(broken.uploadId)).toMatchObject({ status: 400, body: { code: 'INVALID_FILE_TYPE', message: PROFILE_MESSAGES.invalidFileType } });
    expect(await save(tooManyPixels.uploadId)).toMatchObject({ status: 400, body: { code: 'TOO_MANY_PIXELS', message: PROFILE_MESSAGES.tooManyPixels } });
    for (const ticket of [broken, tooManyPixels]) {
      expect((await object(`${PHOTO_UPLOAD_PREFIX}${user.id}/${ticket.uploadId}`)).status).toBe(404);
    }
  });
});
