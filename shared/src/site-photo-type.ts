/**
 * A brand photo's format from its first bytes (a module of its own: the content's schema, which every
 * staff page and the save route carry, does not need the profile photos' rules).
 */
import { isSitePhotoContentType, type SitePhotoContentType } from './site-photos';
import { sniffPhotoType } from './team';

/** The format the first bytes show, if it is one an admin may upload (a renamed PDF or GIF is not). */
export const sitePhotoTypeOf = (head: Uint8Array): SitePhotoContentType | undefined => {
  const type = sniffPhotoType(head);
  return type && isSitePhotoContentType(type) ? type : undefined;
};
