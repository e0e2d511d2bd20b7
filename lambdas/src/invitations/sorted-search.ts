/**
 * A search in a sorted list. The `orderByTerm` index holds, per scope, one list-order entry per
 * search term of each invitation, with its sort keys, status and audience (data/list-order.ts, kept
 * by the stream handler). When few entries match the prefix (at most NARROW_SEARCH_ENTRIES, the
 * usual case: a name being typed), one Query finds them all, they are sorted here and each page is a
 * slice of that order: about 4 read units for the Query and 5 for the page's cards, whatever the
 * table's size. A broader search (a letter or two) matches a large share of the list, so the caller
 * reads the sorted index instead and tests the terms on each entry.
 */
import { createHash } from 'node:crypto';
import type { Audience } from '@safe-haven/shared/audiences';
import { compareForSort, type ListSort, type SortKeys } from '@safe-haven/shared/list-sort';
import * as z from 'zod';
import { InvalidCursorError, type ReadBudget } from '../data/index-pages';
import { termEntriesFrom } from '../data/list-order';

/**
 * More matching entries than this: the sorted index with the terms tested. 100 entries of about
 * 330 bytes are 33 KB, about 4 read units; with a page of cards (5) a page stays under 10.
 */
export const NARROW_SEARCH_ENTRIES = 100;

export interface SearchMatch extends SortKeys {
  status: string;
}

/**
 * The invitations matching a prefix in these scopes (of the audience), with their sort keys and
 * status, or 'broad' as soon as more than the limit's entries match.
 */
export const narrowSearchMatches = async (
  scopes: readonly string[],
  prefix: string,
  audience: Audience | undefined,
  budget: ReadBudget,
  limit = NARROW_SEARCH_ENTRIES,
): Promise<SearchMatch[] | 'broad'> => {
  const matches = new Map<string, SearchMatch>();
  let read = 0;
  for (const scope of scopes) {
    const result = await termEntriesFrom(scope, prefix, limit - read + 1);
    budget.record({ queries: 1, itemsRead: result.ScannedCount ?? 0, readUnits: result.ConsumedCapacity?.CapacityUnits ?? 0 });
    read += result.Count ?? 0;
    if (read > limit || result.LastEvaluatedKey) return 'broad';
    for (const item of result.Items ?? []) {
      if (audience && item.audience !== audience) continue;
      const id = String(item.invitationId);
      matches.set(id, { id, updatedAt: String(item.updatedAt), dueKey: String(item.dueKey), nameKey: String(item.nameKey), status: String(item.status) });
    }
  }
  return [...matches.values()];
};

const cursorSchema = z.object({ f: z.string(), after: z.object({ key: z.string().max(600), id: z.string().max(64) }) });

const SORT_FIELD: Record<ListSort, keyof Omit<SortKeys, 'id'>> = { updated: 'updatedAt', due: 'dueKey', name: 'nameKey' };

/**
 * One page of the matches in the chosen order. The cursor names the last card shown (its sort key
 * and id) and the request it belongs to (`fingerprint`): a cursor of another list is refused.
 */
export const sortedMatchesPage = (
  matches: readonly SearchMatch[],
  options: { sort: ListSort; status?: string; cursor?: string; fingerprint: string; pageSize: number },
): { ids: string[]; nextCursor?: string } => {
  const { sort, status, pageSize } = options;
  const f = createHash('sha256').update(`narrow-search:${options.fingerprint}`).digest('base64url').slice(0, 12);
  let after: { key: string; id: string } | undefined;
  if (options.cursor) {
    try {
      const parsed = cursorSchema.parse(JSON.parse(Buffer.from(options.cursor, 'base64url').toString('utf8')));
      if (parsed.f !== f) throw new InvalidCursorError();
      after = parsed.after;
    } catch {
      throw new InvalidCursorError();
    }
  }
  const entries = matches.filter((match) => !status || match.status === status);
  const ordered = [...entries].sort((a, b) => compareForSort(sort, a, b));
  const field = SORT_FIELD[sort];
  const start = after ? ordered.findIndex((entry) => compareForSort(sort, entry, { ...entry, [field]: after.key, id: after.id }) > 0) : 0;
  const remaining = start === -1 ? [] : ordered.slice(start);
  const page = remaining.slice(0, pageSize);
  const last = page.at(-1);
  const more = remaining.length > pageSize && last;
  return {
    ids: page.map((entry) => entry.id),
    ...(more ? { nextCursor: Buffer.from(JSON.stringify({ f, after: { key: last[field], id: last.id } }), 'utf8').toString('base64url') } : {}),
  };
};
