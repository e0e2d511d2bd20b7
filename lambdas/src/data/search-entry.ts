/**
 * Search entries: one small item per searchable term of an invitation (full name, last name, email;
 * see shared/search-terms.ts), in the invitation's partition. Three sparse indexes sort them by term
 * within a scope: every invitation (searchAll), one sender's (searchSender), one team's (searchTeam),
 * so a prefix search is one Query. Names and emails never change, so the entries are written with the
 * invitation and deleted with it, in the same transactions; they carry nothing that changes.
 */
import { searchTermsOf } from '@safe-haven/shared/search-terms';
import type { Audience } from '@safe-haven/shared/audiences';
import { invitationPartition } from './invitation-partition';
import { defineEntity } from './entity';
import { keyQuery } from './key-query';
import { keyTemplate } from './key-template';
import { queryAllItems } from './query-all';
import type { Invitation } from './invitation';
import { ALL_INVITATIONS } from '@safe-haven/shared/table-definition';
import type { NamedTransactItem } from './transaction';

export interface SearchEntry {
  invitationId: string;
  field: 'name' | 'last' | 'email';
  term: string;
  /** Every term of the invitation: a match by several terms is reported under the first only. */
  terms: string[];
  audience: Audience;
  /** Scope keys of the three search indexes. */
  searchAll: typeof ALL_INVITATIONS;
  searchSender: string;
  searchTeam?: string;
}

const SEARCH = keyTemplate('SEARCH');

const keyOf = (invitationId: string, field: SearchEntry['field']) => ({ pk: invitationPartition(invitationId), sk: SEARCH.of(field) });

export const searchEntryEntity = defineEntity<SearchEntry, [invitationId: string, field: SearchEntry['field']]>({
  tag: 'search-entry',
  key: keyOf,
  identity: (entry) => [entry.invitationId, entry.field],
});

export const searchEntriesOf = (invitation: Pick<Invitation, 'id' | 'recipientFirstName' | 'recipientLastName' | 'recipientEmail' | 'audience' | 'senderId' | 'senderAddedById'>): SearchEntry[] => {
  const terms = searchTermsOf({ firstName: invitation.recipientFirstName, lastName: invitation.recipientLastName, email: invitation.recipientEmail });
  return terms.map(({ field, term }) => ({
    invitationId: invitation.id,
    field,
    term,
    terms: terms.map((entry) => entry.term),
    audience: invitation.audience,
    searchAll: ALL_INVITATIONS,
    searchSender: invitation.senderId,
    ...(invitation.senderAddedById ? { searchTeam: invitation.senderAddedById } : {}),
  }));
};

/** What the search indexes hold of an entry: its keys (the field is the sort key's), `terms` and `audience`. */
export type IndexedSearchEntry = Pick<SearchEntry, 'invitationId' | 'field' | 'term'>;

/** Access pattern searchEntriesFrom (`searchAll`): every invitation's entries whose term starts with the prefix. */
export const searchEntriesFrom = async (prefix: string): Promise<IndexedSearchEntry[]> =>
  (await queryAllItems(keyQuery<SearchEntry>('searchAll', (c) => c.and(c.eq('searchAll', ALL_INVITATIONS), c.beginsWith('term', prefix))))).map(
    (item) => ({ invitationId: String(item.invitationId), term: String(item.term), field: SEARCH.idOf(String(item.sk)) as SearchEntry['field'] }),
  );

/** Transaction items that create an invitation's entries (named search-<field>). */
export const createSearchEntries = (invitation: Parameters<typeof searchEntriesOf>[0]): NamedTransactItem[] =>
  searchEntriesOf(invitation).map((entry) => searchEntryEntity.create(`search-${entry.field}`, entry));

/** Transaction items that delete an invitation's entries (absent entries are fine). */
export const deleteSearchEntries = (invitation: Parameters<typeof searchEntriesOf>[0]): NamedTransactItem[] =>
  searchEntriesOf(invitation).map((entry) => searchEntryEntity.delete(entry.invitationId, entry.field).transact(`search-${entry.field}`));
