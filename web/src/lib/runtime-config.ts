/** /config.json, parsed once; written at deploy time (CDK) or served by the local gateway. */
import { runtimeConfigSchema, type RuntimeConfig } from '@safe-haven/shared/runtime-config';

let pending: Promise<RuntimeConfig> | undefined;

export const loadRuntimeConfig = (): Promise<RuntimeConfig> => {
  pending ??= fetch('/config.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
      return response.json();
    })
    .then((raw) => {
      const parsed = runtimeConfigSchema.safeParse(raw);
      if (!parsed.success) {
        throw new Error(`/config.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      return parsed.data;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
};
