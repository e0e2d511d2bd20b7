/** The thank-you page (/thank-you) shown after an answer. */
import { RESPONSE_TIME_MEMBERS } from '../constants';

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
