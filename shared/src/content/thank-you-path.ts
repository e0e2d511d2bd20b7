/**
 * Where an answer leads: the thank-you page's address. A module of its own so that the invitation
 * pages, which only link there, do not carry the thank-you page's texts (content/thank-you.ts).
 */
import type { Audience } from '../audiences';

export const THANK_YOU_PATH = '/thank-you';

export const THANK_YOU_ANSWERS = ['interested', 'maybe', 'decline'] as const;
export type ThankYouAnswer = (typeof THANK_YOU_ANSWERS)[number];

/** The link to the thank-you page after an answer. */
export const thankYouPath = (audience: Audience, answer: ThankYouAnswer): string => `${THANK_YOU_PATH}?audience=${audience}&answer=${answer}`;
