/**
 * Each invitation page's hero photo (shared/src/hero-photos.ts): a save checks the admin's upload,
 * cuts it to 3:1 and writes every width over the page's fixed addresses; a removal deletes them, so
 * the site's default answers there again. Either is recorded in the content's access log (who, when,
 * which page). The addresses are cached for five minutes, so an invitee sees the change within that.
 *
 * The sizes are not replaced all at once: for a moment a browser may get one width of the new photo
 * and another of the old (or the default). Both are whole pictures of the same band, and a page shows one
 * of them, so nothing breaks; a page load after the save gets the new photo throughout.
 */
import { AUDIENCE_LABELS } from '@safe-haven/shared/audiences';
import type { HeroPhotoResult } from '@safe-haven/shared/api-types';
import { HERO_PHOTO_CACHE_CONTROL, HERO_PHOTO_WIDTHS, heroPhotoKey, type HeroPage } from '@safe-haven/shared/hero-photos';
import { SITE_PHOTO_FORMATS } from '@safe-haven/shared/site-photos';
import { HERO_PHOTO_MESSAGES as H } from '@safe-haven/shared/hero-photo-messages';
import { DAY_MS, retentionPeriods } from '../core/retention-settings';
import { deleteObject, putObject } from '../core/photo-bucket';
import { contentChangeLogEntity } from '../data/content-access-log';
import type { Profile } from '../data/profile';
import { ttlSeconds } from '../data/table';
import { makeSizesOfUpload } from './site-photo-service';
import { heroPhotoPlan } from './site-photo-sizes';

const recordChange = async (admin: Profile, change: string, at: Date): Promise<void> => {
  await contentChangeLogEntity.createOne({
    viewerId: admin.id,
    viewerName: `${admin.firstName} ${admin.lastName}`.trim(),
    viewerRole: admin.role,
    at: at.toISOString(),
    changes: [change],
    expiresAt: ttlSeconds(new Date(at.getTime() + retentionPeriods().accessLogDays * DAY_MS)),
  });
};

export const saveHeroPhoto = async (admin: Profile, page: HeroPage, uploadId: string, now = new Date()): Promise<HeroPhotoResult> => {
  const { made, done } = await makeSizesOfUpload(uploadId, heroPhotoPlan, 'hero');
  await Promise.all(
    made.sizes.map((size) => putObject(heroPhotoKey(page, size.width, size.extension), size.bytes, { contentType: size.contentType, cacheControl: HERO_PHOTO_CACHE_CONTROL })),
  );
  await done();
  await recordChange(admin, H.changed(AUDIENCE_LABELS[page]), now);
  return { page, savedAt: now.toISOString(), usesDefault: false };
};

export const removeHeroPhoto = async (admin: Profile, page: HeroPage, now = new Date()): Promise<HeroPhotoResult> => {
  // Deleting a key that is not there succeeds: a second removal changes nothing but the log.
  await Promise.all(HERO_PHOTO_WIDTHS.flatMap((width) => SITE_PHOTO_FORMATS.map((format) => deleteObject(heroPhotoKey(page, width, format.extension)))));
  await recordChange(admin, H.removedChange(AUDIENCE_LABELS[page]), now);
  return { page, savedAt: now.toISOString(), usesDefault: true };
};
