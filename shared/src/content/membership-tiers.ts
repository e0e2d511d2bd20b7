/**
 * Membership tiers and terms (spec sections 3 and 9). The Membership Options page renders the tiers;
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
export const MEMBERSHIP_COMMITMENT =
  'Membership starts with a Letter of Intent. No payment is due until the membership threshold is met and a property is secured.';

export const MEMBERSHIP_LOCATIONS = ['colorado', 'belize'] as const;
export type MembershipLocation = (typeof MEMBERSHIP_LOCATIONS)[number];

export interface MembershipTier {
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

const tierName = (level: 'Voyager' | 'Guardian' | 'Legacy') => `${BRAND_NAME} ${level}`;

const SHARED_BENEFITS = [
  MEMBERSHIP_HOUSEHOLD,
  'Priority access when conditions call for it',
  'Stored water, food and independent power on site',
  'Member events, training and community',
] as const;

export const MEMBERSHIP_PROPERTIES: Record<MembershipLocation, MembershipProperty> = {
  colorado: {
    label: 'Colorado Camping Property',
    sharedBenefits: SHARED_BENEFITS,
    tiers: [
      {
        name: tierName('Voyager'),
        priceUsd: 30_000,
        type: 'Dome tent',
        description: 'A furnished glamping dome on the Front Range: the simplest way to hold your place.',
        specificBenefits: ['Dedicated dome tent site', 'Shared clubhouse and pool', 'Seasonal stays'],
      },
      {
        name: tierName('Guardian'),
        priceUsd: 40_000,
        type: 'RV membership',
        description: 'A full-hookup RV pad for the household that likes to bring its own home along.',
        specificBenefits: ['Reserved full-hookup RV pad', 'Secure vehicle storage', 'Clubhouse, pool and limited spa'],
      },
      {
        name: tierName('Legacy'),
        priceUsd: 100_000,
        type: 'Tiny cabin',
        description: 'A private tiny cabin, ready whenever you are, for the family that wants a permanent retreat.',
        specificBenefits: ['Private tiny cabin', 'Priority booking all year', 'Full spa and clubhouse access'],
      },
    ],
  },
  belize: {
    label: 'Belize Ocean Front Property',
    sharedBenefits: SHARED_BENEFITS,
    tiers: [
      {
        name: tierName('Voyager'),
        priceUsd: 100_000,
        type: '2-bedroom tiny home',
        description: 'An oceanfront two-bedroom tiny home, two hours by air from Texas.',
        specificBenefits: ['2-bedroom tiny home', 'Beach and boat access', 'Established electricity, water and food'],
      },
      {
        name: tierName('Guardian'),
        priceUsd: 150_000,
        type: '3-bedroom tiny home',
        description: 'Three bedrooms among mature vegetation, with room for the extended family.',
        specificBenefits: ['3-bedroom tiny home', 'Beach and boat access', 'Priority booking'],
      },
      {
        name: tierName('Legacy'),
        priceUsd: 200_000,
        type: '4-bedroom tiny home',
        description: 'The largest oceanfront residence, for a family that plans generations ahead.',
        specificBenefits: ['4-bedroom tiny home', 'Oceanfront position', 'Priority booking all year'],
      },
    ],
  },
};

/** "Initial Investment" as the tier cards show it. */
export const tierPrice = (tier: MembershipTier): string => formatUsd(tier.priceUsd);
