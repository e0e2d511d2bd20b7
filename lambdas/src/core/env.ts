/** Required configuration is read once, with a message that names the missing variable. */
export class MissingEnvironmentError extends Error {
  constructor(name: string) {
    super(`Environment variable ${name} is required but not set`);
    this.name = 'MissingEnvironmentError';
  }
}

export const requiredEnv = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value === '') throw new MissingEnvironmentError(name);
  return value;
};

export const optionalEnv = (name: string): string | undefined => process.env[name] || undefined;
