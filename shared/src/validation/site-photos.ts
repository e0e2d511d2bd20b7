/** The brand's photos: the upload ticket's request and the save that checks an upload and makes its sizes. */
import { HERO_PAGES } from '../hero-photos';
import { SITE_PHOTO_CONTENT_TYPES, SITE_PHOTO_KINDS } from '../site-photos';
import { SITE_PHOTO_MESSAGES } from '../site-photo-messages';
import * as z from './mini';

export const sitePhotoUploadRequestSchema = z.object({
  contentType: z.enum(SITE_PHOTO_CONTENT_TYPES, { error: SITE_PHOTO_MESSAGES.notAnImage }),
});
export type SitePhotoUploadRequest = z.infer<typeof sitePhotoUploadRequestSchema>;

export const saveSitePhotoSchema = z.object({
  uploadId: z.uuid({ error: SITE_PHOTO_MESSAGES.uploadExpired }),
  kind: z.enum(SITE_PHOTO_KINDS, { error: 'Not a known kind of photo' }),
});
export type SaveSitePhotoInput = z.infer<typeof saveSitePhotoSchema>;

/** An invitation page whose hero photo is saved or removed (the path's `{page}`). */
export const heroPageParamSchema = z.object({
  page: z.enum(HERO_PAGES, { error: 'Not an invitation page: use member, land_owner or investor' }),
});

export const saveHeroPhotoSchema = z.object({
  uploadId: z.uuid({ error: SITE_PHOTO_MESSAGES.uploadExpired }),
});
export type SaveHeroPhotoInput = z.infer<typeof saveHeroPhotoSchema>;
