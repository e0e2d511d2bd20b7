import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS, faqEmptyMessage, searchTopics, topicText } from './educate-myself';
import { CURRENT_RAISE } from './current-raise';
import { formatUsd } from './format';

const ids = (term: string) => searchTopics(FAQ_TOPICS, term).map((topic) => topic.id);

describe('Educate Myself topics', () => {
  it('covers every topic the company asked for, each with a written answer', () => {
    expect(FAQ_TOPICS.map((topic) => topic.id)).toEqual([
      'what-is-safe-haven', 'purpose', 'mission', 'vision', 'business-model', 'property-types', 'membership-levels',
      'land-owners', 'investment', 'preparedness', 'sharing-the-vision',
    ]);
    for (const topic of FAQ_TOPICS) expect(topicText(topic).length).toBeGreaterThan(topic.question.length + 80);
  });

  it('names the items the company listed for the list topics', () => {
    const points = (id: string) => FAQ_TOPICS.find((topic) => topic.id === id)!.points!.map((point) => point.title);
    expect(points('property-types')).toEqual(['Primary Resorts', 'Satellite Properties', 'Partner Locations']);
    expect(points('membership-levels')).toEqual(['Basic', 'Premium', 'Equity']);
    expect(points('land-owners')).toEqual(['Revenue sharing', 'Infrastructure upgrades', 'Increased value']);
    expect(points('preparedness')).toEqual(['Power and water', 'Food storage', 'Secure perimeters', 'Community']);
    expect(points('sharing-the-vision')).toEqual(['Listen first', 'Share the story', 'Invite them in']);
  });

  it('quotes the raise from the raise module', () => {
    expect(topicText(FAQ_TOPICS.find((topic) => topic.id === 'investment')!)).toContain(formatUsd(CURRENT_RAISE.minimumInvestmentUsd));
  });
});

describe('searchTopics', () => {
  it('keeps every topic for a blank term', () => {
    expect(searchTopics(FAQ_TOPICS, '   ')).toHaveLength(FAQ_TOPICS.length);
  });

  it('matches the question in any case', () => {
    expect(ids('MISSION')).toContain('mission');
    expect(ids('mIsSiOn')).toEqual(ids('mission'));
  });

  it('matches words that appear only in an answer', () => {
    expect(ids('perimeters')).toEqual(['preparedness']);
    expect(ids('SATELLITE')).toEqual(['property-types']);
  });

  it('finds nothing for a term no topic holds', () => {
    expect(ids('zebra crossing')).toEqual([]);
  });
});

describe('faqEmptyMessage', () => {
  it('quotes the term', () => {
    expect(faqEmptyMessage('zebra')).toBe('No topics found matching "zebra". Try a different search term.');
  });
});
