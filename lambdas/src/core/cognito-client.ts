/** The Cognito client, in its own module so only the functions that manage users bundle it. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SERVER_CALL_HEADER } from '@safe-haven/shared/edge';
import { watched } from './aws-clients';
import { optionalEnv } from './env';

let cognito: CognitoIdentityProviderClient | undefined;
export const cognitoClient = (): CognitoIdentityProviderClient => {
  if (cognito) return cognito;
  cognito = watched(
    'cognito-idp',
    new CognitoIdentityProviderClient({ region: optionalEnv('AWS_REGION') ?? 'us-east-1', endpoint: optionalEnv('COGNITO_ENDPOINT') }),
  );
  // The user pool's web ACL lets second-factor changes through only with this header (see
  // infra/lib/constructs/user-pool-firewall.ts): a browser holding an access token cannot send it.
  const secret = optionalEnv('SERVER_CALL_SECRET');
  if (secret) {
    cognito.middlewareStack.add(
      (next) => (args) => {
        (args.request as { headers: Record<string, string> }).headers[SERVER_CALL_HEADER] = secret;
        return next(args);
      },
      { step: 'build', name: 'serverCallHeader' },
    );
  }
  return cognito;
};
