/**
 * Where a profile photo's object is, from the profile's `photoUrl` (`/photos/...`, which CloudFront
 * serves from the bucket's `photos/` prefix). A module of its own so deleting a user does not bundle
 * the upload code (photo-service.ts spells the same rule for its own writes).
 */
const PUBLIC_PREFIX = 'photos/';

export const photoObjectKey = (photoUrl: string | undefined): string | undefined =>
  photoUrl?.startsWith(`/${PUBLIC_PREFIX}`) ? photoUrl.slice(1) : undefined;
