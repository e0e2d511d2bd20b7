/**
 * Headers the edge (CloudFront, or the local web proxy standing in for it) adds to every API request.
 * Names are lower case, as API Gateway and Node hand them to the functions.
 */

/** Carries a secret only CloudFront knows: the API refuses requests without it (they skipped the edge and its firewall). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The viewer's IP and port as CloudFront saw the connection (`203.0.113.7:51234`, `2001:db8::1:51234`).
 * Unlike X-Forwarded-For, whose first entries are whatever the client sent, the viewer cannot set it.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Added by the functions to their own Cognito calls that change a second factor: the user pool's web
 * ACL refuses those calls without it, so a browser with an access token cannot turn a factor off or
 * replace it without the API's password-and-code check.
 */
export const SERVER_CALL_HEADER = 'x-safe-haven-server';
