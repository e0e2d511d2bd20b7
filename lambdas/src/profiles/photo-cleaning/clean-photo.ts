/**
 * Checks an uploaded photo by its content and returns a copy without metadata: the format comes
 * from the first bytes (never the name or declared type), the whole file must parse as that format,
 * the picture's size must be sane, and what the cleaner for the format keeps is only what is needed
 * to show it (EXIF with its GPS position, XMP, comments, text chunks and makers' data go). Pure
 * TypeScript, no image library: nothing is decoded, only the container is rewritten.
 */
import { PHOTO_MAX_PIXELS, sniffPhotoType, type PhotoContentType } from '@safe-haven/shared/team';
import { cleanGif } from './gif';
import { MalformedImageError, type CleanImage } from './image-bytes';
import { cleanJpeg } from './jpeg';
import { cleanPng } from './png';
import { cleanWebp } from './webp';

const CLEANERS: Record<PhotoContentType, (bytes: Uint8Array) => CleanImage> = {
  'image/jpeg': cleanJpeg,
  'image/png': cleanPng,
  'image/gif': cleanGif,
  'image/webp': cleanWebp,
};

export type CleanPhotoResult =
  | ({ ok: true; type: PhotoContentType } & CleanImage)
  /** not-an-image: no known format, or a file that does not parse as the one it starts like. */
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels'; detail?: string };

export const cleanPhoto = (bytes: Uint8Array): CleanPhotoResult => {
  const type = sniffPhotoType(bytes);
  if (!type) return { ok: false, reason: 'not-an-image' };
  let clean: CleanImage;
  try {
    clean = CLEANERS[type](bytes);
  } catch (error) {
    if (error instanceof MalformedImageError) return { ok: false, reason: 'not-an-image', detail: error.message };
    throw error;
  }
  if (clean.width * clean.height > PHOTO_MAX_PIXELS) return { ok: false, reason: 'too-many-pixels', detail: `${clean.width}x${clean.height}` };
  return { ok: true, type, ...clean };
};
