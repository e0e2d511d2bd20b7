/**
 * A /photos/... or /site-photos/... request path as CloudFront would read it: under its own prefix
 * once resolved, or nowhere.
 */
export const servedPhotoPath = (path: string, prefix: '/photos/' | '/site-photos/' = '/photos/'): string => {
  const resolved = new URL(path, 'http://site.local').pathname;
  return resolved.startsWith(prefix) ? resolved : `${prefix}not-served`;
};
