/**
 * Membership tiers and terms. The Membership Options page renders the tiers;
 * the member invitation page quotes the terms.
 */
import { BRAND_NAME } from '../constants';
import { formatUsd } from './format';

export const MEMBERSHIP_TERMS = {
  /** A membership covers the member plus this many people. */
  includedGuests: 4,
  extraPersonUsd: 12_500,
} as const;

export const MEMBERSHIP_HOUSEHOLD = `The member plus ${MEMBERSHIP_TERMS.includedGuests} people`;
export const MEMBERSHIP_EXTRA_PERSON = `Additional family members ${formatUsd(MEMBERSHIP_TERMS.extraPersonUsd)} per person`;
export const MEMBERSHIP_LOI_FIRST = 'Membership starts with a Letter of Intent';
export const MEMBERSHIP_NO_PAYMENT_UNTIL_SECURED = 'No payment is due until the membership threshold is met and a property is secured';
export const MEMBERSHIP_COMMITMENT = `${MEMBERSHIP_LOI_FIRST}. ${MEMBERSHIP_NO_PAYMENT_UNTIL_SECURED}.`;

export const MEMBERSHIP_LOCATIONS = ['colorado', 'belize'] as const;
export type MembershipLocation = (typeof MEMBERSHIP_LOCATIONS)[number];

export const TIER_LEVELS = ['Voyager', 'Guardian', 'Legacy'] as const;
export type TierLevel = (typeof TIER_LEVELS)[number];

export interface MembershipTier {
  level: TierLevel;
  /** The brand word before the level: 'Safe Haven Voyager'. */
  name: string;
  priceUsd: number;
  /** The accommodation the tier secures. */
  type: string;
  description: string;
  specificBenefits: readonly string[];
}

export interface MembershipProperty {
  label: string;
  sharedBenefits: readonly string[];
  tiers: readonly MembershipTier[];
}

const tierName = (level: TierLevel) => `${BRAND_NAME} ${level}`;

/** What every tier of every property includes: the membership terms themselves. */
export const MEMBERSHIP_SHARED_BENEFITS: readonly string[] = [
  MEMBERSHIP_HOUSEHOLD,
  MEMBERSHIP_EXTRA_PERSON,
  MEMBERSHIP_LOI_FIRST,
  MEMBERSHIP_NO_PAYMENT_UNTIL_SECURED,
];

/** The tier cards' button: Letters of Intent cannot be signed online yet. */
export const LOI_BUTTON = {
  label: 'LOI Coming Soon',
  note: 'Letters of Intent open soon; until then this button does nothing.',
} as const;

export const MEMBERSHIP_PROPERTIES: Record<MembershipLocation, MembershipProperty> = {
  colorado: {
    label: 'Colorado Camping Property',
    sharedBenefits: MEMBERSHIP_SHARED_BENEFITS,
    tiers: [
      {
        level: 'Voyager',
        name: tierName('Voyager'),
        priceUsd: 30_000,
        type: 'Dome tent',
        description: 'A furnished glamping dome on the Front Range: the simplest way to hold your place.',
        specificBenefits: ['Dedicated dome tent site', 'Shared clubhouse and pool', 'Seasonal stays'],
      },
      {
        level: 'Guardian',
        name: tierName('Guardian'),
        priceUsd: 40_000,
        type: 'RV membership',
        description: 'A full-hookup RV pad for the household that likes to bring its own home along.',
        specificBenefits: ['Reserved full-hookup RV pad', 'Secure vehicle storage', 'Clubhouse, pool and limited spa'],
      },
      {
        level: 'Legacy',
        name: tierName('Legacy'),
        priceUsd: 100_000,
        type: 'Tiny cabin',
        description: 'A private tiny cabin, ready whenever you are, for the family that wants a permanent retreat.',
        specificBenefits: ['Private tiny cabin', 'Priority booking all year', 'Clubhouse, pool and limited spa'],
      },
    ],
  },
  belize: {
    label: 'Belize Ocean Front Property',
    sharedBenefits: MEMBERSHIP_SHARED_BENEFITS,
    tiers: [
      {
        level: 'Voyager',
        name: tierName('Voyager'),
        priceUsd: 100_000,
        type: '2-bedroom tiny home',
        description: 'An oceanfront two-bedroom tiny home, two hours by air from Texas.',
        specificBenefits: ['2-bedroom tiny home', 'Beach and boat access', 'Established electricity, water and food'],
      },
      {
        level: 'Guardian',
        name: tierName('Guardian'),
        priceUsd: 150_000,
        type: '3-bedroom tiny home',
        description: 'Three bedrooms among mature vegetation, with room for the extended family.',
        specificBenefits: ['3-bedroom tiny home', 'Beach and boat access', 'Priority booking'],
      },
      {
        level: 'Legacy',
        name: tierName('Legacy'),
        priceUsd: 200_000,
        type: '4-bedroom tiny home',
        description: 'The largest oceanfront residence, for a family that plans generations ahead.',
        specificBenefits: ['4-bedroom tiny home', 'Oceanfront position', 'Priority booking all year'],
      },
    ],
  },
};

export const MEMBERSHIP_OPTIONS_PAGE = {
  title: 'Membership Options',
  intro: 'Three tiers at each property. Every membership includes the same terms; the tier decides where your household stays.',
  priceLabel: 'Initial Investment',
  sharedBenefitsTitle: 'Every membership includes',
  specificBenefitsTitle: 'This tier adds',
} as const;

/** The tier's price as the cards show it, under 'Initial Investment'. */
export const tierPrice = (tier: MembershipTier): string => formatUsd(tier.priceUsd);
