/**
 * What happens after a land owner's answer, per answer: listed by the confirmation dialog and again by
 * the thank-you page, so the two never disagree (the thank-you page told an interested owner "deck or
 * call, as you asked", a choice only the Maybe form offers). A module of its own, as
 * investor-next-steps.ts, so the thank-you page does not carry the land owner page's content.
 */
import { RESPONSE_TIME_MEMBERS } from '../constants';

export const LAND_OWNER_NEXT_STEPS = {
  interested: [
    `Our land team reviews your property within ${RESPONSE_TIME_MEMBERS}.`,
    'We send our land partner deck and arrange a call.',
    'Together we look at which partnership model suits your land.',
  ],
  maybe: [
    `Our land team reviews your details within ${RESPONSE_TIME_MEMBERS}.`,
    'We send the pitch deck or call you, as you asked.',
    'You decide in your own time whether to go further.',
  ],
} as const;
