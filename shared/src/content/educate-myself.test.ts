import { describe, expect, it } from 'vitest';
import { FAQ_TOPICS, faqEmptyMessage, searchTopics, topicText, withRaiseTerms } from './educate-myself';
import { SAMPLE_RAISE_TERMS } from './raise-terms.fixture';

const ids = (term: string) => searchTopics(FAQ_TOPICS, term).map((topic) => topic.id);

describe('Educate Myself topics', () => {
  it('covers every topic the company asked for, each with a written answer', () => {
    expect(FAQ_TOPICS.map((topic) => topic.id)).toEqual([
      'what-is-safe-haven', 'purpose', 'mission', 'vision', 'business-model', 'property-types', 'membership-levels',
      'land-owners', 'investment', 'preparedness', 'sharing-the-vision',
    ]);
    for (const topic of withRaiseTerms(FAQ_TOPICS, SAMPLE_RAISE_TERMS)) expect(topicText(topic).length).toBeGreaterThan(topic.question.length + 80);
  });

  it('names the items the company listed for the list topics', () => {
    const points = (id: string) => FAQ_TOPICS.find((topic) => topic.id === id)!.points!.map((point) => point.title);
    expect(points('property-types')).toEqual(['Primary Resorts', 'Satellite Properties', 'Partner Locations']);
    expect(points('membership-levels')).toEqual(['Basic', 'Premium', 'Equity']);
    expect(points('land-owners')).toEqual(['Revenue sharing', 'Infrastructure upgrades', 'Increased value']);
    expect(points('preparedness')).toEqual(['Power and water', 'Food storage', 'Secure perimeters', 'Community']);
    expect(points('sharing-the-vision')).toEqual(['Listen first', 'Share the story', 'Invite them in']);
  });

  it('quotes the raise from the terms it is given, and waits for them without quoting anything', () => {
    const investment = (topics: ReturnType<typeof withRaiseTerms>) => topics.find((topic) => topic.id === 'investment')!;
    expect(investment(FAQ_TOPICS).paragraphs).toEqual([]);
    expect(investment(withRaiseTerms(FAQ_TOPICS, SAMPLE_RAISE_TERMS)).paragraphs).toEqual([
      'We are raising $1,230,000 for 7% equity at a pre-money valuation of $17,570,000, structured as a sample note. The minimum investment is $25,000.',
      expect.stringMatching(/^The raise is open to sample investors only\. An accredited investor has a net worth over/),
      'The largest share of the raise, 60%, goes to first use. The full breakdown is on The Current Raise page.',
    ]);
    // The search reads the written answer once there is one.
    expect(searchTopics(withRaiseTerms(FAQ_TOPICS, SAMPLE_RAISE_TERMS), '$1,230,000').map((topic) => topic.id)).toEqual(['investment']);
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
