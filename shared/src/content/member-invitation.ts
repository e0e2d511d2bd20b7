/** The member invitation page (/invitation): the wording of every section, in page order. */
import { RESPONSE_TIME_MEMBERS } from '../constants';
import { MEMBERSHIP_COMMITMENT, MEMBERSHIP_EXTRA_PERSON, MEMBERSHIP_HOUSEHOLD } from './membership-tiers';
import type { Feature, HeroContent, InvitationFlowContent, SectionIntro, Step } from './types';

export const MEMBER_HERO: HeroContent = {
  eyebrow: 'Private membership invitation',
  title: 'A place to unwind. A place to go when it matters.',
  lead:
    'Safe Haven is a private network of premium RV, camping and cabin resorts, designed for the weekends you look forward to and prepared for the days you hope never come.',
};

export const MEMBER_WHY_DIFFERENT: SectionIntro & { points: readonly Feature[] } = {
  eyebrow: 'Why it is different',
  title: 'A resort by design. A refuge by preparation.',
  intro:
    'Most resorts close their gates when the weather turns or the grid goes down. Ours are planned around that moment, without giving up any of the comfort.',
  points: [
    { icon: 'mountain', title: 'Beautiful first', description: 'The properties in review, on the Colorado Front Range and the Belize coast, are places you would want to visit all year.' },
    { icon: 'shield', title: 'Ready underneath', description: 'Water, food storage, independent power and secure grounds are part of the plan, not an afterthought.' },
    { icon: 'lock', title: 'Private by invitation', description: 'Members join only by personal invitation.' },
  ],
};

export const MEMBER_BENEFITS: SectionIntro & { items: readonly Feature[] } = {
  eyebrow: 'What membership includes',
  title: 'Everything your household needs, in one membership',
  items: [
    { icon: 'cabin', title: 'Premium resort stays', description: 'Glamping tents, RV pads and tiny cabins, with a clubhouse, pool and limited spa planned for the Colorado property.' },
    { icon: 'water', title: 'Power and water', description: 'Power and water planned for the days the grid or the taps fail.' },
    { icon: 'power', title: 'Food storage', description: 'Food storage kept on site, so a stay can become a longer one when it needs to.' },
    { icon: 'shield', title: 'Secure perimeters', description: 'Grounds designed to be secured, open to members and their guests.' },
    { icon: 'community', title: 'A prepared community', description: 'Like-minded families who share the same priorities.' },
    { icon: 'star', title: 'Room for your people', description: `${MEMBERSHIP_HOUSEHOLD} are included. ${MEMBERSHIP_EXTRA_PERSON}.` },
  ],
};

export const MEMBER_STEPS: SectionIntro & { items: readonly Step[] } = {
  eyebrow: 'How it works',
  title: 'Three unhurried steps',
  items: [
    { title: 'Tell us where you stand', description: 'Answer below. It takes a minute and commits you to nothing.' },
    { title: 'A private conversation', description: `A member of our team contacts you within ${RESPONSE_TIME_MEMBERS} to walk you through locations and tiers.` },
    { title: 'Reserve your place', description: MEMBERSHIP_COMMITMENT },
  ],
};

/**
 * Only words members really said, with their permission: the brand's content (Edit Content, What
 * members say), arriving with the invitation's read. Until an admin has added one, the section says
 * the words will come (`none`).
 */
export const MEMBER_TESTIMONIALS: SectionIntro & { none: string } = {
  eyebrow: 'What members say',
  title: 'In their words',
  none: 'Safe Haven is welcoming its founding members now. Their own words will appear here, with their permission, once they have joined.',
};

export const MEMBER_PROMISE: SectionIntro & { pledges: readonly string[] } = {
  eyebrow: 'Our promise',
  title: 'Discreet, honest and ready',
  intro: 'Membership is a long relationship. This is how we go about it.',
  pledges: [
    'Your answer goes to the person who invited you and our team.',
    'We tell you plainly what is built, what is planned and what is still being decided.',
    'No payment is due until the membership threshold is met and a property is secured.',
  ],
};

/**
 * The tiers and the properties in review are the brand's content (Edit Content): they arrive with the
 * invitation's read, never in the page's HTML, and fill in the places held for them.
 */
export const MEMBER_TIERS: SectionIntro = {
  eyebrow: 'Membership tiers',
  title: 'Three tiers at each location',
  intro: `Every membership includes the same terms: ${MEMBERSHIP_HOUSEHOLD.charAt(0).toLowerCase()}${MEMBERSHIP_HOUSEHOLD.slice(1)}. The tier decides where your household stays.`,
};

export const MEMBER_PROPERTIES: SectionIntro = {
  eyebrow: 'Properties in review',
  title: 'Where the first resorts may be',
  intro: 'The sites we are evaluating now. Each is under review, and none is secured yet.',
};

export const MEMBER_WHY_NOW: SectionIntro & { items: readonly Step[] } = {
  eyebrow: 'Why now',
  title: 'Why we are inviting you today',
  items: [
    { title: 'Properties are in review', description: 'A Colorado Front Range resort, a Belize oceanfront property and a Caribbean option are being evaluated now.' },
    { title: 'The tiers are set', description: 'Three tiers at each location, each with its price, as shown above.' },
    { title: 'Calm preparation is early preparation', description: 'The best time to have a plan is before you need one.' },
  ],
};

export const MEMBER_FLOW: InvitationFlowContent = {
  meta: {
    title: 'Your Private Membership Invitation | Safe Haven',
    description: 'A personal invitation to explore a private Safe Haven membership: premium resorts, prepared for what matters.',
  },
  welcome: {
    title: (firstName) => `Welcome, ${firstName}`,
    body: (inviterName) =>
      `${inviterName} has personally invited you to consider a private membership with Safe Haven: premium resorts for the good times, prepared for the uncertain ones. Take your time; the details are below.`,
    note: 'This invitation is personal to you. Please keep the link private.',
    action: 'View my invitation',
  },
  cta: {
    eyebrow: 'Your answer',
    title: 'Would you like to hear more?',
    intro: 'Choose whatever fits today. There is no obligation, and we respect every answer.',
  },
  answers: { interested: "I'm Interested", maybe: 'Maybe, Tell Me More', decline: 'Not Interested' },
  form: {
    interested: { eyebrow: 'Interested', title: "We're glad you're interested", intro: 'Confirm your details and we will be in touch personally.' },
    maybe: { eyebrow: 'Maybe', title: 'Let us help you decide', intro: 'Tell us how you would like to learn more.' },
  },
  confirmation: {
    interested: {
      title: 'Thank You for Your Interest!',
      body: 'Your answer has been received, and the person who invited you has been told.',
      nextSteps: [
        `Our team reviews your details within ${RESPONSE_TIME_MEMBERS}.`,
        'We reach out personally to arrange a private conversation.',
        'You receive the membership details for the location that suits you.',
      ],
    },
    maybe: {
      title: 'Thank You for Your Response!',
      body: 'We appreciate you keeping the door open.',
      nextSteps: [
        `Our team reviews your answer within ${RESPONSE_TIME_MEMBERS}.`,
        'We send the information you asked for, or call at a time that suits you.',
        'You decide, in your own time, whether membership is right for you.',
      ],
    },
  },
  decline: {
    title: 'Not interested?',
    body: 'We understand that Safe Haven is not for everyone, and we are grateful you took the time to look. If you confirm, we will let the person who invited you know.',
    action: 'Confirm Not Interested',
    back: 'Go back',
  },
};
