/**
 * 'Going cold': a lead whose status has not changed for longer
 * than its status's limit is flagged on its card, so nobody lets it slip. An admin may change each
 * limit (Manage Invitations, 'Going cold limits'); these are the defaults until they do.
 *
 * Why these figures: an invitation unanswered for a week (Sent 7) is worth a resend or a call; a
 * 'maybe' cools faster than silence (Maybe 5), a 'yes' faster still (Yes 2: the interest step is one
 * click); a pitch, deck or summary gets a week to be read (7); a Zoom to be booked two weeks (Invited
 * to Zoom 14), while after the call or a no-show the next move is due within days (3); paperwork
 * (packet, docs, terms) takes longer (10 to 14), and zoning or marketing runs for months (60, 30).
 * Final statuses (Activated, Closed, Partner Onboarded, Archived, No) never go cold.
 */
import { INVITATION_STATUSES, type InvitationStatus } from './invitation-status';

/** Days without a status change; null: the status never goes cold. */
export type GoingColdLimits = Record<InvitationStatus, number | null>;

export const DEFAULT_GOING_COLD_DAYS: GoingColdLimits = {
  sent: 7,
  yes: 2,
  maybe: 5,
  no: null,
  interested_yes: 3,
  interested_maybe: 5,
  pitch_sent: 7,
  follow_up_sent: 7,
  invited_to_zoom: 14,
  attended_zoom: 3,
  no_show_zoom: 3,
  packet_sent: 10,
  loi_signed: 14,
  activated: null,
  investor_deck_sent: 7,
  investment_summary_sent: 7,
  docs_sent: 10,
  wiring_instructions_sent: 7,
  funds_received: 5,
  closed: null,
  land_pitch_deck_sent: 7,
  terms_summary_sent: 10,
  terms_signed: 14,
  zoning_approval_in_process: 60,
  member_marketing_started: 30,
  partner_onboarded: null,
  archived_not_interested: null,
};

export const MAX_GOING_COLD_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored limits over the defaults (a status the admin never set keeps its default). */
export const effectiveGoingColdLimits = (stored: Partial<Record<string, number | null>> | undefined): GoingColdLimits => {
  const limits = { ...DEFAULT_GOING_COLD_DAYS };
  for (const status of INVITATION_STATUSES) {
    const value = stored?.[status];
    if (value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_GOING_COLD_DAYS)) limits[status] = value;
  }
  return limits;
};

export interface ColdCandidate {
  status: InvitationStatus;
  createdAt: string;
  /** When the status last changed; a lead still in its first status counts from its sending. */
  statusUpdatedAt?: string;
}

/** Since when the lead has been in its status. */
export const inStatusSince = (lead: ColdCandidate): string => lead.statusUpdatedAt ?? lead.createdAt;

/** Whether the lead has stayed in its status for longer than the status's limit, at `now` (ms). */
export const isGoingCold = (lead: ColdCandidate, limits: GoingColdLimits, now: number): boolean => {
  const days = limits[lead.status];
  if (days === null || days === undefined) return false;
  return now - Date.parse(inStatusSince(lead)) > days * DAY_MS;
};

export const GOING_COLD_LABEL = 'Going cold';

/** What the card, the admin's form and the handler say. */
export const GOING_COLD_MESSAGES = {
  notANumber: `Enter a whole number of days from 1 to ${MAX_GOING_COLD_DAYS}, or leave it empty for never`,
  tooFew: 'At least 1 day',
  tooMany: `At most ${MAX_GOING_COLD_DAYS} days`,
  unknownStatus: 'Not a known status',
  saved: 'Going cold limits saved',
  saveFailed: 'The limits could not be saved',
  cardHint: (days: number) => `No status change for more than ${days} ${days === 1 ? 'day' : 'days'}`,
} as const;

export interface GoingColdSettingsView {
  limits: GoingColdLimits;
  /** When an admin last saved them; absent while every limit is the default. */
  updatedAt?: string;
  updatedByName?: string;
}
