/**
 * The site's Content-Security-Policy, written once: CloudFront sends it in AWS
 * (infra/lib/constructs/site.ts) and the local preview server the browser tests drive sends the same
 * (scripts/local/stack.ts), so a page that breaks it fails a test before it fails on a stage.
 */
export interface CspSources {
  /** Where Amplify signs in: the Cognito endpoint (cognito-local's address locally). */
  cognito: string;
  /** Where photos are uploaded to and read from: the photos bucket (the local S3 engine). */
  photos: string;
  /** Where admins upload documents to: the private documents bucket (the local S3 engine). */
  documents: string;
  /** Off on http://localhost, where there is no https to upgrade to. */
  upgradeInsecureRequests: boolean;
}

export const contentSecurityPolicy = ({ cognito, photos, documents, upgradeInsecureRequests }: CspSources): string =>
  [
    "default-src 'self'",
    // No inline script anywhere: the prerendered pages load theirs from /assets (load-after-paint.js).
    "script-src 'self'",
    // Chakra UI (emotion) injects style elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${photos}`,
    "font-src 'self' data:",
    `connect-src 'self' ${[...new Set([cognito, photos, documents])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
