/**
 * Each invitation page's hero photo: the band at the top of the page's first screen. Its largest
 * content, so it must paint with the page: the prerendered HTML names it at fixed addresses
 * (`/site-photos/hero/<audience>/<width>.<format>`), the same for every invitee of the page, and it is
 * in the HTML from the first byte. An admin replaces it on Edit Content; the save writes the sizes
 * over the same addresses, which are therefore cached for minutes, not a year. Until an admin has
 * saved one, the site's own default answers at those addresses (CloudFront falls back to the site
 * bucket, where the build puts it; the local proxy does the same).
 *
 * The photo is decorative (`alt=""`): the page's heading, just under it, says what the page is.
 */
import { AUDIENCES, type Audience } from './audiences';
import type { SitePhotoExtension } from './site-photos';

export const HERO_PAGES = AUDIENCES;
export type HeroPage = Audience;

/**
 * Every hero is cut to 3:1 (a band that leaves the heading and the answer button on a phone's first
 * screen, and weighs a third less than 2:1 at the same width), and each width is always made, so the
 * pages can name them all without knowing the photo: 480 for a phone at 1x, 750 for a phone at 2x
 * (375 x 2) and Lighthouse's phone (412 px at 1.75x: 721), 1200 for a phone at 3x or a laptop at 1x,
 * 1800 for a wide screen.
 */
export const HERO_PHOTO_WIDTHS = [480, 750, 1200, 1800] as const;
/** The width a browser that reads no srcset gets, and the editor's preview: a phone's at 2x. */
export const HERO_PHOTO_FALLBACK_WIDTH = 750;
export const HERO_PHOTO_ASPECT = { width: 3, height: 1 } as const;
/** The largest width must come from the photo, not be enlarged: at least 1800 x 600 once cut to 3:1. */
export const HERO_PHOTO_MIN = { width: 1800, height: 600 } as const;
/** The band fills the page's width. */
export const HERO_PHOTO_SIZES = '100vw';

/**
 * Under the brand photos' prefix (site-photos/, a test holds it there): the same bucket permissions
 * and CloudFront path. Written out, so the pages' code does not carry the other photos' rules.
 */
export const HERO_PHOTO_PREFIX = 'site-photos/hero/';
/** How long a browser and CloudFront keep a hero: a replaced one reaches every invitee within five minutes. */
export const HERO_PHOTO_MAX_AGE_SECONDS = 300;
export const HERO_PHOTO_CACHE_CONTROL = `public, max-age=${HERO_PHOTO_MAX_AGE_SECONDS}`;

/** `site-photos/hero/member/750.webp`; its address on the site is the same with a leading slash. */
export const heroPhotoKey = (page: HeroPage, width: number, extension: SitePhotoExtension) => `${HERO_PHOTO_PREFIX}${page}/${width}.${extension}`;

/** A srcset of every width in one format. */
export const heroPhotoSrcSet = (page: HeroPage, extension: SitePhotoExtension): string =>
  HERO_PHOTO_WIDTHS.map((width) => `/${heroPhotoKey(page, width, extension)} ${width}w`).join(', ');

/**
 * Whether a photo of this upright size can be a hero: the largest 3:1 cut of it must be at least the
 * largest width (a wide panorama keeps its height, a tall photo its width).
 */
export const heroPhotoIsLargeEnough = ({ width, height }: { width: number; height: number }): boolean =>
  Math.min(width, height * (HERO_PHOTO_ASPECT.width / HERO_PHOTO_ASPECT.height)) >= HERO_PHOTO_MIN.width;
