/** Files for photo-upload tests, and the browser's upload step (a presigned POST form) done from Node. */
import type { PhotoUploadTicket } from '../../shared/src/team-api-types';

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFAwH/ae1pJQAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 1x1 GIF. */
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
/** Text with an image's name: what a renamed non-image looks like. */
export const NOT_AN_IMAGE = Buffer.from('<html><script>alert(1)</script></html>\n'.repeat(20));

/** Posts the ticket's form fields and then the file, as the browser does. */
export const postToPresignedForm = async (ticket: PhotoUploadTicket, file: Buffer, options: { fields?: Record<string, string>; fileName?: string } = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...ticket.fields, ...options.fields })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), options.fileName ?? 'photo.png');
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
};
