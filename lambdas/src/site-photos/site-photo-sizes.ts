/**
 * Makes the sizes of a brand photo with sharp (libvips): the photo is turned upright (EXIF
 * orientation), decoded once to the largest width needed, then each width is encoded as WebP and as
 * a JPEG fallback. Nothing of the original's metadata is written (sharp keeps none unless asked:
 * no EXIF, GPS position, XMP or comments), and colours are converted to sRGB, what browsers assume.
 *
 * WebP rather than AVIF: on this repo's machine AVIF took two to three times WebP's time at the
 * larger widths for files about 40% smaller (docs/performance.md, "Photos"), and the admin waits for
 * the save.
 */
import sharp from 'sharp';
import { HERO_PHOTO_ASPECT, HERO_PHOTO_WIDTHS, heroPhotoIsLargeEnough } from '@safe-haven/shared/hero-photos';
import {
  SITE_PHOTO_FORMATS, SITE_PHOTO_MAX_PIXELS, sitePhotoDimensionRefusal, sitePhotoWidthsFor,
  type SitePhotoContentType, type SitePhotoExtension, type SitePhotoKind, type SitePhotoRefusal,
} from '@safe-haven/shared/site-photos';

// A function makes one photo at a time: libvips' operation cache would only hold memory.
sharp.cache(false);

export interface SitePhotoSize {
  width: number;
  extension: SitePhotoExtension;
  contentType: string;
  bytes: Uint8Array;
}

export type SitePhotoSizes =
  | { ok: true; width: number; height: number; widths: number[]; sizes: SitePhotoSize[] }
  | { ok: false; reason: SitePhotoRefusal; detail?: string };

/** The format name sharp reports for each accepted content type. */
const SHARP_FORMAT: Record<SitePhotoContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Quality settings chosen for photos seen at their size (visually clean at 2x, about 100 KB at 960 px). */
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
const JPEG_OPTIONS = { quality: 80, mozjpeg: true, progressive: true } as const;

const encode = (image: sharp.Sharp, extension: SitePhotoExtension) =>
  extension === 'webp' ? image.webp(WEBP_OPTIONS) : image.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS);

/**
 * What is made of an upright photo of this size: the widths, an optional cut to a fixed proportion
 * (the hero's 3:1, the middle of the photo kept), or why it is refused.
 */
export type SizePlan = (upright: { width: number; height: number }) =>
  | { ok: true; widths: number[]; aspect?: { width: number; height: number } }
  | { ok: false; reason: SitePhotoRefusal };

/** A property photo keeps its proportions; its widths are those no wider than the photo. */
export const propertyPhotoPlan = (kind: SitePhotoKind): SizePlan => (upright) => {
  const refusal = sitePhotoDimensionRefusal(upright);
  return refusal ? { ok: false, reason: refusal } : { ok: true, widths: sitePhotoWidthsFor(kind, upright.width) };
};

/**
 * A hero is cut to 3:1 and made at every width the pages name; a photo too small for the largest is
 * refused rather than enlarged.
 */
export const heroPhotoPlan: SizePlan = (upright) => {
  const refusal = sitePhotoDimensionRefusal(upright);
  if (refusal === 'too-many-pixels') return { ok: false, reason: refusal };
  if (!heroPhotoIsLargeEnough(upright)) return { ok: false, reason: 'too-small-for-hero' };
  return { ok: true, widths: [...HERO_PHOTO_WIDTHS], aspect: HERO_PHOTO_ASPECT };
};

export const makeSitePhotoSizes = async (bytes: Uint8Array, type: SitePhotoContentType, plan: SizePlan): Promise<SitePhotoSizes> => {
  let metadata: sharp.Metadata;
  try {
    // The header alone: the pixel count is judged before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { ok: false, reason: 'not-an-image', detail: (error as Error).message };
  }
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height || (metadata.pages ?? 1) > 1) {
    return { ok: false, reason: 'not-an-image', detail: `format ${metadata.format}, ${metadata.pages ?? 1} pages` };
  }
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const planned = plan({ width, height });
  if (!planned.ok) return { ok: false, reason: planned.reason, detail: `${width} x ${height}` };

  const { widths, aspect } = planned;
  const largest = Math.max(...widths);
  // The cut: the largest box of the proportion that fits, taken from the middle, at the largest width.
  const cut = aspect ? { width: largest, height: Math.round((largest * aspect.height) / aspect.width), fit: 'cover' as const, position: 'centre' } : { width: largest };
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: SITE_PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...cut, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // A header that parses over a body that does not (a truncated or crafted file).
    return { ok: false, reason: 'not-an-image', detail: (error as Error).message };
  }
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const sizes: SitePhotoSize[] = [];
  for (const size of widths) {
    for (const format of SITE_PHOTO_FORMATS) {
      const image = sharp(decoded.data, { raw }).resize({ width: size, withoutEnlargement: true });
      sizes.push({ width: size, extension: format.extension, contentType: format.contentType, bytes: new Uint8Array(await encode(image, format.extension).toBuffer()) });
    }
  }
  return { ok: true, width, height, widths, sizes };
};
