/** The member invitation page (/invitation): every section of spec section 2, in page order. */
import { RESPONSE_TIME_MEMBERS } from '../constants';
import { MEMBERSHIP_COMMITMENT, MEMBERSHIP_EXTRA_PERSON, MEMBERSHIP_HOUSEHOLD } from './membership-tiers';
import type { Feature, HeroContent, InvitationFlowContent, SectionIntro, Step, Testimonial } from './types';

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
    { icon: 'mountain', title: 'Beautiful first', description: 'Front Range views, oceanfront in Belize, and places you will want to visit all year.' },
    { icon: 'shield', title: 'Ready underneath', description: 'Water, food storage, independent power and secure grounds are part of the plan, not an afterthought.' },
    { icon: 'lock', title: 'Private by invitation', description: 'Members join only by personal invitation, so you always know who is beside you.' },
  ],
};

export const MEMBER_BENEFITS: SectionIntro & { items: readonly Feature[] } = {
  eyebrow: 'What membership includes',
  title: 'Everything your household needs, in one membership',
  items: [
    { icon: 'cabin', title: 'Premium resort stays', description: 'Glamping domes, full-hookup RV pads and tiny cabins, with a clubhouse, pool and spa.' },
    { icon: 'water', title: 'Water, food and power', description: 'Stored water, long-term food storage and independent power on every primary property.' },
    { icon: 'shield', title: 'Secure, private grounds', description: 'Controlled access and secure perimeters, open only to members and their guests.' },
    { icon: 'community', title: 'A prepared community', description: 'Like-minded families, member events and practical readiness training.' },
    { icon: 'key', title: 'Priority access', description: 'Your place is held for you when conditions call for it, not first come, first served.' },
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

export const MEMBER_TESTIMONIALS: SectionIntro & { items: readonly Testimonial[] } = {
  eyebrow: 'What members say',
  title: 'In their words',
  items: [
    {
      quote: 'It felt like joining a club we would use every summer anyway. The peace of mind came with it.',
      author: 'Rachel M.',
      detail: 'Founding member, Denver',
    },
    {
      quote: 'No sales pressure, just straight answers. We signed the Letter of Intent knowing exactly where we stood.',
      author: 'David and Ana K.',
      detail: 'Founding members, Austin',
    },
  ],
};

export const MEMBER_PROMISE: SectionIntro & { pledges: readonly string[] } = {
  eyebrow: 'Our promise',
  title: 'Discreet, honest and ready',
  intro: 'Membership is a long relationship. These are the terms we hold ourselves to.',
  pledges: [
    'Your details stay private and are never sold or shared.',
    'We are clear about what is built, what is planned and when.',
    'No payment is asked of you until a property is secured.',
  ],
};

export const MEMBER_WHY_NOW: SectionIntro & { items: readonly Step[] } = {
  eyebrow: 'Why now',
  title: 'Why we are inviting you today',
  items: [
    { title: 'Founding places are limited', description: 'Each property has a fixed number of memberships, and founding members choose first.' },
    { title: 'Properties are being secured', description: 'Our Colorado and Belize properties are in review now; early interest shapes where we build.' },
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
    submit: 'Send my answer',
    submitting: 'Sending...',
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
