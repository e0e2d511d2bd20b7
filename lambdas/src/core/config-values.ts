/**
 * Configuration known only after deploy (the CloudFront domain) or secret (the link-signing key).
 * Each value comes from the variable itself (local stack, or a value fixed at synth), or else from
 * where SOURCES says: an SSM parameter or a Secrets Manager secret, whose name the variable holds.
 * Parameters and secrets are read through the AWS Parameters and Secrets Lambda extension (a local
 * HTTP call with the function's own credentials: no SDK client in the bundle), once per container.
 */
import type { FunctionEnvName } from '@safe-haven/shared/function-environment';
import { MissingEnvironmentError, optionalEnv } from './env';

export type ConfigValueName = 'APP_ORIGIN' | 'LINK_SIGNING_KEY';

/** Where each value may come from after deploy: the site origin from SSM, the signing key from Secrets Manager. */
const SOURCES: Record<ConfigValueName, { parameter?: FunctionEnvName; secret?: FunctionEnvName }> = {
  APP_ORIGIN: { parameter: 'APP_ORIGIN_PARAMETER' },
  LINK_SIGNING_KEY: { secret: 'LINK_SIGNING_KEY_SECRET' },
};

export class ConfigValueError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigValueError';
  }
}

const fromExtension = async (path: string, pick: (body: Record<string, unknown>) => unknown, what: string): Promise<string> => {
  const port = optionalEnv('PARAMETERS_SECRETS_EXTENSION_HTTP_PORT') ?? '2773';
  const response = await fetch(`http://localhost:${port}${path}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': optionalEnv('AWS_SESSION_TOKEN') ?? '' },
    signal: AbortSignal.timeout(3000),
  }).catch((cause: unknown) => {
    throw new ConfigValueError(`Could not reach the Parameters and Secrets extension for ${what}`, { cause });
  });
  if (!response.ok) throw new ConfigValueError(`Reading ${what} failed with HTTP ${response.status}`);
  const value = pick((await response.json()) as Record<string, unknown>);
  if (typeof value !== 'string' || value === '') throw new ConfigValueError(`${what} is empty`);
  return value;
};

const load = (name: ConfigValueName): Promise<string> => {
  const literal = optionalEnv(name);
  if (literal) return Promise.resolve(literal);
  const sources = SOURCES[name];
  const parameter = sources.parameter && optionalEnv(sources.parameter);
  if (parameter) {
    return fromExtension(
      `/systemsmanager/parameters/get?name=${encodeURIComponent(parameter)}&withDecryption=true`,
      (body) => (body.Parameter as { Value?: unknown } | undefined)?.Value,
      `SSM parameter ${parameter}`,
    );
  }
  const secret = sources.secret && optionalEnv(sources.secret);
  if (secret) return fromExtension(`/secretsmanager/get?secretId=${encodeURIComponent(secret)}`, (body) => body.SecretString, `secret ${secret}`);
  return Promise.reject(new MissingEnvironmentError([name, sources.parameter, sources.secret].filter(Boolean).join(' or ')));
};

const cache = new Map<ConfigValueName, Promise<string>>();

/** The value, read once per container; a failed read is retried by the next call. */
export const configValue = (name: ConfigValueName): Promise<string> => {
  let pending = cache.get(name);
  if (!pending) {
    pending = load(name);
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
};

/** For tests that change the environment between cases. */
export const forgetConfigValues = (): void => cache.clear();
