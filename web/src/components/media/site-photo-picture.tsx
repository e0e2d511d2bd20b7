/**
 * A brand photo in its fixed frame: a `<picture>` with the WebP sizes and the JPEG fallback, each
 * as a srcset with the page's `sizes`, so the browser fetches the one width the screen needs. The
 * frame has the photo's aspect for every layout (PROPERTY_PHOTO_ASPECT), set before anything loads,
 * and the photo fills it (cropped, not stretched): nothing moves when it arrives. Below the fold by
 * default, so it loads lazily and decodes off the main thread. The invitation pages import it
 * lazily (invitation-property-photo.tsx): their first load carries only the frame.
 */
import { PROPERTY_PHOTO_ASPECT, sitePhotoFallbackSrc, sitePhotoSrcSet, type SitePhoto } from '@safe-haven/shared/site-photos';
import { PhotoFrame } from './photo-frame';

const FRAME = { width: PROPERTY_PHOTO_ASPECT.width * 320, height: PROPERTY_PHOTO_ASPECT.height * 320 };

export const SitePhotoPicture = ({ photo, sizes, eager = false }: { photo: SitePhoto; sizes: string; eager?: boolean }) => (
  <PhotoFrame>
    <picture>
      <source type="image/webp" srcSet={sitePhotoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={sitePhotoFallbackSrc(photo)} srcSet={sitePhotoSrcSet(photo, 'jpg')} sizes={sizes}
        // The frame's proportions, so the box is known before the photo loads (the photo is cropped to it).
        width={FRAME.width} height={FRAME.height}
        alt={photo.alt} loading={eager ? 'eager' : 'lazy'} decoding="async"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </picture>
  </PhotoFrame>
);
