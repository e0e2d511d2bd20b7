/**
 * s3rver 3.7 stores browser-form (POST) uploads but ignores their policy: no signature check, no
 * expiry, no conditions (its source marks `policy` "unimplemented"). This gate stands in front of it
 * on the local S3 port and does what S3 does with a POST upload before storing it: verifies the
 * SigV4 signature of the policy with the local credentials, refuses an expired policy, and checks
 * every condition (bucket, key, Content-Type, content-length-range) and that every form field is
 * covered by one. Everything else is passed to s3rver unchanged.
 * What only real S3 proves: that AWS applies these rules the same way (this follows the documented
 * semantics of POST policies: "Creating a POST policy", "Signature calculations for POST").
 */
import { createHmac } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface PostPolicyGateOptions {
  port: number;
  /** Where s3rver listens. */
  targetPort: number;
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
}

/** Larger bodies are refused before parsing; S3 would refuse them by the policy anyway. */
const MAX_FORM_BYTES = 20 * 1024 * 1024;

interface FormPart {
  name: string;
  filename?: string;
  data: Buffer;
}

/** Splits a multipart/form-data body into its parts (names, file names and raw bytes). */
export const parseMultipart = (body: Buffer, boundary: string): FormPart[] => {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, data, CRLF, then the next delimiter.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined) parts.push({ name, ...(filename !== undefined ? { filename } : {}), data: part.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

const sigV4Signature = (policy: string, credential: string, secretAccessKey: string): string => {
  const [, date = '', region = '', service = ''] = credential.split('/');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return createHmac('sha256', signingKey).update(policy, 'utf8').digest('hex');
};

type Condition = Record<string, string> | [string, string | number, string | number];

export class PolicyRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The checks S3 makes on a POST upload; throws a PolicyRefusal with S3's error code. */
export const checkPostPolicy = (
  fields: Map<string, string>,
  fileSize: number,
  bucket: string,
  credentials: PostPolicyGateOptions['credentials'],
  now: Date,
): void => {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential') ?? '';
  if (!policy || !signature) throw new PolicyRefusal('AccessDenied', 'Bucket POST must contain a policy and a signature');
  if (!credential.startsWith(`${credentials.accessKeyId}/`)) throw new PolicyRefusal('InvalidAccessKeyId', 'Unknown access key');
  if (sigV4Signature(policy, credential, credentials.secretAccessKey) !== signature) {
    throw new PolicyRefusal('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided');
  }
  const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: Condition[] };
  if (Date.parse(document.expiration) <= now.getTime()) throw new PolicyRefusal('AccessDenied', 'Invalid according to Policy: Policy expired.');
  const values = new Map(fields);
  values.set('bucket', bucket);
  const covered = new Set<string>(['policy', 'x-amz-signature', 'file', 'bucket']);
  for (const condition of document.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (values.get(name.toLowerCase()) !== expected) throw new PolicyRefusal('AccessDenied', `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${expected}"]`);
      }
      continue;
    }
    const [operator, first, second] = condition;
    if (operator === 'content-length-range') {
      if (fileSize < Number(first) || fileSize > Number(second)) {
        throw new PolicyRefusal(fileSize > Number(second) ? 'EntityTooLarge' : 'EntityTooSmall', 'Your proposed upload exceeds the maximum allowed size');
      }
      continue;
    }
    const name = String(first).replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = values.get(name) ?? '';
    const ok = operator === 'eq' ? actual === second : operator === 'starts-with' ? actual.startsWith(String(second)) : false;
    if (!ok) throw new PolicyRefusal('AccessDenied', `Invalid according to Policy: Policy Condition failed: ["${operator}", "${String(first)}", "${String(second)}"]`);
  }
  for (const name of fields.keys()) {
    if (!covered.has(name) && !name.startsWith('x-ignore-')) {
      throw new PolicyRefusal('AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`);
    }
  }
};

const s3Error = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&]/g, '')}</Message></Error>`);
};

const forward = (req: IncomingMessage, res: ServerResponse, targetPort: number, body?: Buffer) => {
  const upstream = request(
    { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => s3Error(res, 502, 'BadGateway', 'The local S3 engine is not answering'));
  if (body) upstream.end(body);
  else req.pipe(upstream);
};

const readAll = (req: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FORM_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_FORM_BYTES ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** A POST to a bucket's root with a form body is a browser upload. */
const isFormUpload = (req: IncomingMessage): string | undefined => {
  const path = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'POST' || path.search !== '' || !/^\/[^/]+\/?$/.test(path.pathname)) return undefined;
  return /multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(req.headers['content-type'] ?? '')?.[2];
};

export const startPostPolicyGate = async (options: PostPolicyGateOptions): Promise<Server> => {
  const server = createServer(async (req, res) => {
    const boundary = isFormUpload(req);
    if (!boundary) {
      forward(req, res, options.targetPort);
      return;
    }
    try {
      const body = await readAll(req);
      if (!body) {
        s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        return;
      }
      const parts = parseMultipart(body, boundary);
      const fields = new Map(parts.filter((part) => part.filename === undefined && part.name !== 'file').map((part) => [part.name.toLowerCase(), part.data.toString('utf8')]));
      const file = parts.find((part) => part.name === 'file');
      if (!file) {
        s3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
        return;
      }
      const bucket = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/^\/|\/$/g, '');
      checkPostPolicy(fields, file.data.length, bucket, options.credentials, new Date());
      forward(req, res, options.targetPort, body);
    } catch (error) {
      if (error instanceof PolicyRefusal) s3Error(res, error.code === 'AccessDenied' || error.code === 'SignatureDoesNotMatch' ? 403 : 400, error.code, error.message);
      else s3Error(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return server;
};
