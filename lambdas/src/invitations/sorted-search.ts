/**
 * A search in a sorted list. The search indexes find who matches by a name or email prefix, in term
 * order; a sorted list needs them in another order. When few invitations match (at most
 * NARROW_SEARCH_LIMIT, the usual case: a name being typed), they are all found with the search
 * index, their list-order entries read by key and sorted here, and each page is a slice of that
 * order: one Query of small entries and one BatchGetItem of at most 100 entries (50 read units at
 * most), whatever the table's size. A broader search (a letter or two) matches a large share of
 * the list, so the caller reads the sorted index instead and tests the terms on each entry.
 */
import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Audience } from '@safe-haven/shared/audiences';
import { compareForSort, type ListSort, type SortKeys } from '@safe-haven/shared/list-sort';
import * as z from 'zod';
import { dynamo } from '../core/aws-clients';
import { batchGetItems } from '../data/batch-get';
import { InvalidCursorError, type ReadBudget } from '../data/index-pages';
import { LIST_ORDER_TAG, listOrderKey } from '../data/list-order';
import { tableName } from '../data/table';

/** More matches than this: the sorted index with the terms tested costs less than reading each match. */
export const NARROW_SEARCH_LIMIT = 100;

export interface SearchPartition {
  indexName: string;
  partition: Record<string, string>;
}

/**
 * The ids of the invitations matching a prefix in these partitions (and of the audience), or
 * 'broad' as soon as more than the limit match.
 */
export const narrowSearchMatches = async (
  partitions: readonly SearchPartition[],
  prefix: string,
  audience: Audience | undefined,
  budget: ReadBudget,
  limit = NARROW_SEARCH_LIMIT,
): Promise<string[] | 'broad'> => {
  const ids = new Set<string>();
  for (const { indexName, partition } of partitions) {
    const [[attribute, value]] = Object.entries(partition) as [[string, string]];
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: indexName,
          KeyConditionExpression: '#scope = :scope AND begins_with(#term, :prefix)',
          ExpressionAttributeNames: { '#scope': attribute, '#term': 'term' },
          ExpressionAttributeValues: { ':scope': value, ':prefix': prefix },
          ExclusiveStartKey: startKey,
          // Three terms an invitation at most: one page holds every entry of the limit's matches.
          Limit: limit * 3 + 1,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      budget.record({ queries: 1, itemsRead: result.ScannedCount ?? 0, readUnits: result.ConsumedCapacity?.CapacityUnits ?? 0 });
      for (const item of result.Items ?? []) if (!audience || item.audience === audience) ids.add(String(item.invitationId));
      if (ids.size > limit) return 'broad';
      startKey = result.LastEvaluatedKey;
    } while (startKey);
  }
  return [...ids];
};

const cursorSchema = z.object({ f: z.string(), after: z.object({ key: z.string().max(600), id: z.string().max(64) }) });

const SORT_FIELD: Record<ListSort, keyof Omit<SortKeys, 'id'>> = { updated: 'updatedAt', due: 'dueKey', name: 'nameKey' };

/**
 * One page of the matches in the chosen order. The cursor names the last card shown (its sort key
 * and id) and the request it belongs to (`fingerprint`): a cursor of another list is refused.
 */
export const sortedMatchesPage = async (
  ids: readonly string[],
  options: { sort: ListSort; status?: string; cursor?: string; fingerprint: string; pageSize: number; budget: ReadBudget },
): Promise<{ ids: string[]; nextCursor?: string }> => {
  const { sort, status, pageSize, budget } = options;
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
  // Every invitation has an entry in the all-invitations scope; its keys are the same in every scope.
  const entries = (await batchGetItems(ids.map((id) => listOrderKey(id, 'ALL')), { onRead: (readUnits) => budget.record({ batchGets: 1, readUnits }) }))
    .filter((item) => item.entity === LIST_ORDER_TAG && typeof item.orderScope === 'string' && (!status || item.status === status))
    .map((item): SortKeys => ({ id: String(item.invitationId), updatedAt: String(item.updatedAt), dueKey: String(item.dueKey), nameKey: String(item.nameKey) }));
  budget.record({ itemsRead: entries.length });
  const ordered = entries.sort((a, b) => compareForSort(sort, a, b));
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
