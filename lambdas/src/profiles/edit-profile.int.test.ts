/**
 * Edit Profile through the local gateway: the personal and professional fields, photo uploads
 * (presigned POST with the 5 MB policy, content checked by its bytes, served with a one-hour cache
 * time) and the two-factor flag read from Cognito.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import type { PhotoUploadTicket } from '@safe-haven/shared/team-api-types';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { NOT_AN_IMAGE, postToPresignedForm, TINY_GIF, TINY_PNG } from '@safe-haven/testing/photos';

const stack = inject('stack');
let user: TestUser;
let token: string;

beforeAll(async () => {
  user = await createStaffUser(stack, { role: 'leadgen' });
  token = await signIn(stack, user);
});

const ticketFor = async (contentType: string, size = 1000) => {
  const response = await callApi<PhotoUploadTicket>(stack, 'POST', '/me/photo/upload', { token, body: { contentType, size } });
  expect(response.status).toBe(200);
  return response.body;
};
const save = (uploadId: string) => callApi<{ photoUrl: string; message?: string; code?: string }>(stack, 'PUT', '/me/photo', { token, body: { uploadId } });
/** The photo as CloudFront would serve it (locally: the bucket, path-addressed). */
const served = (photoUrl: string) => fetch(`${stack.urls.s3}/${stack.config.photosBucket}${photoUrl}`);

describe('profile fields', () => {
  it('saves names, contact, bio and skills, and removes emptied fields', async () => {
    const saved = await callApi(stack, 'PUT', '/me', {
      token, body: { firstName: ' Lena ', lastName: 'Park', phone: '+1 303 555 0100', address: '1 Pine Rd', bio: 'Ten years\nin hospitality.', skills: ['Sales', 'Spanish'] },
    });
    expect(saved).toMatchObject({ status: 200, body: { firstName: 'Lena', phone: '+1 303 555 0100', bio: 'Ten years\nin hospitality.', skills: ['Sales', 'Spanish'] } });
    const cleared = await callApi(stack, 'PUT', '/me', { token, body: { firstName: 'Lena', lastName: 'Park', phone: '', skills: [] } });
    expect(cleared.body).not.toHaveProperty('phone');
    expect((await callApi(stack, 'GET', '/me', { token })).body).toMatchObject({ firstName: 'Lena', skills: [] });
  });

  it('refuses blank names, too many skills and control characters', async () => {
    expect((await callApi(stack, 'PUT', '/me', { token, body: { firstName: '', lastName: 'P' } })).body).toMatchObject({ fieldErrors: { firstName: 'First name is required' } });
    expect((await callApi(stack, 'PUT', '/me', { token, body: { firstName: 'A', lastName: 'P', skills: Array.from({ length: 21 }, (_, i) => `s${i}`) } })).status).toBe(400);
    expect((await callApi(stack, 'PUT', '/me', { token, body: { firstName: 'A\u202E', lastName: 'P' } })).status).toBe(400);
  });
});

describe('photo uploads', () => {
  it('stores a PNG at a new address, served with its real type and a one-hour cache time', async () => {
    const ticket = await ticketFor('image/png', TINY_PNG.length);
    expect((await postToPresignedForm(ticket, TINY_PNG)).status).toBe(204);

    const saved = await save(ticket.uploadId);

    expect(saved.status).toBe(200);
    expect(saved.body.photoUrl).toMatch(new RegExp(`^/photos/${user.id}/${ticket.uploadId}\\.png$`));
    const photo = await served(saved.body.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(TINY_PNG);
    expect((await callApi(stack, 'GET', '/me', { token })).body.photoUrl).toBe(saved.body.photoUrl);
  });

  it('goes by the content, not the declared type: a GIF declared as PNG is saved as a GIF, and replaces the old photo', async () => {
    const before = String((await callApi(stack, 'GET', '/me', { token })).body.photoUrl);
    const ticket = await ticketFor('image/png', TINY_GIF.length);
    await postToPresignedForm(ticket, TINY_GIF, { fileName: 'photo.png' });
    const saved = await save(ticket.uploadId);
    expect(saved.body.photoUrl).toMatch(/\.gif$/);
    expect((await served(saved.body.photoUrl)).headers.get('content-type')).toBe('image/gif');
    expect((await served(before)).status).toBe(404);
  });

  it('refuses a renamed non-image and deletes the upload', async () => {
    const ticket = await ticketFor('image/png', NOT_AN_IMAGE.length);
    expect((await postToPresignedForm(ticket, NOT_AN_IMAGE, { fileName: 'photo.png' })).status).toBe(204);

    const refused = await save(ticket.uploadId);

    expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_FILE_TYPE', message: PROFILE_MESSAGES.invalidFileType } });
    expect((await served(`/photos/uploads/${user.id}/${ticket.uploadId}`)).status).toBe(404);
    expect(await save(ticket.uploadId)).toMatchObject({ status: 400, body: { code: 'UPLOAD_MISSING' } });
  });

  it('the upload policy refuses a file over 5 MB, a changed content type and a changed key', async () => {
    const ticket = await ticketFor('image/jpeg', PHOTO_MAX_BYTES);
    const sixMegabytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]);

    const tooLarge = await postToPresignedForm(ticket, sixMegabytes);
    const otherType = await postToPresignedForm(ticket, TINY_PNG, { fields: { 'Content-Type': 'text/html' } });
    const otherKey = await postToPresignedForm(ticket, TINY_PNG, { fields: { key: `photos/${user.id}/chosen.png` } });

    expect(tooLarge.status).toBe(400);
    expect(tooLarge.text).toContain('<Code>EntityTooLarge</Code>');
    expect(otherType).toMatchObject({ status: 403 });
    expect(otherKey).toMatchObject({ status: 403 });
    expect(await save(ticket.uploadId)).toMatchObject({ status: 400, body: { code: 'UPLOAD_MISSING' } });
  });

  it('refuses other types and sizes before signing anything', async () => {
    const svg = await callApi(stack, 'POST', '/me/photo/upload', { token, body: { contentType: 'image/svg+xml', size: 100 } });
    const big = await callApi(stack, 'POST', '/me/photo/upload', { token, body: { contentType: 'image/png', size: PHOTO_MAX_BYTES + 1 } });
    expect(svg).toMatchObject({ status: 400, body: { message: PROFILE_MESSAGES.invalidFileType } });
    expect(big).toMatchObject({ status: 400, body: { message: PROFILE_MESSAGES.fileTooLarge } });
  });

  it('deletes the photo', async () => {
    const photoUrl = String((await callApi(stack, 'GET', '/me', { token })).body.photoUrl);
    expect((await callApi(stack, 'DELETE', '/me/photo', { token })).status).toBe(200);
    expect((await callApi(stack, 'GET', '/me', { token })).body).not.toHaveProperty('photoUrl');
    expect((await served(photoUrl)).status).toBe(404);
  });
});
