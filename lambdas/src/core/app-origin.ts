import type { ApiEvent } from './http';
import { optionalEnv } from './env';

/**
 * The site's origin for links in emails. Deployed stages set APP_ORIGIN; when a stage has no
 * fixed domain the request's own Origin (the CloudFront site that called us) is used.
 */
export const appOrigin = (event: Pick<ApiEvent, 'headers'>): string => {
  const configured = optionalEnv('APP_ORIGIN');
  if (configured) return configured.replace(/\/$/, '');
  const origin = event.headers?.origin ?? (event.headers?.host ? `https://${event.headers.host}` : undefined);
  if (!origin) throw new Error('APP_ORIGIN is not set and the request has no Origin header');
  return origin.replace(/\/$/, '');
};
