/**
 * The photos bucket and the documents bucket, through S3's REST API signed with the SDK's own SigV4 signer (@smithy/signature-v4)
 * and Node's fetch, instead of @aws-sdk/client-s3: the photo functions make five kinds of call, and
 * the full client (XML protocol, endpoint rules, checksums, event streams) was about 120 KB of each
 * of their bundles. What the client did for us and is done here: credentials (from the environment,
 * as the deployed bundles' alias does), virtual-hosted addresses in AWS and path-style ones locally,
 * the payload hash header S3 requires, error codes read from S3's XML error body, and a retry of
 * server errors and network failures. The
 * local stack checks each call against the running function's declared permissions, as it does for
 * the SDK clients (`checkCall`).
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider } from '@smithy/types';
import { checkCall } from './aws-clients';
import { optionalEnv, requiredEnv } from './env';

/** The local S3 engine (s3rver) accepts only its own fixed account. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export const s3Region = () => optionalEnv('AWS_REGION') ?? 'us-east-1';
export const photosBucket = () => requiredEnv('PHOTOS_BUCKET');
/** The brand's documents: a bucket of their own, which only the document functions are given. */
export const documentsBucket = () => requiredEnv('DOCUMENTS_BUCKET');

/** Locally (S3_ENDPOINT set) the S3 engine needs its own account. */
export const s3Credentials = (): AwsCredentialIdentityProvider => (optionalEnv('S3_ENDPOINT') ? async () => LOCAL_S3_CREDENTIALS : fromEnv());

let signer: SignatureV4 | undefined;
export const s3Signer = (): SignatureV4 => {
  // S3 signs the path as sent (no second escaping), and requires the payload hash header.
  signer ??= new SignatureV4({ service: 's3', region: s3Region(), credentials: s3Credentials(), sha256: Hash.bind(null, 'sha256'), uriEscapePath: false, applyChecksum: true });
  return signer;
};

/** S3's URI encoding of a key: every byte but the unreserved characters, '/' kept as the separator. */
export const encodeKey = (key: string) => key.split('/').map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');

/**
 * The bucket's address, written as the SDK writes it (a browser form posts here): path-style on the
 * local engine, virtual-hosted in AWS.
 */
export const bucketAddress = (bucket: string): string => {
  const endpoint = optionalEnv('S3_ENDPOINT');
  return endpoint ? `${endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${s3Region()}.amazonaws.com/`;
};
const objectUrl = (bucket: string, key: string) => new URL(encodeKey(key), bucketAddress(bucket).replace(/\/?$/, '/'));

/** A failed S3 call; `name` is S3's error code (NoSuchKey, AccessDenied...) or NotFound for a HEAD. */
export class S3Error extends Error {
  constructor(
    override readonly name: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/** Two attempts of at most 4 s each stay inside the functions' 10 s timeout. */
const MAX_ATTEMPTS = 2;
const ATTEMPT_TIMEOUT_MS = 4000;
const RETRY_DELAY_MS = 100;

interface S3Call {
  method: 'HEAD' | 'GET' | 'PUT' | 'DELETE';
  key: string;
  /** The SDK command this call is, for the local permission check (e.g. HeadObjectCommand). */
  command: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
}

const attempt = async (call: S3Call, url: URL): Promise<Response> => {
  const signed = await s3Signer().sign({
    method: call.method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: { host: url.host, ...call.headers },
    ...(call.body ? { body: call.body } : {}),
  });
  const { host: _host, ...headers } = signed.headers as Record<string, string>;
  const response = await fetch(url, { method: call.method, headers, ...(call.body ? { body: call.body } : {}), signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
  if (response.ok) return response;
  const body = call.method === 'HEAD' ? '' : await response.text();
  const code = xmlValue(body, 'Code') ?? (response.status === 404 ? 'NotFound' : `Http${response.status}`);
  const detail = xmlValue(body, 'Message');
  throw new S3Error(code, response.status, `S3 ${call.command.replace(/Command$/, '')} ${call.key}: ${code}${detail ? ` (${detail})` : ''}`);
};

/** Server errors (SlowDown is a 503) and network failures or timeouts are worth a second attempt. */
const retryable = (error: unknown) => (error instanceof S3Error ? error.status >= 500 : true);

/** One signed call on a bucket (the photos bucket unless named); returns the response of a successful attempt. */
export const s3Call = async (call: S3Call, bucket: string = photosBucket()): Promise<Response> => {
  checkCall('s3', call.command, { Bucket: bucket, Key: call.key });
  const url = objectUrl(bucket, call.key);
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(call, url);
    } catch (error) {
      if (attemptNumber >= MAX_ATTEMPTS || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
};

/** The object's size, or undefined when there is none. */
export const headObject = async (key: string, bucket?: string): Promise<{ size: number } | undefined> => {
  try {
    const response = await s3Call({ method: 'HEAD', key, command: 'HeadObjectCommand' }, bucket);
    return { size: Number(response.headers.get('content-length') ?? 0) };
  } catch (error) {
    if (error instanceof S3Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return undefined;
    throw error;
  }
};

/** The whole object (photos are at most a few MB). */
export const getObjectBytes = async (key: string, bucket?: string): Promise<Uint8Array> => {
  const response = await s3Call({ method: 'GET', key, command: 'GetObjectCommand' }, bucket);
  return new Uint8Array(await response.arrayBuffer());
};

/** Writes an object with its content type and cache time. */
export const putObject = async (key: string, body: Uint8Array, metadata: { contentType: string; cacheControl: string }, bucket?: string): Promise<void> => {
  await s3Call({
    method: 'PUT',
    key,
    command: 'PutObjectCommand',
    body,
    headers: { 'content-type': metadata.contentType, 'cache-control': metadata.cacheControl, 'content-length': String(body.length) },
  }, bucket);
};

export const deleteObject = async (key: string, bucket?: string): Promise<void> => {
  await s3Call({ method: 'DELETE', key, command: 'DeleteObjectCommand' }, bucket);
};

/**
 * A short-lived address that reads one object (a personal document link's download): a SigV4
 * query-string signature of a GET, as @aws-sdk/s3-request-presigner makes it (unsigned payload),
 * with the content type and file name S3 answers with. It carries the signing function's rights.
 */
export const presignedGetUrl = async (
  key: string,
  options: { expiresInSeconds: number; contentType: string; fileName: string; now?: Date; bucket?: string },
): Promise<string> => {
  const bucket = options.bucket ?? photosBucket();
  checkCall('s3', 'GetObjectCommand', { Bucket: bucket, Key: key });
  const url = objectUrl(bucket, key);
  // A name for the download without quotes or line breaks (RFC 6266 quoted-string), plus its UTF-8 form.
  const asciiName = options.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const query = {
    'response-content-type': options.contentType,
    'response-content-disposition': `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
  };
  const signed = await s3Signer().presign(
    {
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query,
      headers: { host: url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    // Query signatures sign no payload (UNSIGNED-PAYLOAD, S3's rule); the header only tells the signer so and is not sent.
    { expiresIn: options.expiresInSeconds, signingDate: options.now ?? new Date(), unhoistableHeaders: new Set(['x-amz-content-sha256']), unsignableHeaders: new Set(['x-amz-content-sha256']) },
  );
  const address = new URL(url);
  for (const [name, value] of Object.entries(signed.query ?? {})) address.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
  return address.toString();
};
