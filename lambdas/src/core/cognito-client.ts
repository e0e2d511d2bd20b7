/** The Cognito client, in its own module so only the functions that manage users bundle it. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { watched } from './aws-clients';
import { optionalEnv } from './env';

let cognito: CognitoIdentityProviderClient | undefined;
export const cognitoClient = (): CognitoIdentityProviderClient => {
  cognito ??= watched(
    'cognito-idp',
    new CognitoIdentityProviderClient({ region: optionalEnv('AWS_REGION') ?? 'us-east-1', endpoint: optionalEnv('COGNITO_ENDPOINT') }),
  );
  return cognito;
};
