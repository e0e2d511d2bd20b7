/**
 * A presigned POST (a browser form that uploads one object straight to S3), built as
 * @aws-sdk/s3-presigned-post builds it, field for field, but without the S3 client that package
 * needs (~120 KB of bundle): the policy lists the caller's conditions, then one condition per form
 * field, then the key; it is signed with the SDK's SigV4 signer (the signature of a POST policy is
 * the HMAC of the base64 policy with the day's signing key). A unit test compares the result with
 * the package's own for the same inputs.
 */
import { checkCall } from './aws-clients';
import { bucketAddress, s3Credentials, s3Region, s3Signer } from './photo-bucket';

/** The POST policy conditions S3 knows (the same shapes as @aws-sdk/s3-presigned-post's). */
export type PostCondition = Record<string, string> | ['eq' | 'starts-with', string, string] | ['content-length-range', number, number];

export interface PresignedPostInput {
  bucket: string;
  key: string;
  conditions: PostCondition[];
  /** Form fields the browser must send as given (e.g. Content-Type); each also becomes a condition. */
  fields: Record<string, string>;
  expiresInSeconds: number;
  /** @default now */
  now?: Date;
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const createPresignedPost = async ({ bucket, key, conditions, fields, expiresInSeconds, now = new Date() }: PresignedPostInput): Promise<PresignedPost> => {
  // S3 accepts the upload only if the signer may PutObject at the key: refuse it here as IAM would there.
  checkCall('s3', 'PutObjectCommand', { Bucket: bucket, Key: key });
  const { accessKeyId, sessionToken } = await s3Credentials()();
  const region = s3Region();
  const signingDate = iso8601(now).replace(/[-:]/g, '');
  const shortDate = signingDate.slice(0, 8);
  const formFields: Record<string, string> = {
    ...fields,
    bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${accessKeyId}/${shortDate}/${region}/s3/aws4_request`,
    'X-Amz-Date': signingDate,
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
  };
  // Unique conditions, in order (the package de-duplicates them the same way).
  const unique = new Set([...conditions, ...Object.entries(formFields).map(([name, value]) => ({ [name]: value })), { key }].map((c) => JSON.stringify(c)));
  const policy = Buffer.from(
    JSON.stringify({ expiration: iso8601(new Date(now.valueOf() + expiresInSeconds * 1000)), conditions: [...unique].map((c) => JSON.parse(c) as PostCondition) }),
    'utf8',
  ).toString('base64');
  const signature = await s3Signer().sign(policy, { signingDate: now });
  return { url: bucketAddress(bucket), fields: { ...formFields, key, Policy: policy, 'X-Amz-Signature': signature } };
};
