/**
 * What the invitation pages' hero photos say on Edit Content and in a refusal (a module of its own:
 * the staff pages that show a property's photo carry none of these words).
 */
import { HERO_PHOTO_MIN } from './hero-photos';

export const HERO_PHOTO_MESSAGES = {
  tooSmall: `A page's photo is shown 3:1 across the page: it needs at least ${HERO_PHOTO_MIN.width} x ${HERO_PHOTO_MIN.height} pixels once cut to that shape. Choose a larger landscape photo.`,
  section: 'Invitation page photos',
  intro: `The photo across the top of each invitation page. It is cut to 3:1 from its middle; JPG, PNG or WEBP, at least ${HERO_PHOTO_MIN.width} x ${HERO_PHOTO_MIN.height} pixels, up to 15 MB. A change reaches invitees within five minutes.`,
  pageOf: (page: string) => `${page} page`,
  defaultShown: 'The default photo shows here within five minutes.',
  replace: 'Replace photo',
  useDefault: 'Use the default photo',
  keep: 'Keep this photo',
  confirmDefault: (page: string) => `Show the default photo on the ${page} page? A photo saved for it is deleted.`,
  saved: (page: string) => `The ${page} page's photo is saved. Invitees see it within five minutes.`,
  removed: (page: string) => `The ${page} page shows the default photo again within five minutes.`,
  changed: (page: string) => `${page} page: hero photo replaced`,
  removedChange: (page: string) => `${page} page: hero photo back to the default`,
} as const;
