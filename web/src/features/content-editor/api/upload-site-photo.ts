/**
 * Brand photos on Edit Content: a presigned form from the API, the file straight to the bucket, then
 * the save, which checks it and makes its sizes (a second or two). A property's photo: the answer is
 * its record, which joins the content with the content's next save. A page's hero: in force at once.
 */
import { isSitePhotoContentType, SITE_PHOTO_MAX_BYTES, type SitePhotoKind } from '@safe-haven/shared/site-photos';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import type { HeroPhotoResult, SavedSitePhoto } from '@safe-haven/shared/api-types';
import type { HeroPage } from '@safe-haven/shared/hero-photos';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

/** What the browser can tell before uploading (the server checks the bytes again): undefined when it may go. */
export const sitePhotoFileRefusal = (file: { type: string; size: number }): string | undefined => {
  if (!isSitePhotoContentType(file.type)) return M.notAnImage;
  if (file.size > SITE_PHOTO_MAX_BYTES) return M.tooLarge;
  return undefined;
};

/** The file into the bucket's uploads area; answers the upload's id for the save. */
const stagePhoto = async (file: File): Promise<string> => {
  if (!isSitePhotoContentType(file.type)) throw new Error(M.notAnImage);
  const ticket = await callApi(API.CreateSitePhotoUpload, { body: { contentType: file.type } });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await fetch(ticket.url, { method: 'POST', body: form }).catch(() => undefined);
  if (!stored?.ok) throw new Error(stored && (await stored.text()).includes('EntityTooLarge') ? M.tooLarge : M.uploadFailed);
  return ticket.uploadId;
};

export const useUploadSitePhoto = () =>
  useSubmitOnce(async ({ file, kind }: { file: File; kind: SitePhotoKind }, idempotencyKey): Promise<SavedSitePhoto> =>
    callApi(API.SaveSitePhoto, { body: { uploadId: await stagePhoto(file), kind }, idempotencyKey }));

export const useSaveHeroPhoto = () =>
  useSubmitOnce(async ({ file, page }: { file: File; page: HeroPage }, idempotencyKey): Promise<HeroPhotoResult> =>
    callApi(API.SaveHeroPhoto, { params: { page }, body: { uploadId: await stagePhoto(file) }, idempotencyKey }));

export const useRemoveHeroPhoto = () =>
  useSubmitOnce(({ page }: { page: HeroPage }, idempotencyKey): Promise<HeroPhotoResult> => callApi(API.RemoveHeroPhoto, { params: { page }, idempotencyKey }));
