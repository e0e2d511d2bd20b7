/**
 * The thank-you page (/thank-you) shown after an answer. The default next steps are the member's;
 * the land owner's and investor's answers, and the declines that lead here, get their own, chosen by
 * the link's `audience` and `answer` (see `thankYouPath`).
 */
import { AUDIENCES, type Audience } from '../audiences';
import { RESPONSE_TIME_MEMBERS } from '../constants';
import { INVESTOR_NEXT_STEPS } from './investor-next-steps';
import { LAND_OWNER_NEXT_STEPS } from './land-owner-next-steps';
import type { Step } from './types';

export { THANK_YOU_ANSWERS, THANK_YOU_PATH, thankYouPath, type ThankYouAnswer } from './thank-you-path';

export interface ThankYouContent {
  body: string;
  nextSteps: readonly Step[];
}

export const THANK_YOU = {
  meta: { title: 'Thank You | Safe Haven', description: 'Your response has been received. Here is what happens next.' },
  title: 'Thank You!',
  body: 'We have received your response and truly appreciate your time.',
  nextStepsTitle: 'What happens next',
  nextSteps: [
    { title: 'We review your response', description: `Our team reviews every response within ${RESPONSE_TIME_MEMBERS}.` },
    { title: 'Personal follow-up', description: 'You receive a personalised follow-up about membership opportunities.' },
    { title: 'A conversation, on your schedule', description: 'We arrange a conversation at a time that suits you.' },
  ],
} as const;

type Answered = 'interested' | 'maybe';

/**
 * A land owner's or investor's next steps are the ones the confirmation dialog just listed for the
 * same answer (their *-next-steps.ts modules), each under its own short title.
 */
const answeredPages = (body: string, steps: Record<Answered, readonly string[]>, titles: Record<Answered, readonly string[]>) => {
  const page = (answer: Answered): ThankYouContent => ({
    body,
    nextSteps: steps[answer].map((description, index) => ({ title: titles[answer][index]!, description })),
  });
  return { interested: page('interested'), maybe: page('maybe') } as const;
};

const LAND_OWNER_ANSWERED = answeredPages('We have received your property details and truly appreciate your time.', LAND_OWNER_NEXT_STEPS, {
  interested: ['We review your property', 'Our deck, then a call', 'The right partnership'],
  maybe: ['We review your details', 'As you asked', 'In your own time'],
});

const INVESTOR_ANSWERED = answeredPages('We have received your response and truly appreciate your time.', INVESTOR_NEXT_STEPS, {
  interested: ['We review your response', 'The details', 'A conversation, on your schedule'],
  maybe: ['We review your response', 'As you asked', 'In your own time'],
});

const DECLINED: ThankYouContent = {
  body: 'We have received your answer and truly appreciate you taking the time to consider it.',
  nextSteps: [
    { title: 'Nothing more is needed', description: 'We let the person who invited you know your answer.' },
    { title: 'If things change', description: 'Reply to your invitation email: it reaches the person who invited you.' },
  ],
};

/** What the page says for the link's audience and answer; the member's text for anything else. */
export const thankYouContent = (audience?: string | null, answer?: string | null): ThankYouContent => {
  const knownAudience = (AUDIENCES as readonly string[]).includes(audience ?? '') ? (audience as Audience) : undefined;
  if (answer === 'decline' && knownAudience) return DECLINED;
  if (answer !== 'interested' && answer !== 'maybe') return THANK_YOU;
  if (knownAudience === 'land_owner') return LAND_OWNER_ANSWERED[answer];
  if (knownAudience === 'investor') return INVESTOR_ANSWERED[answer];
  return THANK_YOU;
};
