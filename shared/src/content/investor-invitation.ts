/**
 * The investor invitation page (/invitation/investors): the wording of every section, in page order.
 * The wording names no term of the raise (amount, equity, valuation, instrument, minimum, use of
 * funds, target returns): the page shows those only from the invitation's read, in the places
 * raise-terms.ts wording fills (the headline tiles, the term sheet, the use of funds, the targets).
 */
import { RESPONSE_TIME_INVESTORS } from '../constants';
import { INVESTOR_NEXT_STEPS } from './investor-next-steps';
import type { Feature, HeroContent, InvitationFlowContent, KeyFigure, SectionIntro, Step } from './types';

export const INVESTOR_HERO: HeroContent = {
  eyebrow: 'Private investor invitation',
  title: 'Invest early in a network built for comfort and readiness.',
  lead:
    'Safe Haven is building a private network of premium RV, camping and cabin resorts with emergency preparedness at their core. We are inviting a small group of accredited investors into the current raise.',
};

export const INVESTOR_RARE_OPPORTUNITY: SectionIntro = {
  eyebrow: 'Why this is a rare opportunity',
  title: 'Real land, recurring membership, and a founding position',
  intro:
    'Early-stage access to a real-asset business is uncommon. The terms of the current raise are set out below; the largest share of it goes to securing properties.',
};

export const INVESTOR_ADVANTAGES: SectionIntro & { items: readonly Feature[] } = {
  eyebrow: 'The Safe Haven advantage',
  title: 'Five reasons the model holds up',
  items: [
    { icon: 'community', title: 'Membership-first revenue', description: 'Members commit with a Letter of Intent before a property opens, so demand is known before capital is spent.' },
    { icon: 'handshake', title: 'Capital-light land partnerships', description: 'Equity, revenue-share and hybrid land partnerships reduce the cash needed to secure each site.' },
    { icon: 'shield', title: 'A purpose that lasts', description: 'Preparedness gives the resorts a reason to be valued beyond leisure.' },
    { icon: 'map', title: 'Real land', description: 'Properties in review on the Colorado Front Range, the Belize coast and in the Caribbean.' },
    { icon: 'globe', title: 'A network, not a single resort', description: 'Primary resorts, satellite properties and partner locations share one membership and one brand.' },
  ],
};

export const INVESTOR_BENEFITS: SectionIntro & { items: readonly Feature[] } = {
  eyebrow: 'Investor benefits',
  title: 'What you receive as an investor',
  items: [
    { icon: 'star', title: 'An early position', description: 'Equity at a pre-money valuation set before the first resort opens.' },
    { icon: 'document', title: 'A familiar instrument', description: 'A standard structure that becomes equity on clear, agreed terms.' },
    { icon: 'trend', title: 'Several paths to return', description: 'Income from operations, appreciation of the land, and a defined exit.' },
    { icon: 'chart', title: 'Use of funds set out', description: 'The largest share to securing properties; the rest to development, marketing, operations, legal and a contingency fund.' },
    { icon: 'key', title: 'Clear terms', description: 'A stated minimum investment; open to accredited investors only.' },
  ],
};

export const INVESTOR_STEPS: SectionIntro & { items: readonly Step[] } = {
  eyebrow: 'How it works',
  title: 'Five steps from interest to close',
  items: [
    { title: 'Tell us you are interested', description: 'Answer below with the allocation range you have in mind.' },
    { title: 'Investor deck', description: 'We send the investor deck and arrange a call with the founders.' },
    { title: 'Investment summary', description: 'Under NDA, you receive the investment summary and detailed financials.' },
    { title: 'Documents', description: 'You review the investment documents with your own advisors.' },
    { title: 'Funding and close', description: 'Wiring instructions follow signature; we confirm receipt and close.' },
  ],
};

/** The milestones themselves are the brand's content (content/site-content.ts): they come with the raise's terms. */
export const INVESTOR_TIMELINE: SectionIntro = {
  eyebrow: 'Projected timeline',
  title: 'The plan, as projected',
};

/** The targets themselves (ranges) come with the raise's terms; the detail behind them is shared under NDA. */
export const INVESTOR_FINANCIAL_HIGHLIGHTS: SectionIntro & { exit: KeyFigure; disclaimer: string } = {
  eyebrow: 'Financial highlights',
  title: 'Target returns',
  intro: 'Detailed projections are available upon NDA.',
  exit: { label: 'Exit strategy', value: 'Portfolio sale, REIT roll-up or long-term hold' },
  disclaimer: 'Targets are projections, not guarantees. Investing involves risk, including loss of capital.',
};

export const INVESTOR_WHY_NOW: SectionIntro & { items: readonly Step[] } = {
  eyebrow: 'Why now',
  title: 'The window is the founding round',
  items: [
    { title: 'Before the first launch', description: 'The valuation reflects a business that has not yet opened its first resort.' },
    { title: 'Properties are in review', description: 'Colorado, Belize and Caribbean sites are being evaluated now; the largest share of this raise goes to securing properties.' },
    { title: 'A defined raise', description: 'A set amount, equity share and minimum, stated in the terms above; accredited investors only.' },
  ],
};

export const INVESTOR_FLOW: InvitationFlowContent = {
  meta: {
    title: 'Private Investor Invitation | Safe Haven',
    description: 'A private invitation for accredited investors to learn about the Safe Haven raise.',
  },
  welcome: {
    title: (firstName) => `Welcome, ${firstName}`,
    body: (inviterName) =>
      `${inviterName} has invited you to review a private investment opportunity in Safe Haven: premium resorts with emergency preparedness at their core. The page that follows sets out the terms, the timeline and our targets.`,
    note: 'This invitation is confidential and intended for you alone.',
    action: 'Review the opportunity',
  },
  cta: {
    eyebrow: 'Next steps',
    title: 'Would you like to go further?',
    intro: `Let us know where you stand. We respond to every investor within ${RESPONSE_TIME_INVESTORS}.`,
  },
  answers: { interested: "I'm Interested", maybe: 'Maybe, Send Information', decline: 'Not a Fit' },
  form: {
    interested: { eyebrow: 'Interested', title: 'Register your interest', intro: 'Confirm your details and the allocation range you are considering.' },
    maybe: { eyebrow: 'Maybe', title: 'Tell us what would help', intro: 'Share your details and how you would like to learn more.' },
  },
  confirmation: {
    interested: {
      title: 'Thank You for Your Interest!',
      body: 'Your interest has been registered.',
      nextSteps: INVESTOR_NEXT_STEPS.interested,
    },
    maybe: {
      title: 'Thank You for Your Response!',
      body: 'We appreciate you considering the opportunity.',
      nextSteps: INVESTOR_NEXT_STEPS.maybe,
    },
  },
  decline: {
    title: 'Not a fit right now?',
    body: 'Thank you for taking the time to review the opportunity. Confirm below and we will let the person who invited you know.',
    action: 'Confirm Not a Fit',
    back: 'Go back',
  },
};
