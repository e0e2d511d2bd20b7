/**
 * A browser upload into the private bucket's uploads area: a fresh id and a presigned POST that
 * accepts one object of one content type, 1 byte to `maxBytes`, for five minutes. The route that
 * saves it then reads the bytes again (a policy checks the declared type, not the content).
 */
import { randomUUID } from 'node:crypto';
import { photosBucket } from './photo-bucket';
import { createPresignedPost } from './presigned-post';

/** How long a presigned upload form stays usable. */
const UPLOAD_WINDOW_SECONDS = 300;

export interface UploadTicket {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

export const createUploadTicket = async (
  keyOf: (uploadId: string) => string, contentType: string, maxBytes: number, bucket: string = photosBucket(),
): Promise<UploadTicket> => {
  const uploadId = randomUUID();
  const { url, fields } = await createPresignedPost({
    bucket,
    key: keyOf(uploadId),
    conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    fields: { 'Content-Type': contentType },
    expiresInSeconds: UPLOAD_WINDOW_SECONDS,
  });
  return { uploadId, url, fields };
};
