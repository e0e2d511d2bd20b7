import { describe, expect, it } from 'vitest';
import { HERO_PHOTO_PREFIX, heroPhotoIsLargeEnough, heroPhotoKey, heroPhotoSrcSet } from './hero-photos';
import { SITE_PHOTO_SERVED_PREFIX } from './site-photos';

describe('hero photos', () => {
  it('live under the brand photos\' prefix, so the same permissions and CloudFront path cover them', () => {
    expect(HERO_PHOTO_PREFIX.startsWith(SITE_PHOTO_SERVED_PREFIX)).toBe(true);
    expect(heroPhotoKey('land_owner', 750, 'webp')).toBe('site-photos/hero/land_owner/750.webp');
  });

  it('name every width in a srcset, smallest first', () => {
    expect(heroPhotoSrcSet('member', 'jpg')).toBe(
      '/site-photos/hero/member/480.jpg 480w, /site-photos/hero/member/750.jpg 750w, /site-photos/hero/member/1200.jpg 1200w, /site-photos/hero/member/1800.jpg 1800w',
    );
  });

  it('need a 3:1 cut of at least 1800 x 600: a wide photo by its height, a tall one by its width', () => {
    expect(heroPhotoIsLargeEnough({ width: 1800, height: 600 })).toBe(true);
    expect(heroPhotoIsLargeEnough({ width: 4032, height: 3024 })).toBe(true);
    expect(heroPhotoIsLargeEnough({ width: 5000, height: 599 })).toBe(false);
    expect(heroPhotoIsLargeEnough({ width: 1799, height: 3000 })).toBe(false);
    expect(heroPhotoIsLargeEnough({ width: 2000, height: 550 })).toBe(false);
  });
});
