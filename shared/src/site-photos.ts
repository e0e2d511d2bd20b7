/**
 * The brand's photos: a photo per property in review, shown on Properties in Review and the
 * invitation pages. An admin uploads one on Edit Content; the server checks it (by its bytes and its
 * size in pixels) and makes the widths a page needs, each as WebP and as a JPEG fallback, under
 * `site-photos/<id>/`, which CloudFront serves as /site-photos/*. The rules, the words and the
 * address of every size are here, so the server, the editor and the pages cannot disagree.
 */
export const SITE_PHOTO_KINDS = ['property'] as const;
export type SitePhotoKind = (typeof SITE_PHOTO_KINDS)[number];

/** The widths made of a photo of each kind (never wider than the upload: nothing is enlarged). */
export const SITE_PHOTO_WIDTHS: Record<SitePhotoKind, readonly number[]> = {
  // A property card is a third of a 1280 px page (about 400 px), or the phone's whole width: 480
  // covers a 390 px phone at 1x and the card at 1x, 960 both at 2x, 1440 a phone at 3x.
  property: [480, 960, 1440],
};

/**
 * How wide a property photo is shown (the `sizes` of its srcset): the cards are one column on a
 * phone; three from Chakra's `md` (48em) on the invitation pages, whose content stops at 72rem, and
 * from `lg` (62em) on Properties in Review, beside the dashboard's sidebar.
 */
export const PROPERTY_PHOTO_SIZES = {
  invitation: '(min-width: 75em) 360px, (min-width: 48em) 30vw, 100vw',
  staff: '(min-width: 62em) 28vw, 100vw',
} as const;

/** Every photo is shown in this frame (width / height), cropped to fill it, so its box is known before it loads. */
export const PROPERTY_PHOTO_ASPECT = { width: 3, height: 2 } as const;

/** The formats made of every width: WebP (every current browser), then the JPEG `<img>` falls back to. */
export const SITE_PHOTO_FORMATS = [
  { extension: 'webp', contentType: 'image/webp' },
  { extension: 'jpg', contentType: 'image/jpeg' },
] as const;
export type SitePhotoExtension = (typeof SITE_PHOTO_FORMATS)[number]['extension'];

/** What an admin may upload: a camera's JPEG or a PNG or WebP export. */
export const SITE_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SitePhotoContentType = (typeof SITE_PHOTO_CONTENT_TYPES)[number];
export const isSitePhotoContentType = (value: string): value is SitePhotoContentType => (SITE_PHOTO_CONTENT_TYPES as readonly string[]).includes(value);

/** A phone's photo is 2 to 8 MB; 15 MB leaves room for a camera's and is decoded in well under a second. */
export const SITE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Smaller than the smallest size made would be blurred on every screen. */
export const SITE_PHOTO_MIN_SIDE = { width: 640, height: 400 } as const;
/** 50 megapixels (a large camera's photo) is about 200 MB decoded, the most the resize function's memory takes safely. */
export const SITE_PHOTO_MAX_PIXELS = 50_000_000;
/** A side longer than this is a panorama or a crafted file, not a photo for a card. */
export const SITE_PHOTO_MAX_SIDE = 12_000;
export const SITE_PHOTO_ALT_MAX = 200;

/** Bucket prefixes: uploads land under the uploads area (never served, removed after a day); the sizes made under site-photos/. */
export const SITE_PHOTO_UPLOAD_PREFIX = 'uploads/site-photos/';
export const SITE_PHOTO_SERVED_PREFIX = 'site-photos/';
/** Every size has an address of its own that never changes content, so browsers and CloudFront keep it for a year. */
export const SITE_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A photo as the content stores it: its id, its proportions (its box before it loads), its description and the widths made. */
export interface SitePhoto {
  id: string;
  width: number;
  height: number;
  alt: string;
  widths: number[];
}


export type SitePhotoRefusal = 'not-an-image' | 'too-large' | 'too-small' | 'too-small-for-hero' | 'too-many-pixels';

/** Why a photo of this size is refused, or undefined when it is accepted. */
export const sitePhotoDimensionRefusal = ({ width, height }: { width: number; height: number }): SitePhotoRefusal | undefined => {
  if (width * height > SITE_PHOTO_MAX_PIXELS || width > SITE_PHOTO_MAX_SIDE || height > SITE_PHOTO_MAX_SIDE) return 'too-many-pixels';
  if (width < SITE_PHOTO_MIN_SIDE.width || height < SITE_PHOTO_MIN_SIDE.height) return 'too-small';
  return undefined;
};

/** The widths made of a photo this wide: each of its kind's no wider than the photo, and at least the smallest. */
export const sitePhotoWidthsFor = (kind: SitePhotoKind, width: number): number[] => {
  const all = SITE_PHOTO_WIDTHS[kind];
  const fitting = all.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [all[0]!];
};

/** The object key of one size (`site-photos/<id>/960.webp`); its address on the site is the same with a leading slash. */
export const sitePhotoKey = (id: string, width: number, extension: SitePhotoExtension) => `${SITE_PHOTO_SERVED_PREFIX}${id}/${width}.${extension}`;
export const sitePhotoUrl = (id: string, width: number, extension: SitePhotoExtension) => `/${sitePhotoKey(id, width, extension)}`;

/** A srcset of every width made in one format: `/site-photos/<id>/480.webp 480w, ...`. */
export const sitePhotoSrcSet = (photo: Pick<SitePhoto, 'id' | 'widths'>, extension: SitePhotoExtension): string =>
  [...photo.widths].sort((a, b) => a - b).map((width) => `${sitePhotoUrl(photo.id, width, extension)} ${width}w`).join(', ');

/** The `<img>`'s own src: the JPEG of the middle width, for a browser that reads no srcset. */
export const sitePhotoFallbackSrc = (photo: Pick<SitePhoto, 'id' | 'widths'>): string => {
  const widths = [...photo.widths].sort((a, b) => a - b);
  return sitePhotoUrl(photo.id, widths[Math.floor((widths.length - 1) / 2)]!, 'jpg');
};

/** A photo id: the upload's id (a UUID), which names its folder of sizes. */
export const SITE_PHOTO_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
