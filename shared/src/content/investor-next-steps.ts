/**
 * What happens after an investor's answer, per answer: listed by the confirmation dialog and again by
 * the thank-you page, so the two never disagree. A module of its own, because every invitation page
 * imports the thank-you link builder and must not carry the investor page's content with it.
 */
import { RESPONSE_TIME_INVESTORS } from '../constants';

export const INVESTOR_NEXT_STEPS = {
  interested: [
    `Our investor relations team contacts you within ${RESPONSE_TIME_INVESTORS}.`,
    'You receive the investor deck, and the investment summary under NDA.',
    'We arrange a call with the founders at a time that suits you.',
  ],
  maybe: [
    `Our investor relations team follows up within ${RESPONSE_TIME_INVESTORS}.`,
    'We send more information or call you, as you asked.',
    'You decide in your own time whether to go further.',
  ],
} as const;
