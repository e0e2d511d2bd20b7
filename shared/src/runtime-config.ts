/** The SPA reads /config.json at start; one build serves every stage and the local stack. */
import * as z from 'zod';

export const runtimeConfigSchema = z.object({
  stage: z.string().min(1),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Only locally: the Cognito emulator's endpoint. */
  userPoolEndpoint: z.string().url().optional(),
  /** USER_PASSWORD_AUTH for the emulator (no SRP), USER_SRP_AUTH in AWS. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  supportEmail: z.string().email().optional(),
  /** The brand's public website, where an invitee's 'Return to Home' leads (see web/src/lib/public-site.ts). */
  publicSiteUrl: z.string().url().startsWith('https://').optional(),
  /** The stage's time zone (IANA), which applies to anyone who has not chosen one in Edit Profile. */
  teamTimeZone: z.string().min(1).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
