/**
 * The page's hero photo, a band across the top of its first screen that fades into the hero's green.
 * Its addresses are the page's, not the photo's (shared/src/hero-photos.ts), so the prerendered HTML
 * names it (and preloads it, web/build/build-site.ts) and the browser asks for it with the HTML, at
 * high priority: it is the first screen's largest picture. The pages' scripts wait until it has
 * painted (web/src/prerender/load-after-paint.js). The band's proportions are set before it loads
 * (nothing moves when it arrives); the photo, cut to 3:1, fills it. Decorative: the heading under
 * it says what the page is.
 */
import { Box } from '@chakra-ui/react';
import { HERO_PHOTO_ASPECT, HERO_PHOTO_FALLBACK_WIDTH, HERO_PHOTO_SIZES, heroPhotoKey, heroPhotoSrcSet, type HeroPage } from '@safe-haven/shared/hero-photos';

const FADE = 'linear-gradient(to bottom, #000 55%, transparent)';
const SIZE = { width: HERO_PHOTO_ASPECT.width * 600, height: HERO_PHOTO_ASPECT.height * 600 };

export const HeroPhoto = ({ page }: { page: HeroPage }) => (
  // The photo's 3:1, at most 18rem high on a wide screen (its middle shown), so the answer button stays
  // on a laptop's first screen.
  <Box w="full" aspectRatio={`${HERO_PHOTO_ASPECT.width} / ${HERO_PHOTO_ASPECT.height}`} maxH="18rem" overflow="hidden" data-hero-photo={page}>
    <picture>
      <source type="image/webp" srcSet={heroPhotoSrcSet(page, 'webp')} sizes={HERO_PHOTO_SIZES} />
      <img
        src={`/${heroPhotoKey(page, HERO_PHOTO_FALLBACK_WIDTH, 'jpg')}`} srcSet={heroPhotoSrcSet(page, 'jpg')} sizes={HERO_PHOTO_SIZES}
        width={SIZE.width} height={SIZE.height} alt="" fetchPriority="high"
        // Its lower part fades out, into whatever the section's gradient is at that height.
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', maskImage: FADE, WebkitMaskImage: FADE }}
      />
    </picture>
  </Box>
);
