/**
 * My Lead Generators: one row per lead generator in the viewer's scope (a founder's own team; for an
 * admin every lead generator, or one active founder's team), each from the counters the stream
 * handler keeps: one BatchGet of the stats items per 100 people, which carry their last 30 days too,
 * so the reads do not grow with a Query per person (only someone whose item has not yet tracked a
 * whole window, in the 30 days after this layout, is read from their day buckets). Staff number in
 * the hundreds at most, so the profile list itself is read whole.
 */
import type { LeadgenStatsResponse, LeadgenStatsRow } from '@safe-haven/shared/api-types';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import { readDailySent, readSenderStats, SENT_WINDOW_DAYS, sentWithin } from '../data/invite-stats';
import { allProfilesNewestFirst, profilesAddedBy, type Profile } from '../data/profile';

/** The window of 'invites sent in the last 30 days'. */
export const LEADGEN_WINDOW_DAYS = SENT_WINDOW_DAYS;

const fullName = (profile: Profile) => `${profile.firstName} ${profile.lastName}`.trim() || profile.email;

export const leadgenStats = async (viewer: Profile, founderId: string | undefined, now: Date = new Date()): Promise<LeadgenStatsResponse> => {
  let team: Profile[];
  let founders: { id: string; name: string }[] | undefined;
  if (viewer.role === 'admin') {
    const everyone = await allProfilesNewestFirst();
    const activeFounders = everyone.filter((profile) => profile.role === 'founder' && profile.status === 'active');
    founders = activeFounders.map((founder) => ({ id: founder.id, name: fullName(founder) })).sort((a, b) => a.name.localeCompare(b.name));
    if (founderId && !activeFounders.some((founder) => founder.id === founderId)) {
      throw new BadRequestError('Choose one of the active founders.', { code: ERROR_CODES.UNKNOWN_FOUNDER });
    }
    team = founderId ? everyone.filter((profile) => profile.addedById === founderId) : everyone;
  } else {
    team = await profilesAddedBy(viewer.id);
  }
  const leadgens = team.filter((profile) => profile.role === 'leadgen' && profile.status !== 'deleted');
  const ids = leadgens.map((profile) => profile.id);
  const stats = await readSenderStats(ids, { now });
  const sentLast30Days = async (id: string) => stats.get(id)!.sentInWindow ?? sentWithin(await readDailySent(id, LEADGEN_WINDOW_DAYS, now), LEADGEN_WINDOW_DAYS, now);
  const windows = await Promise.all(ids.map(sentLast30Days));
  const rows: LeadgenStatsRow[] = leadgens
    .map((profile, i) => {
      const counters = stats.get(profile.id)!;
      return {
        leadgen_id: profile.id,
        leadgen_name: fullName(profile),
        leadgen_email: profile.email,
        status: profile.status,
        invites_sent_total: counters.ownSent,
        invites_sent_30d: windows[i]!,
        responses_yes: counters.yesCount,
        responses_maybe: counters.maybeCount,
        responses_no: counters.noCount,
        last_invite_at: counters.lastInviteAt ?? null,
      };
    })
    .sort((a, b) => a.leadgen_name.localeCompare(b.leadgen_name));
  return {
    rows,
    summary: {
      total_leadgens: rows.length,
      invites_30d: rows.reduce((sum, row) => sum + row.invites_sent_30d, 0),
      total_yes: rows.reduce((sum, row) => sum + row.responses_yes, 0),
    },
    ...(founders ? { founders } : {}),
  };
};
