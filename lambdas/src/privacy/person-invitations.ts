/**
 * Every invitation of one person, without a scan: the email search entries (searchAll index, sorted
 * by term) from the prefix every spelling of the address shares, kept when their canonical form is
 * the person's (any case, any +tag; for Gmail any dots after the first), plus the recipient marker's
 * invitation.
 */
import { searchKey } from '@safe-haven/shared/search-terms';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { recipientEntity } from '../data/recipient';
import { searchEntriesFrom } from '../data/search-entry';

/** The start every stored spelling of this address has in common (the email term is lower case). */
export const lookupPrefix = (email: string): string => {
  const canonical = canonicalEmail(email);
  const local = canonical.slice(0, canonical.lastIndexOf('@'));
  // Gmail addresses may carry dots anywhere after the first character.
  return canonical.endsWith('@gmail.com') ? searchKey(local.slice(0, 1)) : searchKey(local);
};

export const invitationIdsOfPerson = async (email: string): Promise<string[]> => {
  const canonical = canonicalEmail(email);
  const ids = new Set<string>();
  for (const entry of await searchEntriesFrom(lookupPrefix(email))) {
    if (entry.field === 'email' && canonicalEmail(entry.term) === canonical) ids.add(entry.invitationId);
  }
  const marker = await recipientEntity.get(email);
  if (marker) ids.add(marker.invitationId);
  return [...ids];
};
