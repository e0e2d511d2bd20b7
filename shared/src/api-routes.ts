/**
 * The API route table. The CDK stack creates one Lambda function and one HTTP API route per entry;
 * the local gateway serves the same entries with the same handlers, so the two cannot drift. Each
 * entry also declares exactly what its function may do (see function-permissions.ts): the stack
 * grants that and nothing more, and the local gateway refuses any other AWS call.
 */
import type { BackgroundFunction, FunctionPermissions, FunctionSizing } from './function-permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute extends FunctionSizing {
  /** Stable id: names the Lambda function and the CloudFormation logical id. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway v2 route path with {param} placeholders. */
  readonly path: string;
  /** Handler module under lambdas/src, without extension; it exports `handler`. */
  readonly handler: string;
  /** staff: a Cognito access token is required and the handler checks role and status; public: anonymous. */
  readonly access: 'staff' | 'public';
  readonly permissions: FunctionPermissions;
  /**
   * A public route that guards account access (founder code, account set-up): the edge allows
   * each client IP fewer requests to it than to the other public routes.
   */
  readonly signIn?: true;
  /**
   * Every route that is not a GET answers a repeated submission (same Idempotency-Key) with its first
   * result (lambdas/src/http/middleware/idempotent-requests.ts); a route that must not says why here.
   */
  readonly notIdempotent?: string;
  /**
   * Native packages the function loads at run time instead of bundling (their compiled part cannot be
   * bundled): the stack ships each in the function's asset, built for the functions' arm64 Linux
   * (infra/lib/constructs/native-modules.ts). Only the photo resizer has one.
   */
  readonly nativeModules?: readonly 'sharp'[];
  /**
   * Left out of X-Ray tracing, with the reason: a route every open dashboard polls makes most of a
   * stage's traces (and of its X-Ray bill) while each trace shows one read; its REPORT log lines and
   * the API's metrics still carry its durations and cold starts.
   */
  readonly untraced?: string;
}

/** Why the dashboard's polls are not traced (see ApiRoute.untraced). */
const POLLED = 'polled by every open dashboard (most of the stage\'s requests), one read each: traces would add cost, not insight';

/** Whether a route stores and replays the results of repeated submissions. */
export const isIdempotentRoute = (route: Pick<ApiRoute, 'method' | 'notIdempotent'>): boolean => route.method !== 'GET' && !route.notIdempotent;

/** A route's declared permissions plus the idempotency records every mutating route keeps. */
export const routePermissions = (route: ApiRoute): FunctionPermissions =>
  isIdempotentRoute(route) ? { ...route.permissions, idempotentRequests: true } : route.permissions;

/** The only scope the API accepts (staff-token-scope.ts). */
export { STAFF_TOKEN_SCOPE } from './staff-token-scope';

/*
 * Memory buys CPU here, not room: every bundle (300-450 KB) peaks near 50 MB once loaded, and
 * loading it takes 50-90 ms on a full core (medians of 11 runs on the dev machine). Lambda gives
 * 512 MB about 0.29 vCPU and 1,024 MB about 0.58, so a cold start's loading takes roughly 3.5x or
 * 1.7x that. 1,024 MB where a person waits on a cold start that decides a first impression or a
 * send (the invitee's page and answer, sending an invitation); 512 MB for the staff reads and the
 * stream consumer, which nobody waits on. At this app's volume either size costs cents a month.
 */
/** Every index Manage Invitations reads (lists by scope and filter, and prefix search). */
const INVITATION_LIST_INDEXES = [
  'allByCreated', 'allByAudience', 'allByStatus', 'senderByCreated', 'senderByAudience', 'senderByStatus',
  'teamByCreated', 'teamByAudience', 'teamByStatus', 'searchAll', 'searchSender', 'searchTeam',
  'orderByUpdated', 'orderByDue', 'orderByName', 'orderByTerm',
] as const;

export const API_ROUTES = [
  {
    // The profile; it records an older admin's or founder's one sign-in of grace (UpdateItem).
    id: 'GetMyProfile', method: 'GET', path: '/api/me', handler: 'profiles/get-my-profile', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] } },
  },
  {
    id: 'SignOut', method: 'POST', path: '/api/me/sign-out', handler: 'profiles/sign-out', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] }, cognito: ['AdminUserGlobalSignOut'] },
  },
  {
    id: 'GetInviteStats', method: 'GET', path: '/api/dashboard/invite-stats', handler: 'dashboard/get-invite-stats', access: 'staff', memoryMb: 512,
    untraced: POLLED,
    permissions: { table: { calls: ['GetItem', 'BatchGetItem'] } },
  },
  {
    id: 'SendInvitation', method: 'POST', path: '/api/invitations', handler: 'invitations/send-invitation', access: 'staff',
    notIdempotent: 'its own idempotency key, in the body, is written in the same transaction as the invitation', memoryMb: 1024,
    permissions: {
      // Reads: profile, idempotency record, recipient marker; the outbox claim and status are updates.
      // The sender's daily count is an Update inside the send's transaction.
      table: { calls: ['GetItem', 'UpdateItem'], transactWrite: ['ConditionCheck', 'Put', 'Update'] },
      sendEmail: true,
      siteOrigin: true,
      linkSigningKey: true,
      dailyInvitationCap: true,
    },
  },
  {
    id: 'ListInvitations', method: 'GET', path: '/api/invitations', handler: 'invitations/list-invitations', access: 'staff', memoryMb: 512,
    // One or more partitions of the list or search indexes, then the page's invitations; a sender
    // filter reads who added each named sender (profiles).
    permissions: { table: { calls: ['GetItem', 'BatchGetItem'], query: INVITATION_LIST_INDEXES } },
  },
  // CSV export and import.
  {
    id: 'ExportInvitations', method: 'GET', path: '/api/invitation-export', handler: 'invitations/export-invitations', access: 'staff', memoryMb: 1024,
    // Many pages of the list, not one: a part of up to EXPORT_PART_ROWS rows, well inside the HTTP API's 30 s.
    timeoutSeconds: 28,
    // Every page of the list's own reads (the list's indexes, the invitations, who added a named
    // sender), each answered invitation's answer (a Query of its partition), then one access-log
    // entry per exported invitation (BatchWriteItem).
    permissions: { table: { calls: ['GetItem', 'BatchGetItem', 'BatchWriteItem'], query: ['table', ...INVITATION_LIST_INDEXES] } },
  },
  {
    id: 'PreviewInvitationImport', method: 'POST', path: '/api/invitation-imports/preview', handler: 'invitations/preview-invitation-import', access: 'staff',
    // Up to 500 rows of four reads each, ten rows at a time.
    notIdempotent: 'a preview writes nothing', memoryMb: 512, timeoutSeconds: 20,
    // Per row: the staff-email marker, both suppression entries, the recipient marker (and the earlier
    // invitation it names); the sender's daily count once, against the stage's cap.
    permissions: { table: { calls: ['GetItem'] }, dailyInvitationCap: true },
  },
  {
    id: 'SendInvitationImport', method: 'POST', path: '/api/invitation-imports/send', handler: 'invitations/send-invitation-import', access: 'staff',
    notIdempotent: "each row carries its own idempotency key (the import and the address), written in the row's send transaction", memoryMb: 1024,
    // The single send's transaction per row; the email is left to the outbox sweeper (no SES call).
    permissions: {
      table: { calls: ['GetItem'], transactWrite: ['ConditionCheck', 'Put', 'Update'] },
      linkSigningKey: true,
      dailyInvitationCap: true,
    },
  },
  {
    id: 'GetInvitation', method: 'GET', path: '/api/invitations/{id}', handler: 'invitations/get-invitation', access: 'staff', memoryMb: 512,
    // Each opening is recorded in the access log: its entry and the viewer's latest-opening marker in one
    // transaction (the marker's condition keeps the dialog's re-reads from counting as new openings).
    permissions: { table: { calls: ['GetItem'], query: ['table'], transactWrite: ['Put'] } },
  },
  // Brand photos (a property's photo on Edit Content): a presigned upload under uploads/site-photos/,
  // then the save, which checks the bytes and makes the sizes under site-photos/ (CloudFront serves
  // /site-photos/*). The photo's record reaches the content with the content's next save.
  {
    id: 'CreateSitePhotoUpload', method: 'POST', path: '/api/admin/site-photos/upload', handler: 'site-photos/create-site-photo-upload', access: 'staff',
    notIdempotent: 'each upload needs its own presigned ticket, a credential not to store; an unused one expires', memoryMb: 512,
    // The browser's upload is this function's PutObject under uploads/site-photos/.
    permissions: { table: { calls: ['GetItem'] }, sitePhotoUploads: ['write'] },
  },
  {
    // Resizing is CPU work: 1,769 MB is one full vCPU, so a 12-megapixel photo's six files take about
    // 1.5 s (docs/performance.md, "Photos"); a run costs about what half the memory's twice-as-long run would.
    id: 'SaveSitePhoto', method: 'POST', path: '/api/admin/site-photos', handler: 'site-photos/save-site-photo', access: 'staff',
    memoryMb: 1769, timeoutSeconds: 28, nativeModules: ['sharp'],
    // Reads the upload (HEAD, then its bytes), writes the sizes, deletes the upload.
    permissions: { table: { calls: ['GetItem'] }, sitePhotoUploads: ['read', 'delete'], sitePhotos: ['write'] },
  },
  // Each invitation page's hero photo: the save makes its sizes over the page's fixed addresses under
  // site-photos/hero/ (shared/src/hero-photos.ts) and records the change in the content's access log.
  {
    id: 'SaveHeroPhoto', method: 'PUT', path: '/api/admin/site-photos/hero/{page}', handler: 'site-photos/save-hero-photo', access: 'staff',
    memoryMb: 1769, timeoutSeconds: 28, nativeModules: ['sharp'],
    permissions: { table: { calls: ['GetItem', 'PutItem'] }, sitePhotoUploads: ['read', 'delete'], sitePhotos: ['write'] },
  },
  {
    id: 'RemoveHeroPhoto', method: 'DELETE', path: '/api/admin/site-photos/hero/{page}', handler: 'site-photos/remove-hero-photo', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'PutItem'] }, sitePhotos: ['delete'] },
  },
  {
    id: 'UpdateInvitation', method: 'PATCH', path: '/api/invitations/{id}', handler: 'invitations/update-invitation', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'], query: ['table'] } },
  },
  {
    id: 'DeleteInvitation', method: 'DELETE', path: '/api/invitations/{id}', handler: 'invitations/delete-invitation', access: 'staff', memoryMb: 512,
    // Reads the invitation's partition and its recipient marker; the unsent email is cancelled with an update.
    permissions: { table: { calls: ['GetItem', 'UpdateItem'], query: ['table'], transactWrite: ['Delete'] } },
  },
  {
    id: 'EraseInvitee', method: 'POST', path: '/api/invitations/{id}/erase', handler: 'privacy/erase-invitee', access: 'staff', memoryMb: 512,
    // Finds the person's invitations (searchAll, recipient marker), reads each partition and the emails
    // about it (gsi2 ABOUT#), keeps its counted facts (counting now what the stream has not), deletes
    // everything else, then writes the hashed suppression and the audit record, all in transactions.
    permissions: { table: { calls: ['GetItem'], query: ['table', 'searchAll', 'gsi2'], transactWrite: ['Put', 'Update', 'Delete'] } },
  },
  {
    id: 'GetInvitationAccessLog', method: 'GET', path: '/api/invitations/{id}/access-log', handler: 'privacy/get-access-log', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['table'] } },
  },
  {
    id: 'ChangeInvitationStatus', method: 'POST', path: '/api/invitations/{id}/status', handler: 'invitations/change-invitation-status', access: 'staff', memoryMb: 512,
    // The status, the audit entry (Put, an item of its own), the note on the detail item, the marker.
    // A quick action that sends a document also writes its outbox email (the stream handler
    // delivers it), the personal link and its token marker (the link key hashes the token) in the same
    // transaction; the suppression list and the document are GetItem.
    permissions: { table: { calls: ['GetItem'], query: ['table'], transactWrite: ['Update', 'Put'] }, linkSigningKey: true, documentLinks: true },
  },
  {
    id: 'AddInvitationNote', method: 'POST', path: '/api/invitations/{id}/notes', handler: 'invitations/add-invitation-note', access: 'staff', memoryMb: 512,
    // Reads the invitation (visibility), writes an audit entry and the invitation's latest activity in
    // one transaction; the details are read back.
    permissions: { table: { calls: ['GetItem'], query: ['table'], transactWrite: ['Update', 'Put'] } },
  },
  {
    id: 'ResendInvitation', method: 'POST', path: '/api/invitations/{id}/resend', handler: 'invitations/resend-invitation', access: 'staff', memoryMb: 1024,
    // Like a send: the new email is claimed, delivered and recorded with updates.
    permissions: {
      table: { calls: ['GetItem', 'UpdateItem'], transactWrite: ['Update', 'ConditionCheck', 'Put'] },
      sendEmail: true,
      siteOrigin: true,
      linkSigningKey: true,
      // A resend is an email on the sender's behalf: it counts against the daily cap like a send.
      dailyInvitationCap: true,
    },
  },
  {
    id: 'MarkInvitationsSeen', method: 'POST', path: '/api/invitation-views', handler: 'invitations/mark-invitations-seen', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] } },
  },
  {
    id: 'GetUnreadCounts', method: 'GET', path: '/api/unread-counts', handler: 'dashboard/get-unread-counts', access: 'staff', memoryMb: 512,
    untraced: POLLED,
    permissions: { table: { calls: ['GetItem'] } },
  },
  // Follow-up: the sidebar's overdue and due-this-week counts, two COUNT Queries of the
  // due-date order per visible scope (docs/data-model.md, "Follow-up views").
  {
    id: 'GetFollowUpCounts', method: 'GET', path: '/api/follow-up-counts', handler: 'invitations/get-follow-up-counts', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['orderByDue'] } },
  },
  // Going cold: the limits every card reads, and an admin's change of them (one item).
  {
    id: 'GetGoingColdLimits', method: 'GET', path: '/api/going-cold-limits', handler: 'settings/get-going-cold-limits', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'] } },
  },
  {
    id: 'SetGoingColdLimits', method: 'PUT', path: '/api/admin/going-cold-limits', handler: 'settings/set-going-cold-limits', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'PutItem'] } },
  },
  {
    id: 'GetLeadgenStats', method: 'GET', path: '/api/leadgen-stats', handler: 'leadgens/get-leadgen-stats', access: 'staff', memoryMb: 512,
    // The profile list (admins) or a team (founders), the stats items, and 30 daily buckets per person.
    permissions: { table: { calls: ['GetItem', 'BatchGetItem'], query: ['table', 'gsi1', 'gsi2'] } },
  },
  // Funnel analytics: the Funnel page (admins and founders).
  {
    id: 'GetFunnel', method: 'GET', path: '/api/funnel', handler: 'funnel/get-funnel', access: 'staff', memoryMb: 512,
    // The viewer's funnel partition (one Query) and the senders' names (one BatchGet).
    permissions: { table: { calls: ['GetItem', 'BatchGetItem'], query: ['table'] } },
  },
  {
    id: 'GetTeam', method: 'GET', path: '/api/team', handler: 'team/get-team', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['gsi1', 'gsi2'] } },
  },
  {
    id: 'GetMyBadges', method: 'GET', path: '/api/me/badges', handler: 'team/get-my-badges', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['table'] } },
  },
  {
    id: 'CelebrateBadge', method: 'POST', path: '/api/me/badges/{badgeId}/celebrated', handler: 'team/celebrate-badge', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] } },
  },
  // Invitation and set-up tokens reach these routes in the request body, never in the path or query
  // string, so no CloudFront, WAF or API Gateway log holds one (hence a POST to read).
  {
    // The raise's terms for the Current Raise and Educate Myself pages: any active staff member
    // (checked by the handler, as every staff route does); invitees read them with their invitation.
    id: 'GetCurrentRaise', method: 'GET', path: '/api/company/current-raise', handler: 'company/get-current-raise', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'] } },
  },
  // Edit Content: the brand's versioned content (lambdas/src/data/content-version.ts). Staff read the
  // version in force (one GetItem; admins also Query the latest saves); admins save a new version in
  // one transaction with its access-log entry.
  {
    id: 'GetSiteContent', method: 'GET', path: '/api/content', handler: 'content/get-site-content', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['table'] } },
  },
  {
    id: 'SaveSiteContent', method: 'PUT', path: '/api/admin/content', handler: 'content/save-site-content', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['table'], transactWrite: ['Put'] } },
  },
  {
    id: 'GetPublicInvitation', method: 'POST', path: '/api/public/invitations/read', handler: 'invitee/get-public-invitation', access: 'public',
    notIdempotent: 'a read (POST only to keep the token out of the URL); each one the invitee\'s page makes is a view, counted again when repeated',
    memoryMb: 1024,
    // Opens: UpdateItem records the invitee's view on the invitation (openedAt, viewCount).
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] } },
  },
  {
    id: 'SubmitInviteeResponse', method: 'POST', path: '/api/public/invitations/response', handler: 'invitee/submit-response', access: 'public', memoryMb: 1024,
    // The inviter's notification is written to the outbox here; the stream handler renders and sends it.
    permissions: { table: { calls: ['GetItem'], transactWrite: ['Put', 'Update'] } },
  },
  // Staff onboarding: account set-up from a staff invitation and founder sign-up with a code. A person
  // waits on these (1,024 MB), and they guard account creation (signIn: the edge allows fewer requests).
  {
    id: 'GetStaffInvitation', method: 'POST', path: '/api/public/staff-invitations/read', handler: 'onboarding/get-staff-invitation', access: 'public',
    notIdempotent: 'a read (POST only to keep the token out of the URL)', memoryMb: 1024, signIn: true,
    permissions: { table: { calls: ['GetItem'] } },
  },
  {
    id: 'AcceptStaffInvitation', method: 'POST', path: '/api/public/staff-invitations/accept', handler: 'onboarding/accept-staff-invitation', access: 'public', memoryMb: 1024, signIn: true,
    // Claims (updates), the email reservation (put, delete), then one transaction (with a check that
    // the inviter is still allowed to invite that role); an admin account joins the roster, which is built from the active admins (profilesByRole) the first time.
    permissions: {
      table: { calls: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], transactWrite: ['Put', 'Update', 'Delete', 'ConditionCheck'], query: ['profilesByRole'] },
      cognito: ['AdminCreateUser', 'AdminGetUser', 'AdminSetUserPassword', 'AdminDeleteUser'],
    },
  },
  {
    id: 'ValidateSignupCode', method: 'POST', path: '/api/public/signup-codes/validate', handler: 'onboarding/validate-signup-code', access: 'public', memoryMb: 1024, signIn: true,
    // The global lock (get, put), rate-limit counters (updates), the code lookups, and the attempt log (put).
    permissions: { table: { calls: ['GetItem', 'PutItem', 'UpdateItem'] } },
  },
  {
    id: 'RequestFounderEmailProof', method: 'POST', path: '/api/public/founder-signup/email-proof', handler: 'onboarding/request-email-proof', access: 'public', memoryMb: 1024, signIn: true,
    // The code and the per-code counter, then the proof and its email in one transaction (the stream
    // delivers it: a public function sends no email); the digits' hash comes from the signing key.
    permissions: { table: { calls: ['GetItem', 'UpdateItem'], transactWrite: ['Put'] }, linkSigningKey: true },
  },
  {
    id: 'FounderSignup', method: 'POST', path: '/api/public/founder-signup', handler: 'onboarding/founder-signup', access: 'public', memoryMb: 1024, signIn: true,
    // As AcceptStaffInvitation: the reservation and the pending-user mark, then one transaction that
    // checks the code's creator is still an active admin.
    permissions: {
      table: { calls: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], transactWrite: ['Put', 'Update', 'Delete', 'ConditionCheck'] },
      cognito: ['AdminCreateUser', 'AdminGetUser', 'AdminSetUserPassword', 'AdminDeleteUser'],
    },
  },
  // "Forgot password?" (signIn: the edge allows fewer requests). The request's limits are counters
  // (updates); the person's profile is found by its email marker; a sent code is recorded in the
  // account history (a transaction Put). The confirmation ends the person's sessions (the profile's
  // mark in the same transaction as the history and the email telling them, then Cognito's sign-out).
  {
    id: 'RequestPasswordReset', method: 'POST', path: '/api/public/password-reset/request', handler: 'accounts/request-password-reset', access: 'public', memoryMb: 1024, signIn: true,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'], transactWrite: ['Put'] }, passwordReset: true },
  },
  {
    id: 'ConfirmPasswordReset', method: 'POST', path: '/api/public/password-reset/confirm', handler: 'accounts/confirm-password-reset', access: 'public', memoryMb: 1024, signIn: true,
    permissions: { table: { calls: ['GetItem'], transactWrite: ['Update', 'Put'] }, cognito: ['AdminUserGlobalSignOut'], passwordReset: true },
  },
  // Invite New User (admins and founders): the welcome email is delivered by the request.
  {
    id: 'InviteStaffUser', method: 'POST', path: '/api/staff-invitations', handler: 'team/invite-staff-user', access: 'staff', memoryMb: 1024,
    permissions: {
      table: { calls: ['GetItem', 'UpdateItem'], transactWrite: ['ConditionCheck', 'Put'] },
      sendEmail: true,
      siteOrigin: true,
      linkSigningKey: true,
    },
  },
  // Admin-only routes live under /api/admin/.
  {
    id: 'ListUsers', method: 'GET', path: '/api/admin/users', handler: 'team/list-users', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'BatchGetItem'], query: ['gsi1'] } },
  },
  {
    id: 'UpdateUser', method: 'PATCH', path: '/api/admin/users/{id}', handler: 'team/update-user', access: 'staff', memoryMb: 512,
    permissions: {
      // The roster of active admins is built from profilesByRole the first time it is needed.
      table: { calls: ['GetItem', 'PutItem'], transactWrite: ['Update'], query: ['profilesByRole'] },
      cognito: ['AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
    },
  },
  {
    id: 'DeleteUser', method: 'DELETE', path: '/api/admin/users/{id}', handler: 'team/delete-user', access: 'staff', memoryMb: 512,
    // The user's photo object goes with their personal data (docs/privacy.md).
    permissions: { table: { calls: ['GetItem', 'PutItem'], transactWrite: ['Update', 'Delete'], query: ['profilesByRole'] }, cognito: ['AdminDeleteUser'], photos: ['delete'] },
  },
  // Account recovery (admins, never on themselves): Cognito mails the person a reset code; the
  // two-factor reset turns their app off and ends their sessions. Each writes the account history and
  // the email that tells the person (outbox, delivered by the stream) in one transaction.
  {
    id: 'SendUserPasswordReset', method: 'POST', path: '/api/admin/users/{id}/password-reset', handler: 'team/send-password-reset', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], transactWrite: ['Put'] }, passwordReset: true },
  },
  {
    id: 'ResetUserTwoFactor', method: 'POST', path: '/api/admin/users/{id}/two-factor-reset', handler: 'team/reset-two-factor', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], transactWrite: ['Update', 'Put'] }, cognito: ['AdminSetUserMFAPreference', 'AdminUserGlobalSignOut'] },
  },
  {
    id: 'GetAccountHistory', method: 'GET', path: '/api/admin/users/{id}/account-history', handler: 'team/get-account-history', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['table'] } },
  },
  {
    id: 'ListStaffInvitations', method: 'GET', path: '/api/admin/staff-invitations', handler: 'team/list-staff-invitations', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['gsi1'] } },
  },
  {
    id: 'ResendStaffInvitation', method: 'POST', path: '/api/admin/staff-invitations/{id}/resend', handler: 'team/resend-staff-invitation', access: 'staff', memoryMb: 512,
    permissions: {
      table: { calls: ['GetItem', 'UpdateItem'], transactWrite: ['Update', 'Put'] },
      sendEmail: true,
      siteOrigin: true,
      linkSigningKey: true,
    },
  },
  {
    id: 'CancelStaffInvitation', method: 'DELETE', path: '/api/admin/staff-invitations/{id}', handler: 'team/cancel-staff-invitation', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'], transactWrite: ['Update', 'Delete'] } },
  },
  {
    id: 'ListSignupCodes', method: 'GET', path: '/api/admin/signup-codes', handler: 'signup-codes/list-signup-codes', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], query: ['gsi1'] } },
  },
  {
    id: 'CreateSignupCode', method: 'POST', path: '/api/admin/signup-codes', handler: 'signup-codes/create-signup-code', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'], transactWrite: ['Put'] } },
  },
  {
    id: 'SetSignupCodeActive', method: 'PATCH', path: '/api/admin/signup-codes/{id}', handler: 'signup-codes/set-signup-code-active', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] } },
  },
  // Edit Profile (every staff member, their own profile only).
  {
    id: 'UpdateMyProfile', method: 'PUT', path: '/api/me', handler: 'profiles/update-my-profile', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] } },
  },
  {
    id: 'CreatePhotoUpload', method: 'POST', path: '/api/me/photo/upload', handler: 'profiles/create-photo-upload', access: 'staff',
    notIdempotent: 'each upload needs its own presigned ticket, a credential not to store; an unused one expires', memoryMb: 512,
    // A presigned POST carries the signing function's rights: the browser's upload is its PutObject
    // (under uploads/, never served).
    permissions: { table: { calls: ['GetItem'] }, photoUploads: ['write'] },
  },
  {
    id: 'SaveMyPhoto', method: 'PUT', path: '/api/me/photo', handler: 'profiles/save-my-photo', access: 'staff', memoryMb: 512,
    // Reads the upload (size, then all of it), writes its clean copy to its public key, deletes the
    // upload and the old photo.
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] }, photoUploads: ['read', 'delete'], photos: ['write', 'delete'] },
  },
  {
    id: 'DeleteMyPhoto', method: 'DELETE', path: '/api/me/photo', handler: 'profiles/delete-my-photo', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] }, photos: ['delete'] },
  },
  // Documents and personal document links: the admins' Documents page, a lead's link.
  {
    id: 'ListDocuments', method: 'GET', path: '/api/admin/documents', handler: 'documents/list-documents', access: 'staff', memoryMb: 512,
    // The caller's profile, then the catalogue's document items in one BatchGetItem.
    permissions: { table: { calls: ['GetItem', 'BatchGetItem'] } },
  },
  {
    id: 'ListDocumentVersions', method: 'GET', path: '/api/admin/documents/{kind}/versions', handler: 'documents/list-document-versions', access: 'staff', memoryMb: 512,
    // The caller's profile and the document item (GetItem), and its newest versions: one Query of its partition.
    permissions: { table: { calls: ['GetItem'], query: ['table'] } },
  },
  {
    id: 'CreateDocumentUpload', method: 'POST', path: '/api/admin/documents/{kind}/upload', handler: 'documents/create-document-upload', access: 'staff',
    notIdempotent: 'each upload needs its own presigned ticket, a credential not to store; an unused one expires', memoryMb: 512,
    // The browser's upload is this function's PutObject under the documents bucket's uploads/ (never
    // served, removed after a day).
    permissions: { table: { calls: ['GetItem'] }, documentUploads: ['write'] },
  },
  {
    id: 'SaveDocumentVersion', method: 'POST', path: '/api/admin/documents/{kind}/versions', handler: 'documents/save-document-version', access: 'staff', memoryMb: 512,
    // Reads the upload (HEAD, then its bytes), writes the checked copy under documents/, deletes the
    // upload; the version item (Put) and the document item (Update) in one transaction.
    permissions: { table: { calls: ['GetItem'], transactWrite: ['Put', 'Update'] }, documentUploads: ['read', 'delete'], documents: ['write'] },
  },
  {
    id: 'OpenDocumentLink', method: 'POST', path: '/api/public/documents/open', handler: 'documents/open-document-link', access: 'public', memoryMb: 1024,
    notIdempotent: "a read (POST only to keep the token out of the URL); each one the lead's page makes is a view, counted again when repeated",
    // The token marker, the link, the invitation and the document (GetItem); a counted view updates the
    // link and the card (UpdateItem) and adds an audit entry (PutItem); the signed address reads documents/.
    permissions: { table: { calls: ['GetItem', 'UpdateItem', 'PutItem'] }, documents: ['read'] },
  },
  {
    id: 'RevokeDocumentLink', method: 'POST', path: '/api/invitations/{id}/document-links/{kind}/revoke', handler: 'documents/revoke-document-link', access: 'staff',
    memoryMb: 512,
    // Visibility (the invitation), then the link's withdrawal and its audit entry in one transaction; the details are read back.
    permissions: { table: { calls: ['GetItem'], query: ['table'], transactWrite: ['Update', 'Put'] } },
  },
  {
    // The second factor, changed only here (the user pool's web ACL refuses a browser's own calls):
    // whether one is on comes from Cognito (AdminGetUser), the change is made with the caller's token.
    id: 'StartTwoFactorSetup', method: 'POST', path: '/api/me/two-factor/setup', handler: 'profiles/start-two-factor-setup', access: 'staff',
    notIdempotent: 'each start makes a new secret key, which must not be stored; a repeat replaces the previous one', memoryMb: 512,
    permissions: { table: { calls: ['GetItem'] }, cognito: ['AdminGetUser'], secondFactor: true },
  },
  {
    id: 'ConfirmTwoFactorSetup', method: 'POST', path: '/api/me/two-factor/confirm', handler: 'profiles/confirm-two-factor-setup', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] }, secondFactor: true },
  },
  {
    id: 'TurnOffTwoFactor', method: 'POST', path: '/api/me/two-factor/disable', handler: 'profiles/turn-off-two-factor', access: 'staff', memoryMb: 512,
    permissions: { table: { calls: ['GetItem', 'UpdateItem'] }, cognito: ['AdminGetUser'], secondFactor: true },
  },
] as const satisfies readonly ApiRoute[];

/** The DynamoDB stream consumer: counters, unread counts, badges and the outbox emails no request waits for. */
export const STREAM_FUNCTION = {
  id: 'TableStream',
  handler: 'stream/handle-table-stream',
  memoryMb: 512,
  timeoutSeconds: 60,
  // Reading the stream itself is granted by the event source mapping. Emails are rendered at
  // delivery, so the consumer builds their links (site origin, link tokens); a notification whose
  // inviter is gone goes to an active admin (profilesByRole), the same Query that names the admins
  // who see every invitation (unread counts). Counters, unread states and badges: counted
  // facts and flips in transactions, badges created once (PutItem), a sender's stats items
  // (BatchGetItem), their daily buckets, badges and unread states (table Query), and the newest
  // invitation left after a deletion (senderByCreated). Offboarding: the pending staff invitations and
  // the founder codes (gsi1) of someone suspended, demoted or deleted are ended (updates, the link's
  // token marker deleted in the same transaction).
  permissions: {
    table: {
      calls: ['GetItem', 'UpdateItem', 'PutItem', 'BatchGetItem'],
      transactWrite: ['Put', 'Update', 'Delete'],
      query: ['table', 'profilesByRole', 'senderByCreated', 'gsi1'],
    },
    sendEmail: true,
    siteOrigin: true,
    linkSigningKey: true,
    // Live updates: posts each batch's changes to the connections of the people who may see them.
    liveConnections: 'post',
  },
} as const satisfies BackgroundFunction;

// --- Live updates ---
/**
 * The WebSocket API's $connect and $disconnect: checks the staff token and the person (GetItem of
 * the profile), puts the connection item, and at $disconnect finds it by its id (gsi1) and deletes it.
 */
export const LIVE_CONNECTIONS_FUNCTION = {
  id: 'LiveConnections',
  handler: 'live/live-connections',
  memoryMb: 512,
  timeoutSeconds: 10,
  // The person's profile; the connection items themselves through liveConnections (LIVE# alone).
  permissions: { table: { calls: ['GetItem'], query: ['gsi1'] }, liveConnections: 'accept' },
} as const satisfies BackgroundFunction;
// --- end live updates ---

/**
 * The outbox sweeper, on a schedule: delivers every email still due (pending past its grace period,
 * failed past its backoff, or claimed by a worker that died). It renders what it sends, so it builds
 * links and resolves notification recipients like the stream consumer.
 */
export const OUTBOX_SWEEPER_FUNCTION = {
  id: 'OutboxSweeper',
  handler: 'email/sweep-outbox',
  memoryMb: 512,
  // 45 s of sends paced at 80% of the SES rate (sweep-outbox.ts), each capped by the 3 s SES timeout.
  timeoutSeconds: 60,
  permissions: {
    // The due emails (gsi1 OUTBOX#DUE); a notification whose inviter is gone goes to an active admin.
    table: { calls: ['GetItem', 'UpdateItem'], query: ['gsi1', 'profilesByRole'] },
    sendEmail: true,
    siteOrigin: true,
    linkSigningKey: true,
  },
} as const satisfies BackgroundFunction;

/**
 * The retention sweeper, once a day: erases the personal data of invitations whose retention period
 * ended (docs/privacy.md), keeping their counts, with an audit record each.
 */
export const RETENTION_SWEEPER_FUNCTION = {
  id: 'RetentionSweeper',
  handler: 'privacy/sweep-retention',
  memoryMb: 512,
  // 100 invitations a run, a handful of small transactions each.
  timeoutSeconds: 300,
  permissions: {
    // Candidates from allByStatus, then BatchGet; each invitation's partition and its emails (gsi2
    // ABOUT#); its counted facts kept, its items deleted, the hashed suppression and audit written.
    table: { calls: ['GetItem', 'BatchGetItem'], query: ['table', 'allByStatus', 'gsi2'], transactWrite: ['Put', 'Update', 'Delete'] },
  },
} as const satisfies BackgroundFunction;

/**
 * The daily follow-up digest, every hour: staff whose local time is 8:00-8:59 and who have
 * something overdue or due today get one email a day (a create-only marker beside the outbox email).
 */
export const DAILY_DIGEST_FUNCTION = {
  id: 'DailyDigest',
  handler: 'digest/daily-digest',
  memoryMb: 512,
  // 500 staff in one hour's run: a marker read, a Query per scope and a BatchGet for each person due.
  timeoutSeconds: 300,
  permissions: {
    // The staff list (gsi1 PROFILES), their due leads (orderByDue) and those leads' names; the
    // marker and its outbox email in one transaction. The stream delivers the email.
    table: { calls: ['GetItem', 'BatchGetItem'], query: ['gsi1', 'orderByDue'], transactWrite: ['Put'] },
  },
} as const satisfies BackgroundFunction;

/**
 * SES events of the configuration set (bounce, complaint, delivery) from EventBridge: suppresses
 * the address, marks the outbox email and the invitation.
 */
export const SES_EVENTS_FUNCTION = {
  id: 'SesEvents',
  handler: 'email/handle-ses-event',
  memoryMb: 512,
  permissions: { table: { calls: ['PutItem', 'UpdateItem'] } },
} as const satisfies BackgroundFunction;

/** Routes only admins may call: every one of them lives under this prefix. */
export const ADMIN_ROUTE_PREFIX = '/api/admin/';

/** Every function that no route invokes. */
export const BACKGROUND_FUNCTIONS: readonly BackgroundFunction[] = [
  STREAM_FUNCTION, OUTBOX_SWEEPER_FUNCTION, SES_EVENTS_FUNCTION, RETENTION_SWEEPER_FUNCTION, DAILY_DIGEST_FUNCTION, LIVE_CONNECTIONS_FUNCTION,
];

/** A malformed %-escape stays as it was; the handler's schema then refuses it with a 400. */
const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Converts '/api/invitations/{id}' into a matcher that returns the path parameters. */
export const compileRoutePath = (path: string): ((actual: string) => Record<string, string> | null) => {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (actual) => {
    const match = regex.exec(actual);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeSegment(match[i + 1] ?? '')]));
  };
};
