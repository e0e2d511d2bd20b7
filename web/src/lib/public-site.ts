/**
 * Where an invitee's 'Return to Home' leads. The app's own home (/) is the staff sign-in, no place
 * for an invitee: the brand's public site when the stage names one (publicSiteUrl in /config.json),
 * else back to the invitation they came from, else /. Reads /config.json without zod: the
 * thank-you page is prerendered and budgeted, and needs one field.
 */
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';

export type HomeTarget = { kind: 'site'; href: string } | { kind: 'invitation' } | { kind: 'app' };

const cameFromInvitation = (): boolean => {
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin && Object.values(INVITATION_PATHS).includes(referrer.pathname as never);
  } catch {
    return false;
  }
};

export const resolveHomeTarget = async (): Promise<HomeTarget> => {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    const config = (await response.json()) as { publicSiteUrl?: unknown };
    if (typeof config.publicSiteUrl === 'string' && config.publicSiteUrl.startsWith('https://')) return { kind: 'site', href: config.publicSiteUrl };
  } catch {
    // No configuration: fall through to the invitation or the app.
  }
  return cameFromInvitation() && window.history.length > 1 ? { kind: 'invitation' } : { kind: 'app' };
};
