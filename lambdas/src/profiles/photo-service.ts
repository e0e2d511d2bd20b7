/**
 * Profile photos, uploaded by the browser straight to S3 with a presigned POST whose policy allows
 * one object of at most 5 MB at one key, with the declared image type. The upload lands under
 * `photos/uploads/`; saving it checks the first bytes (the content, not the name, decides: JPG, PNG,
 * GIF or WEBP) and the size again, then copies it to its public address `photos/<user>/<id>.<ext>`
 * with the real content type and a one-hour cache time, and deletes the upload. Each photo gets a
 * new address, so a cached old photo is never shown for a new one.
 */
import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { PhotoUploadTicket } from '@safe-haven/shared/team-api-types';
import {
  PHOTO_CACHE_SECONDS, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, PHOTO_SNIFF_BYTES, sniffPhotoType, type PhotoContentType,
} from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { requiredEnv } from '../core/env';
import { BadRequestError } from '../core/errors';
import { logger } from '../core/logger';
import { s3Client } from '../core/s3-client';
import type { Profile } from '../data/profile';
import { updateActiveProfile } from './profile-service';

const bucket = () => requiredEnv('PHOTOS_BUCKET');
/** CloudFront serves `/photos/*` from the bucket's `photos/` prefix. */
const PUBLIC_PREFIX = 'photos/';
const uploadKey = (profileId: string, uploadId: string) => `${PUBLIC_PREFIX}uploads/${profileId}/${uploadId}`;
/** How long a presigned upload form stays usable. */
const UPLOAD_WINDOW_SECONDS = 300;

export const createPhotoUpload = async (profile: Profile, contentType: PhotoContentType): Promise<PhotoUploadTicket> => {
  const uploadId = randomUUID();
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: bucket(),
    Key: uploadKey(profile.id, uploadId),
    Conditions: [
      ['content-length-range', 1, PHOTO_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_WINDOW_SECONDS,
  });
  return { uploadId, url, fields };
};

const invalidType = () => new BadRequestError(PROFILE_MESSAGES.invalidFileType, { code: 'INVALID_FILE_TYPE', details: { title: PROFILE_MESSAGES.invalidFileTypeTitle } });
const tooLarge = () => new BadRequestError(PROFILE_MESSAGES.fileTooLarge, { code: 'FILE_TOO_LARGE', details: { title: PROFILE_MESSAGES.fileTooLargeTitle } });

const deleteObject = async (key: string) => {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key })).catch((error: unknown) =>
    logger.warn('Could not delete a photo object', { key, error: error as Error }),
  );
};

const headOf = async (key: string): Promise<{ size: number } | undefined> => {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0 };
  } catch (error) {
    if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
};

const firstBytes = async (key: string): Promise<Uint8Array> => {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${PHOTO_SNIFF_BYTES - 1}` }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
};

/** The site path of a photo object (served by CloudFront, and by the local stack's proxy). */
const photoUrlOf = (key: string) => `/${key}`;
const keyOfPhotoUrl = (url: string | undefined) => (url?.startsWith(`/${PUBLIC_PREFIX}`) ? url.slice(1) : undefined);

export const savePhoto = async (profile: Profile, uploadId: string): Promise<string> => {
  const staged = uploadKey(profile.id, uploadId);
  const head = await headOf(staged);
  if (!head) throw new BadRequestError(PROFILE_MESSAGES.uploadExpired, { code: 'UPLOAD_MISSING' });
  // The upload policy already refuses larger files; this holds even where a policy was not applied.
  if (head.size > PHOTO_MAX_BYTES) {
    await deleteObject(staged);
    throw tooLarge();
  }
  const type = sniffPhotoType(await firstBytes(staged));
  if (!type) {
    await deleteObject(staged);
    throw invalidType();
  }
  const finalKey = `${PUBLIC_PREFIX}${profile.id}/${uploadId}.${PHOTO_EXTENSIONS[type]}`;
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: finalKey,
      CopySource: `${bucket()}/${staged}`,
      MetadataDirective: 'REPLACE',
      ContentType: type,
      CacheControl: `public, max-age=${PHOTO_CACHE_SECONDS}`,
    }),
  );
  await deleteObject(staged);
  const photoUrl = photoUrlOf(finalKey);
  await updateActiveProfile(profile.id, 'SET photoUrl = :photoUrl, updatedAt = :now', { ':photoUrl': photoUrl, ':now': new Date().toISOString() });
  const previous = keyOfPhotoUrl(profile.photoUrl);
  if (previous && previous !== finalKey) await deleteObject(previous);
  return photoUrl;
};

export const deletePhoto = async (profile: Profile): Promise<void> => {
  await updateActiveProfile(profile.id, 'SET updatedAt = :now REMOVE photoUrl', { ':now': new Date().toISOString() });
  const key = keyOfPhotoUrl(profile.photoUrl);
  if (key) await deleteObject(key);
};
