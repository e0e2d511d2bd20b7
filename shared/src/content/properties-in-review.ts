/**
 * The properties the company is reviewing, as staff explain them to the people they invite. The
 * figures are typed fields so the page and its tests read the same numbers; the sentences quote them.
 */
import type { SitePhoto } from '../site-photos';

export const PROPERTIES_IN_REVIEW_PAGE = {
  title: 'Properties in Review',
  intro:
    'The sites we are evaluating for the first Safe Haven resorts. Share them as they stand: each is under review, and none is secured yet.',
} as const;

export interface PropertyDetailGroup {
  readonly title: string;
  readonly items: readonly string[];
}

export interface PropertyInReview {
  readonly id: 'colorado' | 'belize' | 'caribbean';
  readonly name: string;
  readonly location: string;
  readonly summary: string;
  readonly groups: readonly PropertyDetailGroup[];
  /** Its photo, once an admin adds one on Edit Content (the sizes made of it: site-photos.ts). */
  readonly photo?: SitePhoto;
}

export const COLORADO_SITE = {
  minimumAcres: 100,
  campingSpots: { min: 250, max: 500 },
} as const;

export const BELIZE_SITE = {
  /** The exchange rate as the company quotes it: about $0.50 on the dollar. */
  exchangeRateOnTheDollar: 0.5,
  airportHoursFromTexas: 2,
} as const;

const campingSpots = `${COLORADO_SITE.campingSpots.min}-${COLORADO_SITE.campingSpots.max} camping spots`;

export const PROPERTIES_IN_REVIEW: readonly PropertyInReview[] = [
  {
    id: 'colorado',
    name: 'Colorado Luxury Camping Resort',
    location: 'Colorado Front Range',
    summary: 'A luxury camping resort on the Front Range: camping, glamping and cabins in one prepared community.',
    groups: [
      {
        title: 'What we are looking for',
        items: [`${COLORADO_SITE.minimumAcres}+ acres`, 'Multi-use zoning', 'Water and utilities on site or close by'],
      },
      {
        title: 'What we plan to build',
        items: [
          campingSpots,
          'Glamping tents',
          'Tiny cabins',
          'RV pads',
          'Clubhouse with pool and limited spa',
          'Emergency preparedness throughout',
        ],
      },
    ],
  },
  {
    id: 'belize',
    name: 'Belize Ocean Front Paradise',
    location: 'Belize, on the ocean',
    summary: 'An oceanfront property where the essentials are already in place and a dollar goes further.',
    groups: [
      {
        title: 'Why it stands out',
        items: [
          `Exchange rate: about $${BELIZE_SITE.exchangeRateOnTheDollar.toFixed(2)} on the dollar`,
          'Existing infrastructure',
          'Electricity, water and food already available',
          'Mature vegetation',
          `Airport ${BELIZE_SITE.airportHoursFromTexas} hours from Texas`,
          'Boat access',
        ],
      },
    ],
  },
  {
    id: 'caribbean',
    name: 'Caribbean Option',
    location: 'Undisclosed islands',
    summary: 'An early-stage island option, shared only in outline while talks continue.',
    groups: [
      { title: 'Where it stands', items: ['Islands not yet disclosed', 'Ongoing talks with realtors'] },
      {
        title: 'What it would need',
        items: ['No infrastructure yet', 'No established vegetation', 'No water or food supply', 'No airports'],
      },
    ],
  },
];
