/** The invitation status machine: every status and the moves between them, written once for server and browser. */
import type { Pipeline } from './audiences';

export const INVITATION_STATUSES = [
  'sent', 'yes', 'maybe', 'no',
  'interested_yes', 'interested_maybe', 'pitch_sent', 'follow_up_sent',
  'invited_to_zoom', 'attended_zoom', 'no_show_zoom', 'packet_sent', 'loi_signed', 'activated',
  'investor_deck_sent', 'investment_summary_sent', 'docs_sent', 'wiring_instructions_sent', 'funds_received', 'closed',
  'land_pitch_deck_sent', 'terms_summary_sent', 'terms_signed', 'zoning_approval_in_process',
  'member_marketing_started', 'partner_onboarded',
  'archived_not_interested',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * The Manage Invitations status filter: every status, grouped as people work them (the invitee's
 * answer, the shared interest stages, then each pipeline in its order). Not a short list of common
 * statuses: a lead in Pitch Sent or Docs Sent must be findable too.
 */
export const STATUS_FILTER_GROUPS: readonly { label: string; statuses: readonly InvitationStatus[] }[] = [
  { label: 'Answer', statuses: ['sent', 'yes', 'maybe', 'no'] },
  { label: 'Interest', statuses: ['interested_yes', 'interested_maybe'] },
  {
    label: 'Member pipeline',
    statuses: ['pitch_sent', 'follow_up_sent', 'invited_to_zoom', 'attended_zoom', 'no_show_zoom', 'packet_sent', 'loi_signed', 'activated'],
  },
  { label: 'Investor pipeline', statuses: ['investor_deck_sent', 'investment_summary_sent', 'docs_sent', 'wiring_instructions_sent', 'funds_received', 'closed'] },
  {
    label: 'Land owner pipeline',
    statuses: ['land_pitch_deck_sent', 'terms_summary_sent', 'terms_signed', 'zoning_approval_in_process', 'member_marketing_started', 'partner_onboarded'],
  },
  { label: 'Archived', statuses: ['archived_not_interested'] },
];

const ARCHIVE = 'archived_not_interested';

export const ALLOWED_TRANSITIONS: Record<InvitationStatus, readonly InvitationStatus[]> = {
  sent: ['yes', 'maybe', 'no'],
  yes: ['interested_yes'],
  maybe: ['interested_maybe', ARCHIVE],
  no: [ARCHIVE],
  interested_yes: ['invited_to_zoom', ARCHIVE],
  interested_maybe: ['pitch_sent', 'follow_up_sent', 'interested_yes', ARCHIVE],
  pitch_sent: ['follow_up_sent', 'interested_yes', ARCHIVE],
  follow_up_sent: ['interested_yes', ARCHIVE],
  invited_to_zoom: ['attended_zoom', 'no_show_zoom'],
  attended_zoom: ['packet_sent'],
  no_show_zoom: ['invited_to_zoom', ARCHIVE],
  packet_sent: ['loi_signed'],
  loi_signed: ['activated'],
  activated: [],
  investor_deck_sent: ['investment_summary_sent', ARCHIVE],
  investment_summary_sent: ['docs_sent', ARCHIVE],
  docs_sent: ['wiring_instructions_sent', ARCHIVE],
  wiring_instructions_sent: ['funds_received', ARCHIVE],
  funds_received: ['closed'],
  closed: [],
  land_pitch_deck_sent: ['terms_summary_sent', ARCHIVE],
  terms_summary_sent: ['terms_signed', ARCHIVE],
  terms_signed: ['zoning_approval_in_process'],
  zoning_approval_in_process: ['member_marketing_started'],
  member_marketing_started: ['partner_onboarded'],
  partner_onboarded: [],
  archived_not_interested: [],
};

/**
 * The statuses an invitation may move to next. The transition table follows the member pipeline
 * (interested_yes leads to invited_to_zoom), while the investor and land owner quick actions start
 * from interested_yes too (investor_deck_sent, land_pitch_deck_sent); so the next statuses are the
 * table's plus the quick-action targets of the invitation's own pipeline.
 */
export const nextStatuses = (pipeline: Pipeline, from: InvitationStatus): readonly InvitationStatus[] => {
  const quick = (QUICK_ACTIONS[pipeline][from] ?? []).map((action) => action.to);
  return [...new Set([...ALLOWED_TRANSITIONS[from], ...quick])];
};

export const canTransition = (pipeline: Pipeline, from: InvitationStatus, to: InvitationStatus): boolean =>
  nextStatuses(pipeline, from).includes(to);

export interface QuickAction {
  /** The action's name in the specification: also what the browser sends to name it. */
  label: string;
  to: InvitationStatus;
  /** What its name says goes to the lead ('pitch deck'): the product does not email it yet. */
  sends?: string;
}

export const QUICK_ACTIONS: Record<Pipeline, Partial<Record<InvitationStatus, readonly QuickAction[]>>> = {
  member: {
    interested_yes: [{ label: 'Invite to Zoom', to: 'invited_to_zoom', sends: 'Zoom invitation' }],
    invited_to_zoom: [
      { label: 'Mark Attended', to: 'attended_zoom' },
      { label: 'Mark No-Show', to: 'no_show_zoom' },
    ],
    attended_zoom: [{ label: 'Send Packet & LOI', to: 'packet_sent', sends: 'packet & LOI' }],
    packet_sent: [{ label: 'Mark LOI Signed', to: 'loi_signed' }],
    interested_maybe: [
      { label: 'Send Pitch Deck', to: 'pitch_sent', sends: 'pitch deck' },
      { label: 'Send Follow-up', to: 'follow_up_sent', sends: 'follow-up' },
    ],
  },
  investor: {
    interested_yes: [{ label: 'Send Investor Deck', to: 'investor_deck_sent', sends: 'investor deck' }],
    investor_deck_sent: [{ label: 'Send Investment Summary', to: 'investment_summary_sent', sends: 'investment summary' }],
    investment_summary_sent: [{ label: 'Send Docs', to: 'docs_sent', sends: 'documents' }],
    docs_sent: [{ label: 'Send Wiring Instructions', to: 'wiring_instructions_sent', sends: 'wiring instructions' }],
    wiring_instructions_sent: [{ label: 'Mark Funds Received', to: 'funds_received' }],
  },
  landowner: {
    interested_yes: [{ label: 'Send Land Pitch Deck', to: 'land_pitch_deck_sent', sends: 'land pitch deck' }],
    land_pitch_deck_sent: [{ label: 'Send Terms Summary', to: 'terms_summary_sent', sends: 'terms summary' }],
    terms_summary_sent: [{ label: 'Mark Terms Signed', to: 'terms_signed' }],
    terms_signed: [{ label: 'Start Zoning Process', to: 'zoning_approval_in_process' }],
    zoning_approval_in_process: [{ label: 'Start Member Marketing', to: 'member_marketing_started' }],
  },
};

export const quickActionNote = (label: string): string => `Action: ${label}`;

/**
 * What a quick action's button says when it cannot send: no document uploaded on Documents, or no
 * meeting link in the staff member's profile. A button that said 'Send' would then let a lead
 * generator believe the prospect has the deck, so it says what it does ('Mark pitch deck sent') and
 * asks first; the audit trail records the same words.
 */
export const quickActionButtonLabel = (action: QuickAction): string => (action.sends ? `Mark ${action.sends} sent` : action.label);

export const QUICK_ACTION_MESSAGES = {
  nothingEmailed: (action: QuickAction, toLabel: string) =>
    `Nothing will be emailed: Safe Haven cannot send the ${action.sends ?? 'document'} yet. Send it yourself, then mark it here to move this lead to ${toLabel}.`,
  confirm: 'Mark as sent',
  cancel: 'Cancel',
  none: 'No quick actions for this status.',
  /** A status with no quick action of its own (an invitee's Yes): the way on is Update Status. */
  noneMoveOn: (nextLabels: readonly string[]) => `No quick actions for this status. Move it on with Update Status below: ${nextLabels.join(' or ')}.`,
} as const;

/**
 * A "closed record" blocks a re-invite (ALREADY_CLOSED): the invitee said no, was archived or converted.
 * Every other status is an open record that blocks a duplicate invite (ALREADY_INVITED_ACTIVE) until it expires.
 */
export const CLOSED_STATUSES: readonly InvitationStatus[] = [
  'no', ARCHIVE, 'activated', 'closed', 'partner_onboarded',
];
export const isClosedStatus = (status: InvitationStatus): boolean => CLOSED_STATUSES.includes(status);

/** The public answer and the status it sets. */
export const INVITEE_CHOICES = ['yes', 'maybe', 'no'] as const;
export type InviteeChoice = (typeof INVITEE_CHOICES)[number];

export const RESPONSE_TYPES = ['interested', 'maybe_info', 'maybe_call', 'not_interested'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

export const choiceForResponseType = (type: ResponseType): InviteeChoice =>
  type === 'interested' ? 'yes' : type === 'not_interested' ? 'no' : 'maybe';

/** How each status reads on a card, a filter or the audit trail. */
export const STATUS_LABELS: Record<InvitationStatus, string> = {
  sent: 'Sent',
  yes: 'Yes',
  maybe: 'Maybe',
  no: 'No',
  interested_yes: 'Interested (Yes)',
  interested_maybe: 'Interested (Maybe)',
  pitch_sent: 'Pitch Sent',
  follow_up_sent: 'Follow-up Sent',
  invited_to_zoom: 'Invited to Zoom',
  attended_zoom: 'Attended Zoom',
  no_show_zoom: 'No-Show (Zoom)',
  packet_sent: 'Packet & LOI Sent',
  loi_signed: 'LOI Signed',
  activated: 'Activated',
  investor_deck_sent: 'Investor Deck Sent',
  investment_summary_sent: 'Investment Summary Sent',
  docs_sent: 'Docs Sent',
  wiring_instructions_sent: 'Wiring Instructions Sent',
  funds_received: 'Funds Received',
  closed: 'Closed',
  land_pitch_deck_sent: 'Land Pitch Deck Sent',
  terms_summary_sent: 'Terms Summary Sent',
  terms_signed: 'Terms Signed',
  zoning_approval_in_process: 'Zoning Approval in Process',
  member_marketing_started: 'Member Marketing Started',
  partner_onboarded: 'Partner Onboarded',
  archived_not_interested: 'Archived (Not Interested)',
};

/** The quick action of a pipeline that leads from one status to another, if any. */
export const quickActionFor = (pipeline: Pipeline, from: InvitationStatus, label: string): QuickAction | undefined =>
  (QUICK_ACTIONS[pipeline][from] ?? []).find((action) => action.label === label);

/** A first move out of 'sent' to yes, maybe or no is the invitee's answer (given by them, or recorded by staff). */
export const answerOf = (from: InvitationStatus, to: InvitationStatus): InviteeChoice | undefined =>
  from === 'sent' && (INVITEE_CHOICES as readonly string[]).includes(to) ? (to as InviteeChoice) : undefined;

/** Resend is offered while the invitation still waits for an answer. */
export const RESENDABLE_STATUSES: readonly InvitationStatus[] = ['sent'];

/**
 * Every status an invitation of this pipeline can reach from 'sent' (the table's moves and the
 * pipeline's quick actions). A list filtered by an audience and a status outside its set is empty
 * by construction, so the list answers it without reading anything.
 */
export const reachableStatuses = (pipeline: Pipeline): ReadonlySet<InvitationStatus> => {
  const reached = new Set<InvitationStatus>(['sent']);
  const queue: InvitationStatus[] = ['sent'];
  while (queue.length > 0) {
    for (const next of nextStatuses(pipeline, queue.shift()!)) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached;
};
