/**
 * The DynamoDB operations each API route makes, with the capacity DynamoDB reports
 * (ReturnConsumedCapacity TOTAL, forced on every call), then what the stream handler does with the
 * records the request wrote. It walks the route table (shared/src/api-routes.ts): a route with a
 * request recipe below, or a GET without path parameters, is measured; any other route is listed as
 * not measured, so a new route shows up here until it gets a recipe.
 */
import { randomUUID } from 'node:crypto';
import { API_ROUTES, type ApiRoute } from '@safe-haven/shared/api-routes';
import { dynamo } from '@safe-haven/lambdas/core/aws-clients';
import type { LocalStack } from '../local/stack';
import { callApi, type ApiResponse } from '@safe-haven/testing/staff-users';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';
import { answerInvitation, readInvitation } from '@safe-haven/testing/public-api';

export interface Operation {
  command: string;
  capacityUnits: number | null;
}

export interface RouteCapacity {
  route: string;
  /** Status of the measured call; undefined when the route has no recipe. */
  status?: number;
  request: Operation[];
  stream: Operation[];
  note?: string;
}

/** What a recipe gets: the stack, a signed-in admin, and fresh invitation tokens on demand. */
export interface BenchContext {
  info: TestStackInfo;
  staffToken: string;
  /** A new, unanswered invitation's token (sent through the API, read from the local mailbox). */
  freshToken: () => Promise<string>;
}

/** `prepare` runs before the measurement (its own writes and stream work are not counted). */
interface Recipe {
  prepare?: (context: BenchContext) => Promise<string>;
  call: (context: BenchContext, prepared: string | undefined) => Promise<ApiResponse>;
}

const INVESTOR_ANSWER = { form: 'investor', answer: 'interested', firstName: 'B', lastName: 'M', email: 'b@invitee.test', phone: '(303) 555-0100', address: 'A', allocationRange: '50k-100k' };

const RECIPES: Partial<Record<string, Recipe>> = {
  SendInvitation: {
    call: ({ info, staffToken }) =>
      callApi(info, 'POST', '/invitations', {
        token: staffToken,
        body: { firstName: 'Bench', lastName: 'Mark', email: `bench-${randomUUID().slice(0, 8)}@invitee.test`, personalMessage: 'Hi', audience: 'investor', idempotencyKey: randomUUID() },
      }),
  },
  GetPublicInvitation: {
    prepare: ({ freshToken }) => freshToken(),
    call: ({ info }, token) => readInvitation(info, token!),
  },
  SubmitInviteeResponse: {
    prepare: ({ freshToken }) => freshToken(),
    call: ({ info }, token) => answerInvitation(info, token!, { body: INVESTOR_ANSWER }),
  },
};

const apiPath = (route: ApiRoute) => route.path.replace(/^\/api/, '');

/** A route's recipe, or a plain call when the route needs nothing but (for staff) a signed-in user. */
const recipeFor = (route: ApiRoute): Recipe | undefined =>
  RECIPES[route.id] ??
  (route.method === 'GET' && !route.path.includes('{')
    ? { call: ({ info, staffToken }) => callApi(info, 'GET', apiPath(route), route.access === 'staff' ? { token: staffToken } : {}) }
    : undefined);

let recorded: Operation[] | undefined;
let installed = false;

/** Counts every DynamoDB call of the handlers (and the stream handler) in this process. */
const installRecorder = () => {
  if (installed) return;
  installed = true;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = (args as { input: Record<string, unknown> }).input;
      if (recorded) input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (recorded) {
        const output = result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] };
        const consumed = Array.isArray(output.ConsumedCapacity) ? output.ConsumedCapacity : output.ConsumedCapacity ? [output.ConsumedCapacity] : [];
        recorded.push({ command: context.commandName ?? 'unknown', capacityUnits: consumed.length ? consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0) : null });
      }
      return result;
    },
    { step: 'initialize', name: 'benchCapacityRecorder' },
  );
};

/** Measures every route of the table; the stream poller is held during each request and drained after. */
export const measureRouteCapacity = async (stack: LocalStack, context: BenchContext): Promise<RouteCapacity[]> => {
  installRecorder();
  const results: RouteCapacity[] = [];
  for (const route of API_ROUTES as readonly ApiRoute[]) {
    const label = `${route.method} ${route.path}`;
    const recipe = recipeFor(route);
    if (!recipe) {
      results.push({ route: label, request: [], stream: [], note: 'not measured: add a request recipe in scripts/bench/route-capacity.ts' });
      continue;
    }
    // Anything the recipe needs beforehand (a fresh invitation) happens, with its stream work, first.
    const prepared = await recipe.prepare?.(context);
    await stack.poller.drain();
    stack.poller.pause();
    recorded = [];
    const response = await recipe.call(context, prepared);
    const request = recorded;
    recorded = [];
    await stack.poller.drain();
    const stream = recorded;
    recorded = undefined;
    results.push({ route: label, status: response.status, request, stream });
  }
  return results;
};
