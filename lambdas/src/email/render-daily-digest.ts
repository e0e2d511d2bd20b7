import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { siteLink } from '../core/site-origin';
import type { Renderer } from './renderers';
import { dailyDigestEmail } from './templates/daily-digest-email';

/** The daily digest; every link from the stage's configured origin (never from a request). */
export const renderDailyDigest: Renderer<'daily-digest'> = async (email, message, origin) => {
  if (!email.to) throw new Error(`Daily digest ${email.id} has no recipient`);
  const list = (query: Record<string, string>) => siteLink(origin, `${DASHBOARD_PATHS.manageInvitations}?${new URLSearchParams(query)}`);
  return {
    to: email.to,
    ...dailyDigestEmail({
      recipientFirstName: message.recipientFirstName,
      leads: message.leads.map((lead) => ({ ...lead, link: list({ search: lead.email }) })),
      more: message.more,
      overdueLink: list({ due: 'overdue' }),
      weekLink: list({ due: 'week' }),
    }),
  };
};
