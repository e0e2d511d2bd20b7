/**
 * Educate Myself: the topics staff read before they talk about Safe Haven, and the search over them.
 * Figures are interpolated from the modules that own them, so an answer never quotes a stale number;
 * the raise's own terms come from the API (they are not in the web build), so the investment topic's
 * answer is written once they are read (`withRaiseTerms`).
 */
import type { RaiseTerms } from '../api-types';
import { BRAND_NAME, LANDOWNER_ACREAGE_RANGE } from '../constants';
import { ACCREDITED_INVESTOR_DEFINITION } from './accredited-investor';
import { formatPercent, formatUsd } from './format';
import { largestUseOfFunds } from './raise-terms';
import { MEMBERSHIP_COMMITMENT, MEMBERSHIP_EXTRA_PERSON, MEMBERSHIP_HOUSEHOLD } from './membership-tiers';

export const EDUCATE_MYSELF_PAGE = {
  title: 'Educate Myself',
  intro: `Everything you need to explain ${BRAND_NAME} with confidence: who we are, how the business works and how to share it.`,
  searchLabel: 'Search topics',
  searchPlaceholder: 'Search topics...',
} as const;

/** Shown when no topic matches the search term. */
export const faqEmptyMessage = (term: string): string => `No topics found matching "${term}". Try a different search term.`;

/** One answer: paragraphs, and optionally a list of named points. */
export interface FaqTopic {
  readonly id: string;
  readonly question: string;
  readonly paragraphs: readonly string[];
  readonly points?: readonly { readonly title: string; readonly body: string }[];
  /** The answer quotes the raise's terms: empty paragraphs until `withRaiseTerms` writes them. */
  readonly quotesRaiseTerms?: true;
}

/** The investment topic's answer, from the raise's terms. */
export const investmentParagraphs = (raise: RaiseTerms): string[] => {
  const largestUse = largestUseOfFunds(raise);
  return [
    `We are raising ${formatUsd(raise.amountUsd)} for ${formatPercent(raise.equityPercent)} equity at a pre-money valuation of ${formatUsd(raise.preMoneyValuationUsd)}, structured as a ${raise.instrument.toLowerCase()}. The minimum investment is ${formatUsd(raise.minimumInvestmentUsd)}.`,
    `The raise is open to ${raise.eligibility.toLowerCase()}. ${ACCREDITED_INVESTOR_DEFINITION}`,
    ...(largestUse
      ? [`The largest share of the raise, ${formatPercent(largestUse.percent)}, goes to ${largestUse.label.toLowerCase()}. The full breakdown is on The Current Raise page.`]
      : []),
  ];
};

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'what-is-safe-haven',
    question: `What is ${BRAND_NAME}?`,
    paragraphs: [
      `${BRAND_NAME} is a private, invitation-only network of premium RV, camping and cabin resorts. Every resort is built for the weekends people look forward to, and prepared for the days they hope never come.`,
      'Members join by personal invitation only. That is why your introductions matter: every member, land partner and investor arrives through someone who knows them.',
    ],
  },
  {
    id: 'purpose',
    question: 'What is our purpose?',
    paragraphs: [
      'To give families a beautiful place to spend their time and a secure place to go when it matters most. We believe comfort and preparedness belong together, and that nobody should have to choose between a holiday and a plan.',
    ],
  },
  {
    id: 'mission',
    question: 'What is our mission?',
    paragraphs: [
      'To build and run resorts that are a pleasure to visit in ordinary times and ready in extraordinary ones: with water, food, power and a trusted community already in place, so members never have to improvise.',
    ],
  },
  {
    id: 'vision',
    question: 'What is our vision?',
    paragraphs: [
      `A network of ${BRAND_NAME} properties close enough that every member family is within reach of one, beginning with the sites now in review and growing property by property with our land partners.`,
    ],
  },
  {
    id: 'business-model',
    question: 'What are the two sides of the business model?',
    paragraphs: ['Two sides support each other, and each makes the other stronger.'],
    points: [
      {
        title: 'Hospitality',
        body: 'Premium RV, camping and cabin resorts with a clubhouse, pool and spa, run as a resort business that members enjoy throughout the year.',
      },
      {
        title: 'Preparedness',
        body: 'A private membership that holds each family a place, with the water, food storage, power and security to rely on when conditions call for it.',
      },
    ],
  },
  {
    id: 'property-types',
    question: 'What types of properties will there be?',
    paragraphs: ['The network grows in three kinds of properties.'],
    points: [
      { title: 'Primary Resorts', body: 'Our flagship properties: full resorts with every amenity and the deepest level of preparedness.' },
      { title: 'Satellite Properties', body: 'Smaller sites that extend the network, so members have a property closer to home or along the way.' },
      { title: 'Partner Locations', body: 'Properties developed with land owners under one of our partnership models, joining the network as they open.' },
    ],
  },
  {
    id: 'membership-levels',
    question: 'What membership levels are there?',
    paragraphs: [
      `Membership comes in three levels. ${MEMBERSHIP_HOUSEHOLD} are included in every membership; ${MEMBERSHIP_EXTRA_PERSON.charAt(0).toLowerCase()}${MEMBERSHIP_EXTRA_PERSON.slice(1)}. ${MEMBERSHIP_COMMITMENT}`,
      'The current offer at each property, with its Voyager, Guardian and Legacy tiers and their prices, is on the Membership Options page.',
    ],
    points: [
      { title: 'Basic', body: 'A place in the network and access to the resorts: the simplest way to hold a family a place.' },
      { title: 'Premium', body: 'More room and more priority, for households that plan to spend real time at the resorts.' },
      { title: 'Equity', body: 'For members who also want a stake in what the network becomes as it grows.' },
    ],
  },
  {
    id: 'land-owners',
    question: 'What do we offer land owners?',
    paragraphs: [
      `We look for properties of ${LANDOWNER_ACREAGE_RANGE} with road access, a zoning pathway, utilities and water, and nearby demand. Owners partner with us through equity, a revenue share or a hybrid of the two, and keep a stake in what their land becomes.`,
    ],
    points: [
      { title: 'Revenue sharing', body: 'A share of membership and resort income for as long as the partnership runs.' },
      { title: 'Infrastructure upgrades', body: 'Roads, water, power and utilities built to resort standard.' },
      { title: 'Increased value', body: 'An improved, permitted and operating property is worth more than raw acreage.' },
    ],
  },
  {
    id: 'investment',
    question: 'What is the investment offering?',
    paragraphs: [],
    quotesRaiseTerms: true,
  },
  {
    id: 'preparedness',
    question: 'What does preparedness mean here?',
    paragraphs: ['Preparedness is built into every property from the start, in four parts.'],
    points: [
      { title: 'Power and water', body: 'Independent power and a dependable water supply that keep the resort running when the grid does not.' },
      { title: 'Food storage', body: 'Long-term food storage on site, planned for every member household.' },
      { title: 'Secure perimeters', body: 'Controlled access and secure grounds, open only to members and their guests.' },
      { title: 'Community', body: 'Families who know each other and have practised together, which matters as much as any supply.' },
    ],
  },
  {
    id: 'sharing-the-vision',
    question: 'How do I share the vision?',
    paragraphs: ['A good introduction feels like a conversation, not a pitch.'],
    points: [
      { title: 'Listen first', body: 'Ask what matters to them: family, time outdoors, peace of mind. Let their answer guide what you share.' },
      { title: 'Share the story', body: `Tell them why ${BRAND_NAME} exists and why it matters to you, in your own words.` },
      { title: 'Invite them in', body: 'Send a personal invitation from your dashboard, so they can read the page for their audience at their own pace.' },
    ],
  },
];

/** The topics with the investment answer written from the raise's terms (unchanged until they are read). */
export const withRaiseTerms = (topics: readonly FaqTopic[], raise: RaiseTerms | undefined): readonly FaqTopic[] =>
  raise ? topics.map((topic) => (topic.quotesRaiseTerms ? { ...topic, paragraphs: investmentParagraphs(raise) } : topic)) : topics;

/** The whole text of a topic, as the search reads it. */
export const topicText = (topic: FaqTopic): string =>
  [topic.question, ...topic.paragraphs, ...(topic.points ?? []).flatMap((point) => [point.title, point.body])].join(' ');

/** Topics whose question or answer contains the term, ignoring case; a blank term keeps every topic. */
export const searchTopics = (topics: readonly FaqTopic[], term: string): FaqTopic[] => {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [...topics];
  return topics.filter((topic) => topicText(topic).toLocaleLowerCase().includes(needle));
};
