/**
 * Search over invitations matches what people type: a case-insensitive prefix of the first name,
 * the last name, the full name or the email. Both the stored terms and the typed query go through
 * `searchKey`, so "JOSÉ", "josé" and "jose" find the same person.
 */
export const MAX_SEARCH_LENGTH = 100;

/** Lower case, accents removed, inner whitespace collapsed. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export interface SearchablePerson {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The terms a person is found by. The full name covers every prefix of the first name, so the first
 * name needs no term of its own; duplicates (a last name equal to the full name) are dropped.
 */
export const searchTermsOf = (person: SearchablePerson): { field: 'name' | 'last' | 'email'; term: string }[] => {
  const entries = [
    { field: 'name' as const, term: searchKey(`${person.firstName} ${person.lastName}`) },
    { field: 'last' as const, term: searchKey(person.lastName) },
    { field: 'email' as const, term: searchKey(person.email) },
  ].filter((entry) => entry.term !== '');
  return entries.filter((entry, index) => entries.findIndex((other) => other.term === entry.term) === index);
};

/**
 * A person matching a query by several terms is reported once, under the smallest matching term
 * (the first the sorted index reaches). This decides it for one term without reading the others' entries.
 */
export const isFirstMatchingTerm = (term: string, allTerms: readonly string[], query: string): boolean => {
  const matching = allTerms.filter((candidate) => candidate.startsWith(query)).sort(compareCodePoints);
  return matching[0] === term;
};

/** DynamoDB orders strings by their UTF-8 bytes, which is code point order (not JavaScript's UTF-16 order). */
export const compareCodePoints = (a: string, b: string): number => {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
};
