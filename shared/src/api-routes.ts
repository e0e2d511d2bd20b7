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
] as const satisfies readonly ApiRoute[];

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
