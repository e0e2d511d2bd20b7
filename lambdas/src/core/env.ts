/**
 * The functions read their environment only through these, by the names of the contract
 * (shared/src/function-environment.ts) that infra and the local stack set.
 */
import type { FunctionEnvName, RuntimeEnvName } from '@safe-haven/shared/function-environment';

/** Required configuration is read once, with a message that names the missing variable. */
export class MissingEnvironmentError extends Error {
  constructor(name: string) {
    super(`Environment variable ${name} is required but not set`);
    this.name = 'MissingEnvironmentError';
  }
}

export const requiredEnv = (name: FunctionEnvName): string => {
  const value = process.env[name];
  if (value === undefined || value === '') throw new MissingEnvironmentError(name);
  return value;
};

export const optionalEnv = (name: FunctionEnvName | RuntimeEnvName): string | undefined => process.env[name] || undefined;
