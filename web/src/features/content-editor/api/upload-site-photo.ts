/**
 * A property's photo on Edit Content: a presigned form from the API, the file straight to the
 * bucket, then the save, which checks it and makes its sizes (a second or two). The answer is the
 * photo's record; it joins the content with the content's next save.
 */
import { isSitePhotoContentType, SITE_PHOTO_MAX_BYTES, type SitePhotoKind } from '@safe-haven/shared/site-photos';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import type { SavedSitePhoto } from '@safe-haven/shared/api-types';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

/** What the browser can tell before uploading (the server checks the bytes again): undefined when it may go. */
export const sitePhotoFileRefusal = (file: { type: string; size: number }): string | undefined => {
  if (!isSitePhotoContentType(file.type)) return M.notAnImage;
  if (file.size > SITE_PHOTO_MAX_BYTES) return M.tooLarge;
  return undefined;
};

const uploadSitePhoto = async (file: File, kind: SitePhotoKind, idempotencyKey: string): Promise<SavedSitePhoto> => {
  if (!isSitePhotoContentType(file.type)) throw new Error(M.notAnImage);
  const ticket = await callApi(API.CreateSitePhotoUpload, { body: { contentType: file.type } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await fetch(ticket.url, { method: 'POST', body: form }).catch(() => undefined);
  if (!stored?.ok) throw new Error(stored && (await stored.text()).includes('EntityTooLarge') ? M.tooLarge : M.uploadFailed);
  return callApi(API.SaveSitePhoto, { body: { uploadId: ticket.uploadId, kind }, idempotencyKey });
};

export const useUploadSitePhoto = () => useSubmitOnce(({ file, kind }: { file: File; kind: SitePhotoKind }, idempotencyKey) => uploadSitePhoto(file, kind, idempotencyKey));
