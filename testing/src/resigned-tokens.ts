/**
 * A staff token re-signed with the Cognito emulator's own key (the one its JWKS publishes), with
 * claims changed: an expired token, otherwise exactly what the pool issued, so that a refusal can only
 * be the change's. Tests only: the emulator's key ships in its package and signs nothing real.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK, type JWTHeaderParameters } from 'jose';

const emulatorKey = async () => {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return importJWK((JSON.parse(readFileSync(file, 'utf8')) as { jwk: JWK }).jwk, 'RS256');
};

export const resignedToken = async (token: string, changes: Record<string, unknown> = {}): Promise<string> =>
  new SignJWT({ ...decodeJwt(token), ...changes })
    .setProtectedHeader(decodeProtectedHeader(token) as JWTHeaderParameters)
    .sign(await emulatorKey());
