/**
 * Saving a brand photo: reads the admin's upload, checks it by its bytes (JPEG, PNG or WebP, whatever
 * its name or declared type says) and its size in pixels, writes its sizes under
 * `site-photos/<uploadId>/` (served by CloudFront as /site-photos/*, kept a year: a new photo gets a
 * new id) and deletes the upload. It answers the photo's record, which the editor puts in the
 * content; the content's next save makes it part of a version. The sizes are never deleted: every
 * saved version may still name them (Edit Content's history keeps versions whole).
 */
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { SITE_PHOTO_CACHE_CONTROL, SITE_PHOTO_MAX_BYTES, sitePhotoKey, type SitePhotoKind, type SitePhotoRefusal } from '@safe-haven/shared/site-photos';
import { HERO_PHOTO_MESSAGES as H } from '@safe-haven/shared/hero-photo-messages';
import { SITE_PHOTO_MESSAGES as M } from '@safe-haven/shared/site-photo-messages';
import type { SavedSitePhoto } from '@safe-haven/shared/api-types';
import { sitePhotoTypeOf } from '@safe-haven/shared/site-photo-type';
import { BadRequestError } from '../core/errors';
import { logger } from '../core/logger';
import { deleteObject, getObjectBytes, headObject, putObject } from '../core/photo-bucket';
import { makeSitePhotoSizes, propertyPhotoPlan, type SitePhotoSizes, type SizePlan } from './site-photo-sizes';
import { sitePhotoUploadKey } from './site-photo-upload';

const REFUSALS: Record<SitePhotoRefusal, () => BadRequestError> = {
  'not-an-image': () => new BadRequestError(M.notAnImage, { code: ERROR_CODES.INVALID_FILE_TYPE, details: { title: M.notAnImageTitle } }),
  'too-large': () => new BadRequestError(M.tooLarge, { code: ERROR_CODES.FILE_TOO_LARGE, details: { title: M.tooLargeTitle } }),
  'too-small': () => new BadRequestError(M.tooSmall, { code: ERROR_CODES.PHOTO_TOO_SMALL, details: { title: M.tooSmallTitle } }),
  'too-small-for-hero': () => new BadRequestError(H.tooSmall, { code: ERROR_CODES.PHOTO_TOO_SMALL, details: { title: M.tooSmallTitle } }),
  'too-many-pixels': () => new BadRequestError(M.tooManyPixels, { code: ERROR_CODES.TOO_MANY_PIXELS, details: { title: M.tooManyPixelsTitle } }),
};

const deleteOrLog = async (key: string) => {
  await deleteObject(key).catch((error: unknown) => logger.warn('Could not delete a photo upload', { key, error: error as Error }));
};

const refuse = async (staged: string, reason: SitePhotoRefusal, detail?: string): Promise<never> => {
  logger.info('Site photo refused', { reason, detail });
  await deleteOrLog(staged);
  throw REFUSALS[reason]();
};

/**
 * An admin's upload checked by its bytes and made into sizes by the plan: the sizes, or a refusal
 * (the upload deleted). The caller writes the sizes, then calls `done` to delete the upload.
 */
export const makeSizesOfUpload = async (uploadId: string, plan: SizePlan, kind: string): Promise<{ made: Extract<SitePhotoSizes, { ok: true }>; done: () => Promise<void> }> => {
  const staged = sitePhotoUploadKey(uploadId);
  const head = await headObject(staged);
  if (!head) throw new BadRequestError(M.uploadExpired, { code: ERROR_CODES.UPLOAD_MISSING });
  // The upload policy refuses larger files already; this holds even where a policy was not applied.
  if (head.size > SITE_PHOTO_MAX_BYTES) return refuse(staged, 'too-large', `${head.size} bytes`);
  const bytes = await getObjectBytes(staged);
  const type = sitePhotoTypeOf(bytes.subarray(0, 16));
  if (!type) return refuse(staged, 'not-an-image', `${bytes.length} bytes`);
  const started = performance.now();
  const made = await makeSitePhotoSizes(bytes, type, plan);
  if (!made.ok) return refuse(staged, made.reason, made.detail);
  logger.info('Site photo sizes made', {
    kind, width: made.width, height: made.height, resizeMs: Math.round(performance.now() - started), bytesIn: bytes.length,
    bytesOut: made.sizes.reduce((sum, size) => sum + size.bytes.length, 0),
  });
  return { made, done: () => deleteOrLog(staged) };
};

export const saveSitePhoto = async (input: { uploadId: string; kind: SitePhotoKind }): Promise<SavedSitePhoto> => {
  const { made, done } = await makeSizesOfUpload(input.uploadId, propertyPhotoPlan(input.kind), input.kind);
  await Promise.all(
    made.sizes.map((size) => putObject(sitePhotoKey(input.uploadId, size.width, size.extension), size.bytes, { contentType: size.contentType, cacheControl: SITE_PHOTO_CACHE_CONTROL })),
  );
  await done();
  return { photo: { id: input.uploadId, width: made.width, height: made.height, widths: made.widths } };
};
