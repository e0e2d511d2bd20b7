/**
 * The API route table. The CDK stack creates one Lambda function and one HTTP API route per entry;
 * the local gateway serves the same entries with the same handlers, so the two cannot drift.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  /** Stable id: names the Lambda function and the CloudFormation logical id. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway v2 route path with {param} placeholders. */
  readonly path: string;
  /** Handler module under lambdas/src, without extension; it exports `handler`. */
  readonly handler: string;
  /** staff: a Cognito JWT is required and the handler checks role and status; public: anonymous. */
  readonly access: 'staff' | 'public';
}

export const API_ROUTES = [
  { id: 'GetMyProfile', method: 'GET', path: '/api/me', handler: 'profiles/get-my-profile', access: 'staff' },
  { id: 'GetInviteStats', method: 'GET', path: '/api/dashboard/invite-stats', handler: 'dashboard/get-invite-stats', access: 'staff' },
  { id: 'SendInvitation', method: 'POST', path: '/api/invitations', handler: 'invitations/send-invitation', access: 'staff' },
  { id: 'GetPublicInvitation', method: 'GET', path: '/api/public/invitations/{token}', handler: 'invitee/get-public-invitation', access: 'public' },
  { id: 'SubmitInviteeResponse', method: 'POST', path: '/api/public/invitations/{token}/response', handler: 'invitee/submit-response', access: 'public' },
  // Staff onboarding: account set-up from a staff invitation and founder sign-up with a code.
  { id: 'GetStaffInvitation', method: 'GET', path: '/api/public/staff-invitations/{token}', handler: 'onboarding/get-staff-invitation', access: 'public' },
  { id: 'AcceptStaffInvitation', method: 'POST', path: '/api/public/staff-invitations/{token}/accept', handler: 'onboarding/accept-staff-invitation', access: 'public' },
  { id: 'ValidateSignupCode', method: 'POST', path: '/api/public/signup-codes/validate', handler: 'onboarding/validate-signup-code', access: 'public' },
  { id: 'FounderSignup', method: 'POST', path: '/api/public/founder-signup', handler: 'onboarding/founder-signup', access: 'public' },
  // Invite New User (admins and founders).
  { id: 'InviteStaffUser', method: 'POST', path: '/api/staff-invitations', handler: 'team/invite-staff-user', access: 'staff' },
  // Admin-only routes live under /api/admin/.
  { id: 'ListUsers', method: 'GET', path: '/api/admin/users', handler: 'team/list-users', access: 'staff' },
  { id: 'UpdateUser', method: 'PATCH', path: '/api/admin/users/{id}', handler: 'team/update-user', access: 'staff' },
  { id: 'DeleteUser', method: 'DELETE', path: '/api/admin/users/{id}', handler: 'team/delete-user', access: 'staff' },
  { id: 'ListStaffInvitations', method: 'GET', path: '/api/admin/staff-invitations', handler: 'team/list-staff-invitations', access: 'staff' },
  { id: 'ResendStaffInvitation', method: 'POST', path: '/api/admin/staff-invitations/{id}/resend', handler: 'team/resend-staff-invitation', access: 'staff' },
  { id: 'CancelStaffInvitation', method: 'DELETE', path: '/api/admin/staff-invitations/{id}', handler: 'team/cancel-staff-invitation', access: 'staff' },
  { id: 'ListSignupCodes', method: 'GET', path: '/api/admin/signup-codes', handler: 'signup-codes/list-signup-codes', access: 'staff' },
  { id: 'CreateSignupCode', method: 'POST', path: '/api/admin/signup-codes', handler: 'signup-codes/create-signup-code', access: 'staff' },
  { id: 'SetSignupCodeActive', method: 'PATCH', path: '/api/admin/signup-codes/{id}', handler: 'signup-codes/set-signup-code-active', access: 'staff' },
  // Edit Profile (every staff member, their own profile only).
  { id: 'UpdateMyProfile', method: 'PUT', path: '/api/me', handler: 'profiles/update-my-profile', access: 'staff' },
  { id: 'CreatePhotoUpload', method: 'POST', path: '/api/me/photo/upload', handler: 'profiles/create-photo-upload', access: 'staff' },
  { id: 'SaveMyPhoto', method: 'PUT', path: '/api/me/photo', handler: 'profiles/save-my-photo', access: 'staff' },
  { id: 'DeleteMyPhoto', method: 'DELETE', path: '/api/me/photo', handler: 'profiles/delete-my-photo', access: 'staff' },
  { id: 'SyncTwoFactor', method: 'POST', path: '/api/me/two-factor/sync', handler: 'profiles/sync-two-factor', access: 'staff' },
] as const satisfies readonly ApiRoute[];

/**
 * The routes that create, disable, delete or read Cognito users; the stack gives only these the
 * user pool's id and its admin actions.
 */
export const COGNITO_ROUTE_IDS = ['AcceptStaffInvitation', 'FounderSignup', 'UpdateUser', 'DeleteUser', 'SyncTwoFactor'] as const satisfies readonly (typeof API_ROUTES)[number]['id'][];

/** Routes only admins may call: every one of them lives under this prefix. */
export const ADMIN_ROUTE_PREFIX = '/api/admin/';

/** The DynamoDB stream consumer: counters, unread counts and badges. */
export const STREAM_HANDLER = 'stream/handle-table-stream';

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
