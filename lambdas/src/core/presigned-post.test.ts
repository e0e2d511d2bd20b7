/**
 * The presigned POST is built without the S3 client; it must be exactly what
 * @aws-sdk/s3-presigned-post builds for the same inputs (same policy, same signature, same address),
 * with the local engine's account and with the session credentials Lambda gives a function.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost as sdkPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeKey } from './photo-bucket';
import { createPresignedPost, type PostCondition } from './presigned-post';

const NOW = new Date('2026-11-22T10:41:07.123Z');
const input = {
  bucket: 'safehaven-dev-photos-1a2b3c',
  key: 'photos/uploads/7f0c/2b9e-41',
  conditions: [['content-length-range', 1, 5 * 1024 * 1024], ['eq', '$Content-Type', 'image/webp']] satisfies PostCondition[] as PostCondition[],
  fields: { 'Content-Type': 'image/webp' },
  expiresInSeconds: 300,
};
const sdkForm = (client: S3Client) =>
  sdkPresignedPost(client, { Bucket: input.bucket, Key: input.key, Conditions: input.conditions, Fields: input.fields, Expires: input.expiresInSeconds });

const LAMBDA_CREDENTIALS = { accessKeyId: 'ASIAEXAMPLEKEY', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', sessionToken: 'IQoJb3JpZ2luX2VjEExample//token==' };

describe('createPresignedPost matches @aws-sdk/s3-presigned-post', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('in AWS: session credentials from the environment, virtual-hosted address', async () => {
    vi.stubEnv('S3_ENDPOINT', '');
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('AWS_ACCESS_KEY_ID', LAMBDA_CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', LAMBDA_CREDENTIALS.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', LAMBDA_CREDENTIALS.sessionToken);
    const { createPresignedPost: fresh } = await import('./presigned-post');
    const expected = await sdkForm(new S3Client({ region: 'eu-west-2', credentials: LAMBDA_CREDENTIALS }));
    expect(expected.url).toBe(`https://${input.bucket}.s3.eu-west-2.amazonaws.com/`);
    expect(await fresh({ ...input, now: new Date() })).toEqual(expected);
  });

  it('locally: the S3 engine account, path-style address', async () => {
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    vi.stubEnv('AWS_REGION', 'us-east-1');
    const { createPresignedPost: fresh } = await import('./presigned-post');
    const { LOCAL_S3_CREDENTIALS } = await import('./photo-bucket');
    const expected = await sdkForm(new S3Client({ region: 'us-east-1', endpoint: 'http://127.0.0.1:4569', forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS }));
    expect(await fresh({ ...input, now: new Date() })).toEqual(expected);
  });

  it('signs with the time it is given and expires after the window', async () => {
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    const { fields } = await createPresignedPost({ ...input, now: NOW });
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(fields['X-Amz-Date']).toBe('20261122T104107Z');
    expect(policy.expiration).toBe('2026-11-22T10:46:07Z');
    expect(policy.conditions).toContainEqual({ key: input.key });
  });
});

describe('encodeKey', () => {
  it("escapes what S3's URI encoding escapes and keeps the '/' separators", () => {
    expect(encodeKey("photos/a b/ü!'()*~._-.png")).toBe('photos/a%20b/%C3%BC%21%27%28%29%2A~._-.png');
  });
});
