import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { checkPostPolicy, parseMultipart, PolicyRefusal } from './s3-post-policy-gate';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const client = new S3Client({ region: 'us-east-1', endpoint: 'http://127.0.0.1:1', forcePathStyle: true, credentials });

const presigned = (expires = 60) =>
  createPresignedPost(client, {
    Bucket: 'photos',
    Key: 'photos/uploads/u/1',
    Conditions: [['content-length-range', 1, 100], ['eq', '$Content-Type', 'image/png']],
    Fields: { 'Content-Type': 'image/png' },
    Expires: expires,
  });

const fieldsOf = (fields: Record<string, string>) => new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
const refusal = (check: () => void) => {
  try {
    check();
  } catch (error) {
    if (error instanceof PolicyRefusal) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('the local POST-policy gate checks what S3 checks', () => {
  it('accepts the form the SDK signed, within its conditions', async () => {
    const { fields } = await presigned();
    expect(refusal(() => checkPostPolicy(fieldsOf(fields), 50, 'photos', credentials, new Date()))).toBe('accepted');
  });

  it.each([
    ['a file over the size range', async () => ({ fields: (await presigned()).fields, size: 101, bucket: 'photos' }), 'EntityTooLarge'],
    ['an empty file', async () => ({ fields: (await presigned()).fields, size: 0, bucket: 'photos' }), 'EntityTooSmall'],
    ['another bucket', async () => ({ fields: (await presigned()).fields, size: 5, bucket: 'other' }), 'AccessDenied'],
    ['a changed content type', async () => ({ fields: { ...(await presigned()).fields, 'Content-Type': 'text/html' }, size: 5, bucket: 'photos' }), 'AccessDenied'],
    ['a field the policy does not cover', async () => ({ fields: { ...(await presigned()).fields, acl: 'public-read' }, size: 5, bucket: 'photos' }), 'AccessDenied'],
    ['a forged signature', async () => ({ fields: { ...(await presigned()).fields, 'X-Amz-Signature': '0'.repeat(64) }, size: 5, bucket: 'photos' }), 'SignatureDoesNotMatch'],
    ['an expired policy', async () => ({ fields: (await presigned(-1)).fields, size: 5, bucket: 'photos' }), 'AccessDenied'],
  ])('refuses %s', async (_what, make, code) => {
    const { fields, size, bucket } = await make();
    expect(refusal(() => checkPostPolicy(fieldsOf(fields), size, bucket, credentials, new Date()))).toBe(code);
  });

  it('reads multipart parts, file bytes included', () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name="key"\r\n\r\nk1\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG\r\n--b--\r\n', 'latin1');
    const parts = parseMultipart(body, 'b');
    expect(parts.map((part) => [part.name, part.filename, part.data.toString('latin1')])).toEqual([['key', undefined, 'k1'], ['file', 'a.png', '\x89PNG']]);
  });
});
