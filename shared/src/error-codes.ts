/**
 * Every `code` the API puts in a refusal's body (`{ message, code }`), once. Handlers throw them and
 * the web compares with them, so a renamed code breaks the typecheck on both sides instead of
 * silently turning a precise message into a generic one. Each route's possible codes are a union in
 * api-contract.ts, and the type of any of them is ErrorCode (error-code.ts).
 *
 * One constant per code, imported as a namespace (`import * as ERROR_CODES from ...`): bundlers keep
 * only the codes a page or a function uses, so the invitee's pages carry one string, not the table.
 */
// Any route: the edge, the request's body and the session.
export const DIRECT_ACCESS = 'DIRECT_ACCESS';
export const INVALID_JSON = 'INVALID_JSON';
export const VALIDATION_FAILED = 'VALIDATION_FAILED';
export const UNAUTHORIZED = 'UNAUTHORIZED';
export const INACTIVE = 'INACTIVE';
export const FORBIDDEN_ROLE = 'FORBIDDEN_ROLE';
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
// Repeated submissions (Idempotency-Key).
export const INVALID_IDEMPOTENCY_KEY = 'INVALID_IDEMPOTENCY_KEY';
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
/** 409: a repeat that arrives while the first request is still running (the browser waits and asks again). */
export const REQUEST_IN_PROGRESS = 'REQUEST_IN_PROGRESS';
// Invitations and the pipeline.
export const INVALID_EMAIL = 'INVALID_EMAIL';
export const ALREADY_REGISTERED = 'ALREADY_REGISTERED';
export const ALREADY_INVITED_ACTIVE = 'ALREADY_INVITED_ACTIVE';
export const ALREADY_CLOSED = 'ALREADY_CLOSED';
export const EMAIL_SUPPRESSED = 'EMAIL_SUPPRESSED';
export const DAILY_INVITATION_CAP = 'DAILY_INVITATION_CAP';
export const INVALID_CURSOR = 'INVALID_CURSOR';
export const INVITATION_NOT_FOUND = 'INVITATION_NOT_FOUND';
export const STATUS_CHANGED = 'STATUS_CHANGED';
export const ACTION_NOT_AVAILABLE = 'ACTION_NOT_AVAILABLE';
export const TRANSITION_NOT_ALLOWED = 'TRANSITION_NOT_ALLOWED';
export const DELETE_FORBIDDEN = 'DELETE_FORBIDDEN';
export const NOT_RESENDABLE = 'NOT_RESENDABLE';
export const RECIPIENT_TAKEN = 'RECIPIENT_TAKEN';
export const ERASE_FORBIDDEN = 'ERASE_FORBIDDEN';
export const CONFIRMATION_MISMATCH = 'CONFIRMATION_MISMATCH';
export const ACCESS_LOG_FORBIDDEN = 'ACCESS_LOG_FORBIDDEN';
export const UNKNOWN_FOUNDER = 'UNKNOWN_FOUNDER';
// CSV import.
export const IMPORT_FILE_INVALID = 'IMPORT_FILE_INVALID';
// The invitee's pages.
export const INVALID_INVITATION = 'INVALID_INVITATION';
export const ALREADY_ANSWERED = 'ALREADY_ANSWERED';
export const WRONG_FORM = 'WRONG_FORM';
// Onboarding: account set-up and founder sign-up.
export const INVITATION_INVALID = 'INVITATION_INVALID';
export const CODE_INVALID = 'CODE_INVALID';
export const RATE_LIMITED = 'RATE_LIMITED';
export const EMAIL_EXISTS = 'EMAIL_EXISTS';
export const WEAK_PASSWORD = 'WEAK_PASSWORD';
export const COMMON_PASSWORD = 'COMMON_PASSWORD';
export const SIGNUP_IN_PROGRESS = 'SIGNUP_IN_PROGRESS';
export const EMAIL_PROOF_REQUIRED = 'EMAIL_PROOF_REQUIRED';
export const EMAIL_PROOF_WRONG = 'EMAIL_PROOF_WRONG';
export const EMAIL_PROOF_EXPIRED = 'EMAIL_PROOF_EXPIRED';
export const EMAIL_PROOF_NOT_NEEDED = 'EMAIL_PROOF_NOT_NEEDED';
// "Forgot password?" and an admin's account recovery.
export const CODE_WRONG = 'CODE_WRONG';
export const CODE_EXPIRED = 'CODE_EXPIRED';
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';
export const NOT_YOURSELF = 'NOT_YOURSELF';
export const NOT_ACTIVE = 'NOT_ACTIVE';
export const NOT_SENT = 'NOT_SENT';
export const NO_TWO_FACTOR = 'NO_TWO_FACTOR';
// Manage Users, staff invitations and signup codes.
export const NOT_FOUND = 'NOT_FOUND';
export const DELETED = 'DELETED';
export const LAST_ADMIN = 'LAST_ADMIN';
export const STALE = 'STALE';
export const ROLE_NOT_ALLOWED = 'ROLE_NOT_ALLOWED';
export const ALREADY_PENDING = 'ALREADY_PENDING';
export const INVITATION_IN_USE = 'INVITATION_IN_USE';
// Edit Profile: the photo and the second factor.
export const INVALID_FILE_TYPE = 'INVALID_FILE_TYPE';
export const FILE_TOO_LARGE = 'FILE_TOO_LARGE';
export const TOO_MANY_PIXELS = 'TOO_MANY_PIXELS';
export const UPLOAD_MISSING = 'UPLOAD_MISSING';
// Brand photos (Edit Content): smaller than the smallest size made.
export const PHOTO_TOO_SMALL = 'PHOTO_TOO_SMALL';
export const PASSWORD_WRONG = 'PASSWORD_WRONG';
export const CHECK_REQUIRED = 'CHECK_REQUIRED';
// Documents and personal document links.
export const DOCUMENT_LINK_INVALID = 'DOCUMENT_LINK_INVALID';
export const DOCUMENT_LINK_NOT_FOUND = 'DOCUMENT_LINK_NOT_FOUND';

/** What any route may answer before its handler runs: the edge check and the body's parsing. */
export type RequestErrorCode = typeof DIRECT_ACCESS | typeof INVALID_JSON | typeof VALIDATION_FAILED;

/** What a staff route may answer about the caller's session and standing (require-staff). */
export type StaffErrorCode =
  | typeof UNAUTHORIZED
  | typeof INACTIVE
  | typeof FORBIDDEN_ROLE
  | typeof TWO_FACTOR_REQUIRED;

/** What a route that replays repeated submissions may answer about the Idempotency-Key. */
export type IdempotencyErrorCode =
  | typeof INVALID_IDEMPOTENCY_KEY
  | typeof IDEMPOTENCY_KEY_REUSED
  | typeof REQUEST_IN_PROGRESS;
