/**
 * Profile photos, uploaded by the browser straight to S3 with a presigned POST whose policy allows
 * one object of at most 5 MB at one key, with the declared image type. The upload lands under
 * `uploads/`, which CloudFront never serves (nobody can link to an unchecked file). Saving it reads
 * the whole upload, checks it by its content (the whole file must parse as a JPG, PNG, GIF or WEBP,
 * of a sane size in bytes and pixels), writes a copy without metadata (EXIF with its GPS position,
 * XMP, comments: photo-cleaning/) to its public address `photos/<user>/<id>.<ext>` with the real
 * content type and a one-hour cache time, and deletes the upload. Each photo gets a new address, so
 * a cached old photo is never shown for a new one.
 */
import type { PhotoUploadTicket } from '@safe-haven/shared/team-api-types';
import {
  PHOTO_CACHE_SECONDS, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, PHOTO_SERVED_PREFIX, PHOTO_UPLOAD_PREFIX, type PhotoContentType,
} from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import { logger } from '../core/logger';
import { deleteObject, getObjectBytes, headObject, putObject } from '../core/photo-bucket';
import { createUploadTicket } from '../core/upload-ticket';
import type { Profile } from '../data/profile';
import { cleanPhoto } from './photo-cleaning/clean-photo';
import { updateActiveProfile } from './profile-service';

/** CloudFront serves `/photos/*` from the bucket's `photos/` prefix, and nothing under `uploads/`. */
const PUBLIC_PREFIX = PHOTO_SERVED_PREFIX;
export const uploadKey = (profileId: string, uploadId: string) => `${PHOTO_UPLOAD_PREFIX}${profileId}/${uploadId}`;

export const createPhotoUpload = (profile: Profile, contentType: PhotoContentType): Promise<PhotoUploadTicket> =>
  createUploadTicket((uploadId) => uploadKey(profile.id, uploadId), contentType, PHOTO_MAX_BYTES);

const invalidType = () => new BadRequestError(PROFILE_MESSAGES.invalidFileType, { code: ERROR_CODES.INVALID_FILE_TYPE, details: { title: PROFILE_MESSAGES.invalidFileTypeTitle } });
const tooLarge = () => new BadRequestError(PROFILE_MESSAGES.fileTooLarge, { code: ERROR_CODES.FILE_TOO_LARGE, details: { title: PROFILE_MESSAGES.fileTooLargeTitle } });
const tooManyPixels = () =>
  new BadRequestError(PROFILE_MESSAGES.tooManyPixels, { code: ERROR_CODES.TOO_MANY_PIXELS, details: { title: PROFILE_MESSAGES.tooManyPixelsTitle } });

const deleteOrLog = async (key: string) => {
  await deleteObject(key).catch((error: unknown) => logger.warn('Could not delete a photo object', { key, error: error as Error }));
};

/** The site path of a photo object (served by CloudFront, and by the local stack's proxy). */
const photoUrlOf = (key: string) => `/${key}`;
const keyOfPhotoUrl = (url: string | undefined) => (url?.startsWith(`/${PUBLIC_PREFIX}`) ? url.slice(1) : undefined);

export const savePhoto = async (profile: Profile, uploadId: string): Promise<string> => {
  const staged = uploadKey(profile.id, uploadId);
  const head = await headObject(staged);
  if (!head) throw new BadRequestError(PROFILE_MESSAGES.uploadExpired, { code: ERROR_CODES.UPLOAD_MISSING });
  // The upload policy already refuses larger files; this holds even where a policy was not applied.
  if (head.size > PHOTO_MAX_BYTES) {
    await deleteOrLog(staged);
    throw tooLarge();
  }
  const photo = cleanPhoto(await getObjectBytes(staged));
  if (!photo.ok) {
    logger.info('Photo upload refused', { reason: photo.reason, detail: photo.detail });
    await deleteOrLog(staged);
    throw photo.reason === 'too-many-pixels' ? tooManyPixels() : invalidType();
  }
  const finalKey = `${PUBLIC_PREFIX}${profile.id}/${uploadId}.${PHOTO_EXTENSIONS[photo.type]}`;
  await putObject(finalKey, photo.bytes, { contentType: photo.type, cacheControl: `public, max-age=${PHOTO_CACHE_SECONDS}` });
  await deleteOrLog(staged);
  const photoUrl = photoUrlOf(finalKey);
  await updateActiveProfile(profile.id, (update) => update.set({ photoUrl, updatedAt: new Date().toISOString() }));
  const previous = keyOfPhotoUrl(profile.photoUrl);
  if (previous && previous !== finalKey) await deleteOrLog(previous);
  return photoUrl;
};

export const deletePhoto = async (profile: Profile): Promise<void> => {
  await updateActiveProfile(profile.id, (update) => update.set({ updatedAt: new Date().toISOString() }).remove('photoUrl'));
  const key = keyOfPhotoUrl(profile.photoUrl);
  if (key) await deleteOrLog(key);
};
