/** What the API says of a request in general, and the field rules every form shares. */

/** API-level errors that are not specific to one screen. */
export const API_MESSAGES = {
  unauthorized: 'You must be signed in to do this.',
  forbiddenInactive: 'Your account is not active. Please contact an administrator.',
  forbiddenRole: "You don't have permission to do this.",
  notFound: 'Not found.',
  invalidJson: 'The request body must be valid JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  tooLarge: 'The request is too large.',
  /** The edge (AWS WAF) refused a client that sent too many requests in a few minutes. */
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  /** Shown on the dashboard when reads have failed as busy (429, 5xx, no answer) for a while. */
  serverBusy: 'The server is busy or out of reach, so what you see may be a little out of date. We keep trying.',
  /** A request that did not come through the site (CloudFront) reached the API. */
  directAccess: 'This API only answers requests made through the Safe Haven site.',
  /** The access token was issued before the user signed out everywhere (or was suspended). */
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** Field rules shared by every form. */
export const FIELD_MESSAGES = {
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  singleLine: (field: string) => `${field} must be one line of plain text, without line breaks, tabs or invisible control characters.`,
  invisibleCharacters: (field: string) => `${field} contains invisible control characters. Please retype it.`,
  invalidPhone: (field: string) => `${field} must be a phone number, e.g. (303) 555-0142, or +44 20 7946 0958 with its country code`,
} as const;
