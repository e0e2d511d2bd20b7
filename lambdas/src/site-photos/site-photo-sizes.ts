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

export const makeSitePhotoSizes = async (bytes: Uint8Array, type: SitePhotoContentType, kind: SitePhotoKind): Promise<SitePhotoSizes> => {
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
  const refusal = sitePhotoDimensionRefusal({ width, height });
  if (refusal) return { ok: false, reason: refusal, detail: `${width} x ${height}` };

  const widths = sitePhotoWidthsFor(kind, width);
  const largest = Math.max(...widths);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: SITE_PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
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
