/**
 * Fills the gaps of the Cognito emulator (cognito-local 5.3) that the handlers reach. It has no
 * AdminUserGlobalSignOut: the call is answered here as a success, without revoking the user's
 * refresh tokens in the emulator. What that call protects in AWS is still enforced locally by the
 * profile's sessionsRevokedAt (every token of an earlier sign-in gets 401); only a refresh token
 * kept from before the sign-out can still mint new tokens from the emulator, which AWS would refuse.
 */
import type { MiddlewareStack } from '@smithy/types';
import type { AwsService } from '@safe-haven/lambdas/core/aws-clients';

const ANSWERED_LOCALLY = new Set(['AdminUserGlobalSignOutCommand']);

export const fillCognitoGaps = (service: AwsService, stack: MiddlewareStack<object, object>): void => {
  if (service !== 'cognito-idp') return;
  stack.add(
    ((next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) => async (args: unknown) =>
      ANSWERED_LOCALLY.has(context.commandName ?? '') ? { output: { $metadata: { httpStatusCode: 200 } }, response: {} } : next(args)) as never,
    // After the permission check, so an undeclared call is still refused.
    { step: 'initialize', priority: 'low', name: 'localCognitoGaps' },
  );
};
