/**
 * What the brand photos' checks and editor say (a module apart from the rules in site-photos.ts, so
 * the invitation pages, which only draw photos, carry none of these words).
 */
import { SITE_PHOTO_ALT_MAX, SITE_PHOTO_MAX_BYTES, SITE_PHOTO_MAX_PIXELS, SITE_PHOTO_MAX_SIDE, SITE_PHOTO_MIN_SIDE } from './site-photos';

export const SITE_PHOTO_MESSAGES = {
  notAnImageTitle: 'Not a photo',
  notAnImage: 'This file is not a JPG, PNG or WEBP photo. Choose a photo file and try again.',
  tooLargeTitle: 'Photo too large',
  tooLarge: `This photo is larger than ${SITE_PHOTO_MAX_BYTES / 1024 / 1024} MB. Export it smaller and try again.`,
  tooSmallTitle: 'Photo too small',
  tooSmall: `This photo is smaller than ${SITE_PHOTO_MIN_SIDE.width} x ${SITE_PHOTO_MIN_SIDE.height} pixels, so it would look blurred. Choose a larger photo.`,
  tooManyPixelsTitle: 'Photo too big',
  tooManyPixels: `This photo has more than ${SITE_PHOTO_MAX_PIXELS / 1_000_000} megapixels or a side longer than ${SITE_PHOTO_MAX_SIDE.toLocaleString('en-US')} pixels. Export it smaller and try again.`,
  uploadExpired: 'The upload was not found or has expired. Choose the photo again.',
  uploadFailed: 'The photo could not be uploaded. Check your connection and try again.',
  forbidden: 'Only admins can add photos to the brand\'s content.',
  altRequired: 'Describe the photo for people who cannot see it (for example "Aspen grove at the Colorado site").',
  altTooLong: `Keep the description under ${SITE_PHOTO_ALT_MAX} characters.`,
  addPhoto: 'Add photo',
  replacePhoto: 'Replace photo',
  removePhoto: 'Remove photo',
  uploading: 'Making the photo\'s sizes…',
  altLabel: 'Photo description (alt text)',
  photoOf: (name: string) => `Photo of ${name}`,
  noPhotoShown: 'No photo of this property yet.',
  noPhoto: 'No photo yet. JPG, PNG or WEBP, at least 640 pixels wide, up to 15 MB.',
} as const;
