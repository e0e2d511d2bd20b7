import { describe, expect, it } from 'vitest';
import { MANAGE_USERS_MESSAGES, withArticle } from './team-messages';
import { ROLE_LABELS } from './roles';

describe('withArticle', () => {
  it('says "an" before a vowel and "a" before a consonant', () => {
    expect(withArticle(ROLE_LABELS.admin)).toBe(`an ${ROLE_LABELS.admin}`);
    expect(withArticle(ROLE_LABELS.founder)).toBe(`a ${ROLE_LABELS.founder}`);
    expect(withArticle(ROLE_LABELS.leadgen)).toBe(`a ${ROLE_LABELS.leadgen}`);
  });

  it('makes the demotion question read as English', () => {
    const text = MANAGE_USERS_MESSAGES.demoteConsequence('Leo Leadgen', ROLE_LABELS.admin, ROLE_LABELS.leadgen);
    expect(text).not.toMatch(/\ba [AEIOU]/);
    expect(text.startsWith(`Leo Leadgen is an ${ROLE_LABELS.admin} now.`)).toBe(true);
  });
});
