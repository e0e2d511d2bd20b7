/**
 * The four public calls that carry a link's token, as the pages make them: the token in the JSON
 * body (never the path or query string, which CloudFront and WAF log). Paths come from the route
 * table, so the tests follow it.
 */
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import type { TestStackInfo } from './test-stack';
import { callApi, type ApiResponse, type CallOptions } from './staff-users';

type TokenRouteId = 'GetPublicInvitation' | 'SubmitInviteeResponse' | 'GetStaffInvitation' | 'AcceptStaffInvitation';

/** The route's path as callApi takes it (without the leading /api). */
export const publicPath = (id: TokenRouteId): string => {
  const route = API_ROUTES.find((candidate) => candidate.id === id)!;
  return route.path.replace(/^\/api/, '');
};

const withToken = <T>(id: TokenRouteId) =>
  (stack: TestStackInfo, token: string, options: CallOptions = {}): Promise<ApiResponse<T>> =>
    callApi<T>(stack, 'POST', publicPath(id), { ...options, body: { token, ...(options.body as object | undefined) } });

/** What an invitee's page reads. */
export const readInvitation = <T = Record<string, unknown>>(stack: TestStackInfo, token: string, options?: CallOptions) =>
  withToken<T>('GetPublicInvitation')(stack, token, options);
/** An invitee's answer: `options.body` is the answer's own fields. */
export const answerInvitation = <T = Record<string, unknown>>(stack: TestStackInfo, token: string, options?: CallOptions) =>
  withToken<T>('SubmitInviteeResponse')(stack, token, options);
/** What the account set-up page reads. */
export const readStaffInvitation = <T = Record<string, unknown>>(stack: TestStackInfo, token: string, options?: CallOptions) =>
  withToken<T>('GetStaffInvitation')(stack, token, options);
/** Creating the invited account: `options.body` is `{ password }`. */
export const acceptStaffInvitation = <T = Record<string, unknown>>(stack: TestStackInfo, token: string, options?: CallOptions) =>
  withToken<T>('AcceptStaffInvitation')(stack, token, options);
