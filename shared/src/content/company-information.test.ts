import { describe, expect, it } from 'vitest';
import { LOI_BUTTON, MEMBERSHIP_LOCATIONS, MEMBERSHIP_PROPERTIES, MEMBERSHIP_SHARED_BENEFITS, tierPrice } from './membership-tiers';
import { PROPERTIES_IN_REVIEW } from './properties-in-review';

describe('membership tiers', () => {
  it('prices the three tiers of each property as the company set them', () => {
    const prices = (location: 'colorado' | 'belize') => MEMBERSHIP_PROPERTIES[location].tiers.map((tier) => [tier.name, tier.type, tierPrice(tier)]);
    expect(prices('colorado')).toEqual([
      ['Safe Haven Voyager', 'Dome tent', '$30,000'],
      ['Safe Haven Guardian', 'RV membership', '$40,000'],
      ['Safe Haven Legacy', 'Tiny cabin', '$100,000'],
    ]);
    expect(prices('belize')).toEqual([
      ['Safe Haven Voyager', '2-bedroom tiny home', '$100,000'],
      ['Safe Haven Guardian', '3-bedroom tiny home', '$150,000'],
      ['Safe Haven Legacy', '4-bedroom tiny home', '$200,000'],
    ]);
  });

  it('shares the membership terms across every tier, Colorado first', () => {
    expect(MEMBERSHIP_LOCATIONS[0]).toBe('colorado');
    expect(MEMBERSHIP_SHARED_BENEFITS).toEqual([
      'The member plus 4 people',
      'Additional family members $12,500 per person',
      'Membership starts with a Letter of Intent',
      'No payment is due until the membership threshold is met and a property is secured',
    ]);
    expect(LOI_BUTTON.label).toBe('LOI Coming Soon');
  });
});

describe('properties in review', () => {
  it('lists the three properties with the figures the company gave', () => {
    expect(PROPERTIES_IN_REVIEW.map((property) => property.name)).toEqual([
      'Colorado Luxury Camping Resort', 'Belize Ocean Front Paradise', 'Caribbean Option',
    ]);
    const details = (id: string) => PROPERTIES_IN_REVIEW.find((property) => property.id === id)!.groups.flatMap((group) => group.items);
    expect(details('colorado')).toEqual(expect.arrayContaining(['100+ acres', '250-500 camping spots', 'Clubhouse with pool and limited spa']));
    expect(details('belize')).toEqual(expect.arrayContaining(['Exchange rate: about $0.50 on the dollar', 'Airport 2 hours from Texas', 'Boat access']));
    expect(details('caribbean')).toEqual(expect.arrayContaining(['Ongoing talks with realtors', 'No airports']));
  });
});
