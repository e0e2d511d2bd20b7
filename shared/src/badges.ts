/**
 * The badge catalogue: what staff can earn for invitation activity. It is data owned by the code
 * (like the status table), so every deploy carries it and the stream handler evaluates it without a
 * read. Earned badges are stored per person; a badge is earned once, when its count first reaches
 * the criteria value, and kept even if the count later falls (a deleted invitation).
 */
export const BADGE_CRITERIA_TYPES = [
  'invitations_sent',
  'invitations_sent_weekly',
  'invitations_sent_monthly',
  'invitations_sent_quarterly',
  'interested_responses',
] as const;
export type BadgeCriteriaType = (typeof BADGE_CRITERIA_TYPES)[number];

/** Rolling windows of the windowed criteria, in days (today included). */
export const BADGE_WINDOW_DAYS: Partial<Record<BadgeCriteriaType, number>> = {
  invitations_sent_weekly: 7,
  invitations_sent_monthly: 30,
  invitations_sent_quarterly: 90,
};

/** Names of the icons the web app draws for badges. */
export type BadgeIcon = 'send' | 'megaphone' | 'rocket' | 'flame' | 'calendar' | 'trophy' | 'compass' | 'mountain' | 'handshake' | 'star' | 'crown';

export interface Badge {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly icon: BadgeIcon;
  readonly criteriaType: BadgeCriteriaType;
  readonly criteriaValue: number;
}

/** Ordered by criteria value within each type: the order the badges page shows them in. */
export const BADGES: readonly Badge[] = [
  { id: 'first-invitation', name: 'First Invitation', description: 'Sent your first invitation.', icon: 'send', criteriaType: 'invitations_sent', criteriaValue: 1 },
  { id: 'connector', name: 'Connector', description: 'Sent 10 invitations in all.', icon: 'megaphone', criteriaType: 'invitations_sent', criteriaValue: 10 },
  { id: 'ambassador', name: 'Ambassador', description: 'Sent 50 invitations in all.', icon: 'rocket', criteriaType: 'invitations_sent', criteriaValue: 50 },
  { id: 'busy-week', name: 'Busy Week', description: 'Sent 5 invitations within 7 days.', icon: 'flame', criteriaType: 'invitations_sent_weekly', criteriaValue: 5 },
  { id: 'week-on-fire', name: 'Week on Fire', description: 'Sent 15 invitations within 7 days.', icon: 'flame', criteriaType: 'invitations_sent_weekly', criteriaValue: 15 },
  { id: 'steady-month', name: 'Steady Month', description: 'Sent 10 invitations within 30 days.', icon: 'calendar', criteriaType: 'invitations_sent_monthly', criteriaValue: 10 },
  { id: 'month-champion', name: 'Month Champion', description: 'Sent 30 invitations within 30 days.', icon: 'trophy', criteriaType: 'invitations_sent_monthly', criteriaValue: 30 },
  { id: 'quarter-pathfinder', name: 'Quarter Pathfinder', description: 'Sent 25 invitations within 90 days.', icon: 'compass', criteriaType: 'invitations_sent_quarterly', criteriaValue: 25 },
  { id: 'quarter-summit', name: 'Quarter Summit', description: 'Sent 75 invitations within 90 days.', icon: 'mountain', criteriaType: 'invitations_sent_quarterly', criteriaValue: 75 },
  { id: 'first-yes', name: 'First Yes', description: 'One of your invitees said yes.', icon: 'handshake', criteriaType: 'interested_responses', criteriaValue: 1 },
  { id: 'rising-star', name: 'Rising Star', description: 'Five of your invitees said yes.', icon: 'star', criteriaType: 'interested_responses', criteriaValue: 5 },
  { id: 'rainmaker', name: 'Rainmaker', description: 'Fifteen of your invitees said yes.', icon: 'crown', criteriaType: 'interested_responses', criteriaValue: 15 },
];

export const badgeById = (id: string): Badge | undefined => BADGES.find((badge) => badge.id === id);

/** The counts a person's badges are measured against. */
export type BadgeCounts = Record<BadgeCriteriaType, number>;

/** Badges whose criteria the counts meet (earned or not yet). */
export const badgesMet = (counts: BadgeCounts, catalogue: readonly Badge[] = BADGES): Badge[] =>
  catalogue.filter((badge) => counts[badge.criteriaType] >= badge.criteriaValue);

/** The team card shows at most this many badges, then '+N more'. */
export const TEAM_CARD_MAX_BADGES = 3;
/** Length of the badge-earned dialog's animation. */
export const BADGE_CELEBRATION_MS = 3000;
