/**
 * Live updates: the WebSocket channel on which the stream tells a signed-in tab that
 * something it shows has changed. The browser, the connection handler, the stream's fan-out, the
 * local gateway and the CDK stack read these names from here.
 *
 * The session travels in the handshake's Sec-WebSocket-Protocol header, as the second of two
 * offered subprotocols (`[LIVE_PROTOCOL, accessToken]`), never in the URL: URLs land in CloudFront's
 * and API Gateway's access logs, headers do not (the WebSocket API's access log format names no
 * header, and its execution logs with data tracing stay off). The server answers with
 * LIVE_PROTOCOL only, so the token is never echoed.
 */

/** The path CloudFront routes to the WebSocket API (its stage is named after it). */
export const LIVE_PATH = '/live';
export const LIVE_STAGE = 'live';

/** The partition of a person's connection items (`LIVE#<profileId>`): the live functions' writes are held to it. */
export const LIVE_CONNECTION_KEY_PREFIX = 'LIVE#';

/** The subprotocol the browser offers first and the server accepts. */
export const LIVE_PROTOCOL = 'safe-haven.live.v1';

/**
 * API Gateway closes a connection after 2 hours, or after 10 minutes without a message; the browser
 * renews it before either (RENEW_AFTER_MS) and the item expires (TTL) a little after the hard limit,
 * in case $disconnect never ran.
 */
export const LIVE_CONNECTION_MAX_SECONDS = 2 * 60 * 60;
export const LIVE_CONNECTION_ITEM_TTL_SECONDS = LIVE_CONNECTION_MAX_SECONDS + 10 * 60;
/** Renewed before API Gateway's idle limit (10 minutes) ends it. */
export const LIVE_RENEW_AFTER_MS = 9 * 60 * 1000;

/**
 * A tab reads what changed at most once in this window: the first message at once, the messages that
 * follow within the window together at its end. At a campaign's peak (answers every few hundred
 * milliseconds, a stream batch each) a tab then makes one read a second instead of one per batch,
 * and the capacity model sizes the staff routes on it (infra/lib/capacity-model.ts). One second keeps
 * a change that follows another within two seconds of reaching the page (the window, then one read).
 */
export const LIVE_REFRESH_WINDOW_MS = 1_000;

/** How often the counts and cards are read while a tab has no live connection. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

/**
 * The one message the server sends: which invitations the viewer may see changed since the last
 * message (ids only, at most LIVE_MAX_IDS; more and `more` is true). No personal data: the browser
 * reads what changed through the API, with its own rights.
 */
export interface LiveChangedMessage {
  type: 'changed';
  invitationIds: string[];
  more: boolean;
}
export const LIVE_MAX_IDS = 20;

export const isLiveChangedMessage = (value: unknown): value is LiveChangedMessage =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'changed' &&
  Array.isArray((value as { invitationIds?: unknown }).invitationIds);

/**
 * The access token out of the handshake's Sec-WebSocket-Protocol header: exactly two offered
 * subprotocols, LIVE_PROTOCOL first. Anything else is no token (the connection is refused).
 */
export const tokenFromProtocolHeader = (header: string | undefined): string | undefined => {
  const offered = (header ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  return offered.length === 2 && offered[0] === LIVE_PROTOCOL ? offered[1] : undefined;
};
