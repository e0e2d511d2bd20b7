/** The land owner invitation page (/invitation/land-owners): the wording of every section, in page order. */
import { LANDOWNER_ACREAGE_RANGE } from '../constants';
import { LAND_OWNER_NEXT_STEPS } from './land-owner-next-steps';
import type { Feature, HeroContent, InvitationFlowContent, SectionIntro, Step } from './types';

export const LAND_OWNER_HERO: HeroContent = {
  eyebrow: 'Land partnership invitation',
  title: 'Your land, with a lasting purpose.',
  lead:
    'Safe Haven partners with land owners to create premium RV, camping and cabin resorts that are prepared for emergencies. Depending on the partnership, you keep the land or take a stake in the resort built on it.',
};

export const LAND_OWNER_WHY_DIFFERENT: SectionIntro & { points: readonly Feature[] } = {
  eyebrow: 'Why it is different',
  title: 'A partner, not a buyer',
  intro:
    'We are not here to make an offer and disappear. Every property becomes part of a private member network, and its owner shares in what it becomes.',
  points: [
    { icon: 'handshake', title: 'You stay involved', description: 'Choose the partnership model that fits your plans, from equity to a simple revenue share.' },
    { icon: 'leaf', title: 'Light on the land', description: 'Domes, RV pads and tiny cabins among the existing landscape, not subdivisions.' },
    { icon: 'community', title: 'Members before it opens', description: 'Memberships are offered before launch, starting with a Letter of Intent.' },
  ],
};

export const LAND_OWNER_GAINS: SectionIntro & { items: readonly Feature[] } = {
  eyebrow: 'What you gain',
  title: 'Income, upgrades and a more valuable property',
  items: [
    { icon: 'trend', title: 'Revenue sharing', description: 'A share of the resort’s income, under the partnership model you choose.' },
    { icon: 'power', title: 'Infrastructure upgrades', description: 'Roads, water, power and utilities brought up to what a resort needs.' },
    { icon: 'chart', title: 'Increased value', description: 'An improved, permitted, operating property is worth more than raw acreage.' },
  ],
};

export const LAND_OWNER_STEPS: SectionIntro & { items: readonly Step[] } = {
  eyebrow: 'How it works',
  title: 'From first conversation to opening day',
  items: [
    { title: 'Introduce your property', description: 'Tell us about the land below: location, acreage and what is already there.' },
    { title: 'Land pitch deck', description: 'We send our land partner deck and talk through how the resort would work on your site.' },
    { title: 'Terms summary', description: 'A clear, plain-language summary of the partnership model and the numbers.' },
    { title: 'Terms signed', description: 'Once we agree, we sign, and the property is formally in development.' },
    { title: 'Zoning and approvals', description: 'Zoning, permits and site planning, worked through together, with you informed at each stage.' },
    { title: 'Member marketing and launch', description: 'Memberships go on offer, the resort is built, and you are onboarded as a partner.' },
  ],
};

export interface PartnershipModel {
  name: string;
  summary: string;
  points: readonly string[];
}

export const LAND_OWNER_PARTNERSHIP_MODELS: SectionIntro & { items: readonly PartnershipModel[] } = {
  eyebrow: 'Flexible partnership models',
  title: 'Three ways to partner',
  intro: 'Every property is different. We shape the terms around your land and your goals.',
  items: [
    {
      name: 'Equity',
      summary: 'Contribute the land for an ownership stake in the resort.',
      points: ['Share in the long-term value', 'Aligned with the growth of the network', 'Suited to owners planning for the next generation'],
    },
    {
      name: 'Revenue share',
      summary: 'Keep the land and receive a share of resort revenue.',
      points: ['Ownership stays with you', 'Income from membership and stays', 'A clear, simple structure'],
    },
    {
      name: 'Hybrid',
      summary: 'Combine a smaller stake with a revenue share.',
      points: ['Income now and value later', 'Terms tailored to the property', 'Flexible as plans change'],
    },
  ],
};

export const LAND_OWNER_CRITERIA: SectionIntro & { items: readonly Feature[] } = {
  eyebrow: 'What we look for',
  title: 'The land that suits a Safe Haven resort',
  items: [
    { icon: 'map', title: LANDOWNER_ACREAGE_RANGE, description: 'Enough room for sites, cabins, a clubhouse and open space.' },
    { icon: 'road', title: 'Road access', description: 'Year-round access for members, RVs and emergency vehicles.' },
    { icon: 'document', title: 'Zoning pathway', description: 'Current zoning, or a realistic route to multi-use or recreational approval.' },
    { icon: 'water', title: 'Utilities and water', description: 'Water rights or wells, and power on site or within reach.' },
    { icon: 'compass', title: 'Nearby demand drivers', description: 'Towns, parks, lakes or trails that bring people to the area.' },
  ],
};

export const LAND_OWNER_WHY_PRODUCT: SectionIntro & { items: readonly Feature[] } = {
  eyebrow: 'Why this product',
  title: 'Why premium outdoor resorts, and why preparedness',
  items: [
    { icon: 'trend', title: 'Built in stages', description: 'Glamping tents, RV pads and tiny cabins let a resort open in stages, light on the land.' },
    { icon: 'calendar', title: 'Membership first', description: 'Members commit with a Letter of Intent before the resort opens.' },
    { icon: 'shield', title: 'Purpose that lasts', description: 'Preparedness gives the property a reason to be valued in every season and every economy.' },
  ],
};

/** The properties in review arrive with the invitation's read (Edit Content), never in the page's HTML. */
export const LAND_OWNER_PROPERTIES: SectionIntro = {
  eyebrow: 'Properties in review',
  title: 'The sites we are evaluating now',
  intro: 'What we look for, by example. None is secured yet: yours could be next.',
};

export const LAND_OWNER_FLOW: InvitationFlowContent = {
  meta: {
    title: 'Land Partnership Invitation | Safe Haven',
    description: 'A private invitation to partner with Safe Haven and turn the right land into a premium, prepared resort.',
  },
  welcome: {
    title: (firstName) => `Welcome, ${firstName}`,
    body: (inviterName) =>
      `${inviterName} thought your land could be a fit for a Safe Haven resort and asked us to share how a partnership works. Have a look in your own time; there is no obligation.`,
    note: 'This invitation is personal to you. Please keep the link private.',
    action: 'See the partnership',
  },
  cta: {
    eyebrow: 'Your answer',
    title: 'Could your land be a fit?',
    intro: 'Tell us where you stand. A quick answer helps us plan, and every answer is welcome.',
  },
  answers: { interested: "I'm Interested", maybe: 'Maybe, Tell Me More', decline: 'Not a Fit' },
  form: {
    interested: { eyebrow: 'Interested', title: 'Tell us about your property', intro: 'A few details help us prepare for our first conversation.' },
    maybe: { eyebrow: 'Maybe', title: 'Tell us about your property', intro: 'Share what you can, and choose how you would like to learn more.' },
  },
  confirmation: {
    interested: {
      title: 'Thank You for Your Interest!',
      body: 'We have received your property details.',
      nextSteps: LAND_OWNER_NEXT_STEPS.interested,
    },
    maybe: {
      title: 'Thank You for Your Response!',
      body: 'We appreciate you considering a partnership.',
      nextSteps: LAND_OWNER_NEXT_STEPS.maybe,
    },
  },
  decline: {
    title: 'Not a fit for your land?',
    body: 'Thank you for considering it. If you confirm, we will let the person who invited you know.',
    action: 'Confirm Not a Fit',
    back: 'Go back',
  },
};
