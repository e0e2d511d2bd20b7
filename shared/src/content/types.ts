/**
 * Shapes of the marketing content. Pages render these; the figures inside them are written once,
 * in the module that owns them, and interpolated everywhere else.
 */

/** Names of the inline icons the web app draws; content chooses, the page renders. */
export const CONTENT_ICONS = [
  'shield', 'mountain', 'water', 'power', 'cabin', 'community', 'compass', 'key', 'leaf', 'chart',
  'handshake', 'map', 'road', 'calendar', 'lock', 'star', 'trend', 'globe', 'document', 'clock',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

export interface Feature {
  icon: ContentIcon;
  title: string;
  description: string;
}

export interface Step {
  title: string;
  description: string;
}

/** A member's own words on the member page (Edit Content, What members say). */
export interface Testimonial {
  quote: string;
  /** Who said it, as they agreed to be named ("Dana R."). */
  author: string;
  /** A line under the name ("Founding member, Denver"). */
  detail: string;
  /**
   * The admin who saved it confirmed the member agreed to be quoted: the page shows only words
   * members really said, with their permission, and a save without the confirmation is refused.
   */
  permission: true;
}

/** A figure shown large with a short label under it, e.g. "24-48 hours" / "Response time". */
export interface KeyFigure {
  value: string;
  label: string;
}

export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro?: string;
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The first dialog an invitee sees: greeted by first name, with the inviter named. */
export interface WelcomeContent {
  title: (firstName: string) => string;
  body: (inviterName: string) => string;
  note: string;
  action: string;
}

/** The confirmation after an interested or maybe answer. */
export interface ConfirmationContent {
  title: string;
  body: string;
  nextSteps: readonly string[];
}

export interface AnswerLabels {
  interested: string;
  maybe: string;
  decline: string;
}

/** The one question before a decline is sent: confirm (`action`) or go back (`back`). */
export interface DeclineContent {
  title: string;
  body: string;
  action: string;
  back: string;
}

/** The parts of an invitation page that drive the answer flow; the same shape for every audience. */
export interface InvitationFlowContent {
  meta: { title: string; description: string };
  welcome: WelcomeContent;
  cta: SectionIntro;
  answers: AnswerLabels;
  /** The submit button is the same on every answer form: ANSWER_FORM_TEXT in form-fields.ts. */
  form: { interested: SectionIntro; maybe: SectionIntro };
  confirmation: { interested: ConfirmationContent; maybe: ConfirmationContent };
  decline: DeclineContent;
}

/**
 * The current raise's terms: GET /api/company/current-raise for staff, and inside
 * an investor's invitation read. A private placement shows them only to people it already has a
 * relationship with, so they are written in lambdas/ and never in the web build; the pages hold
 * only the wording around them (content/raise-terms.ts) and placeholders until they arrive.
 */
export interface RaiseTerms {
  amountUsd: number;
  equityPercent: number;
  preMoneyValuationUsd: number;
  /** The kind of security offered, as the term sheet names it. */
  instrument: string;
  /** The instrument as a headline tile: a short name and what it is. */
  instrumentHeadline: KeyFigure;
  minimumInvestmentUsd: number;
  /** e.g. 'Accredited investors only'. */
  eligibility: string;
  /** Shares of the raise by use, in the order they are shown; they sum to 100. */
  useOfFunds: RaiseUseOfFunds[];
  /** The target returns of the financial highlights: ranges, each with its label. */
  targetReturns: KeyFigure[];
  /** The projected timeline of the investor page, in order (content/site-content.ts). */
  timeline: TimelineMilestone[];
}

/** A line of the projected timeline: "Q4 2026" / "Initial resort launch". */
export interface TimelineMilestone {
  period: string;
  title: string;
  /** The first day of the period (YYYY-MM-DD), so the editor can say when a milestone is in the past. */
  startsOn: string;
}

export interface RaiseUseOfFunds {
  label: string;
  percent: number;
}
