/** The photos bucket's client, in its own module so only the photo functions bundle it. */
import { S3Client } from '@aws-sdk/client-s3';
import { watched } from './aws-clients';
import { optionalEnv } from './env';

/** The local S3 engine (s3rver) accepts only its own fixed account. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

let s3: S3Client | undefined;
/** Locally (S3_ENDPOINT set) the S3 engine needs its account, path-style addresses and no default checksums. */
export const s3Client = (): S3Client => {
  const endpoint = optionalEnv('S3_ENDPOINT');
  s3 ??= watched(
    's3',
    new S3Client({
      region: optionalEnv('AWS_REGION') ?? 'us-east-1',
      ...(endpoint
        ? { endpoint, credentials: LOCAL_S3_CREDENTIALS, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    }),
  );
  return s3;
};
