import type { ApiEvent } from './http';
import { optionalEnv } from './env';

/**
 * The site's origin for links in emails. Deployed stages set APP_ORIGIN; when a stage has no fixed
 * domain the request's Origin (the CloudFront site whose page called us; browsers send it on POST)
 * is used. The Host header is not: behind CloudFront it names the API, and a link there would break.
 */
export const appOrigin = (event: Pick<ApiEvent, 'headers'>): string => {
  const configured = optionalEnv('APP_ORIGIN');
  if (configured) return configured.replace(/\/$/, '');
  const origin = event.headers?.origin;
  if (!origin) throw new Error('APP_ORIGIN is not set and the request has no Origin header: set appOrigin for this stage in cdk.json');
  return origin.replace(/\/$/, '');
};
