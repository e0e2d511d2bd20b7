/**
 * The SPA reads /config.json at start; one build serves every stage and the local stack. Written
 * with zod/mini (validation/mini.ts, the classic API's messages): every staff page parses it, and
 * the classic API would add about 11 KB gzipped to each of them.
 */
import * as z from './validation/mini';

export const runtimeConfigSchema = z.object({
  stage: z.string().check(z.minLength(1)),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only locally: the Cognito emulator's endpoint. */
  userPoolEndpoint: z.optional(z.url()),
  /** USER_PASSWORD_AUTH for the emulator (no SRP), USER_SRP_AUTH in AWS. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  supportEmail: z.optional(z.email()),
  /** The brand's public website, where an invitee's 'Return to Home' leads (see web/src/lib/public-site.ts). */
  publicSiteUrl: z.optional(z.url().check(z.startsWith('https://'))),
  /** The stage's time zone (IANA), which applies to anyone who has not chosen one in Edit Profile. */
  teamTimeZone: z.optional(z.string().check(z.minLength(1))),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
