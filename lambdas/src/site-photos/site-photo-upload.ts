/**
 * The upload half of a brand photo: a presigned POST for one file of at most SITE_PHOTO_MAX_BYTES,
 * with the declared image type, at one key under the uploads area (never served, removed after a
 * day). A module without the resizer, so the ticket's function does not carry it.
 */
import type { UploadTicket } from '../core/upload-ticket';
import { createUploadTicket } from '../core/upload-ticket';
import { SITE_PHOTO_MAX_BYTES, SITE_PHOTO_UPLOAD_PREFIX, type SitePhotoContentType } from '@safe-haven/shared/site-photos';

export const sitePhotoUploadKey = (uploadId: string) => `${SITE_PHOTO_UPLOAD_PREFIX}${uploadId}`;

export const createSitePhotoUpload = (contentType: SitePhotoContentType): Promise<UploadTicket> =>
  createUploadTicket(sitePhotoUploadKey, contentType, SITE_PHOTO_MAX_BYTES);
