/**
 * Pages over the invitation indexes: one or several index partitions read in key order (several are
 * merged, e.g. a founder's own invitations and their team's), narrowed by tests on the projected
 * attributes, then by tests on the full items when a filter has no key. A page stops when it is full,
 * when the partitions are exhausted, or when the request has read its budget (1 MB: DynamoDB's own
 * page size); the opaque cursor then records where each partition stands.
 *
 * The cursor holds only sort-key values and the item's table sort key; the partition comes from the
 * request's own (authorised) filters every time, so a cursor cannot open another scope.
 */
import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { compareCodePoints } from '@safe-haven/shared/search-terms';
import * as z from 'zod';
import { dynamo } from '../core/aws-clients';
import { invitationEntity } from './invitation';
import { invitationPartition } from './invitation-partition';
import { listOrderKey, ORDER_SCOPE_KINDS } from './list-order';
import { searchEntryEntity } from './search-entry';
import { tableName } from './table';
import { tableIndex } from '@safe-haven/shared/table-definition';

export type IndexItem = Record<string, unknown>;

export interface PartitionSource {
  indexName: string;
  /** Values of every partition-key attribute of the index. */
  partition: Record<string, string>;
  /** Ascending with a prefix on the first sort attribute (search), newest (largest) first, or ascending. */
  order: 'newest' | 'prefix' | 'ascending';
  prefix?: string;
  /**
   * A range of the first sort attribute (ascending orders only): below a value, or from one value to
   * another (both included). The follow-up views read the due-date order this way (shared/follow-up.ts).
   */
  range?: SortRange;
}

export type SortRange = { below: string } | { from: string; to: string };

/** A position: after this index item (its sort-key values and table sort key), or exhausted. */
type Position = { after: string[]; sk: string } | 'done' | null;

/** 1 MB of eventually consistent reads (0.5 read units per 4 KB). */
export const READ_BUDGET_UNITS = 128;

/** Index items of about 350 bytes: how many one read unit (8 KB eventually consistent) holds. */
const INDEX_ITEMS_PER_UNIT = 23;

export interface ReadStats {
  queries: number;
  batchGets: number;
  /** Index items and table items DynamoDB read for this page. */
  itemsRead: number;
  readUnits: number;
}

export const emptyStats = (): ReadStats => ({ queries: 0, batchGets: 0, itemsRead: 0, readUnits: 0 });

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid list cursor');
    this.name = 'InvalidCursorError';
  }
}

/** The sort keys of the items the invitation indexes hold (a cursor names one), from their entities' key templates. */
const INDEXED_SORT_KEYS = new Set([
  invitationEntity.key('').sk,
  ...(['name', 'last', 'email'] as const).map((field) => searchEntryEntity.key('', field).sk),
  ...ORDER_SCOPE_KINDS.filter((kind) => !kind.includes('#TERM#')).map((kind) => listOrderKey('', kind).sk),
]);

const cursorSchema = z.object({
  f: z.string(),
  p: z.array(
    z.union([
      z.literal('done'),
      z.null(),
      z.object({ after: z.array(z.string().max(600)).max(4), sk: z.string().refine((sk) => INDEXED_SORT_KEYS.has(sk)) }),
    ]),
  ),
});

const fingerprint = (sources: readonly PartitionSource[]) =>
  createHash('sha256').update(JSON.stringify(sources)).digest('base64url').slice(0, 12);

export const encodeCursor = (sources: readonly PartitionSource[], positions: readonly Position[]): string =>
  Buffer.from(JSON.stringify({ f: fingerprint(sources), p: positions }), 'utf8').toString('base64url');

export const decodeCursor = (sources: readonly PartitionSource[], cursor: string | undefined): Position[] => {
  if (!cursor) return sources.map(() => null);
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidCursorError();
  }
  // A cursor belongs to the filters it was made for.
  if (parsed.f !== fingerprint(sources) || parsed.p.length !== sources.length) throw new InvalidCursorError();
  for (const [i, position] of parsed.p.entries()) {
    if (position && position !== 'done' && position.after.length !== tableIndex(sources[i]!.indexName).sortKey.length) throw new InvalidCursorError();
  }
  return parsed.p;
};

/** Reads one partition in chunks; `take` moves its position past an item. */
class PartitionReader {
  private buffer: IndexItem[] = [];
  private lastEvaluated: Record<string, unknown> | undefined;
  private exhausted: boolean;
  private chunk = 0;

  constructor(
    readonly source: PartitionSource,
    public position: Position,
    private readonly budget: ReadBudget,
    private readonly firstChunk: number,
  ) {
    this.exhausted = position === 'done';
  }

  private get sortKey() {
    return tableIndex(this.source.indexName).sortKey;
  }

  private startKey(): Record<string, unknown> | undefined {
    if (this.lastEvaluated) return this.lastEvaluated;
    const position = this.position;
    if (!position || position === 'done') return undefined;
    const values = Object.fromEntries(this.sortKey.map((name, i) => [name, position.after[i]]));
    // The id is the last sort attribute of every invitation index: it names the item's partition.
    return { pk: invitationPartition(String(position.after[position.after.length - 1])), sk: position.sk, ...this.source.partition, ...values };
  }

  async peek(): Promise<IndexItem | undefined> {
    if (this.buffer.length > 0) return this.buffer[0];
    if (this.exhausted || this.budget.spent()) return undefined;
    const names = Object.keys(this.source.partition);
    const conditions = names.map((_, i) => `#p${i} = :p${i}`);
    const attributeNames: Record<string, string> = Object.fromEntries(names.map((name, i) => [`#p${i}`, name]));
    const values: Record<string, unknown> = Object.fromEntries(names.map((name, i) => [`:p${i}`, this.source.partition[name]]));
    if (this.source.order === 'prefix') {
      conditions.push('begins_with(#s0, :prefix)');
      attributeNames['#s0'] = this.sortKey[0]!;
      values[':prefix'] = this.source.prefix ?? '';
    }
    const range = this.source.range;
    if (range) {
      attributeNames['#s0'] = this.sortKey[0]!;
      if ('below' in range) {
        conditions.push('#s0 < :below');
        values[':below'] = range.below;
      } else {
        conditions.push('#s0 BETWEEN :from AND :to');
        values[':from'] = range.from;
        values[':to'] = range.to;
      }
    }
    // Start with one more than a page (to know whether another follows); refill in larger chunks.
    // A small budget (a sorted page: 10 units) caps a chunk at what it can still pay for.
    const limit = Math.max(2, Math.min(this.chunk === 0 ? this.firstChunk : Math.min(200, this.firstChunk * 2 ** this.chunk * 2), Math.floor(this.budget.remaining() * INDEX_ITEMS_PER_UNIT)));
    this.chunk++;
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: this.source.indexName,
        KeyConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: attributeNames,
        ExpressionAttributeValues: values,
        ScanIndexForward: this.source.order !== 'newest',
        ExclusiveStartKey: this.startKey(),
        Limit: limit,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    this.budget.record({ queries: 1, itemsRead: result.ScannedCount ?? 0, readUnits: result.ConsumedCapacity?.CapacityUnits ?? 0 });
    this.buffer = result.Items ?? [];
    this.lastEvaluated = result.LastEvaluatedKey;
    if (!this.lastEvaluated) this.exhausted = true;
    if (this.buffer.length === 0 && this.exhausted) this.position = 'done';
    return this.buffer[0];
  }

  take(): IndexItem {
    const item = this.buffer.shift()!;
    this.position = { after: this.sortKey.map((name) => String(item[name])), sk: String(item.sk) };
    if (this.buffer.length === 0 && this.exhausted) this.position = 'done';
    return item;
  }
}

export class ReadBudget {
  readonly stats = emptyStats();
  /** Units kept for reads still to come (the page's cards), which the index reads may not use. */
  reserved = 0;
  constructor(private readonly units = READ_BUDGET_UNITS) {}
  record(read: Partial<ReadStats>) {
    this.stats.queries += read.queries ?? 0;
    this.stats.batchGets += read.batchGets ?? 0;
    this.stats.itemsRead += read.itemsRead ?? 0;
    this.stats.readUnits += read.readUnits ?? 0;
  }
  /** A Query costs at least 0.5 unit: with less left, the next one would overspend. */
  spent(): boolean {
    return this.remaining() < 0.5;
  }
  remaining(): number {
    return this.units - this.stats.readUnits - this.reserved;
  }
}

/** Index order: newest first by (createdAt, id); search and the ascending orders by their sort key, in UTF-8 order. */
const compareItems = (source: PartitionSource, a: IndexItem, b: IndexItem): number => {
  for (const name of tableIndex(source.indexName).sortKey) {
    const difference = compareCodePoints(String(a[name]), String(b[name]));
    if (difference !== 0) return source.order === 'newest' ? -difference : difference;
  }
  return 0;
};

/** Several partitions of the same kind of index, merged in index order. */
export class MergedReader {
  private readonly readers: PartitionReader[];

  constructor(sources: readonly PartitionSource[], positions: readonly Position[], budget: ReadBudget, firstChunk: number) {
    this.readers = sources.map((source, i) => new PartitionReader(source, positions[i] ?? null, budget, firstChunk));
  }

  /** The next item in order, without consuming it. */
  async peek(): Promise<{ reader: PartitionReader; item: IndexItem } | undefined> {
    let best: { reader: PartitionReader; item: IndexItem } | undefined;
    for (const reader of this.readers) {
      const item = await reader.peek();
      if (item && (!best || compareItems(reader.source, item, best.item) < 0)) best = { reader, item };
    }
    return best;
  }

  async next(): Promise<IndexItem | undefined> {
    const head = await this.peek();
    return head ? head.reader.take() : undefined;
  }

  positions(): Position[] {
    return this.readers.map((reader) => reader.position);
  }
}

export interface PageRequest<T> {
  sources: readonly PartitionSource[];
  cursor?: string;
  pageSize: number;
  /** Tests on the projected attributes of an index item. */
  matchesIndexItem?: (item: IndexItem) => boolean;
  /** The invitation id an index item stands for. */
  idOf: (item: IndexItem) => string;
  /** Reads the full items of these ids, in order (missing ones left out). */
  load: (ids: string[], budget: ReadBudget) => Promise<T[]>;
  idOfLoaded: (value: T) => string;
  /** Tests on the full item, for filters no index covers. */
  matchesLoaded?: (value: T) => boolean;
  /** Read units this request may spend (default: 1 MB worth). */
  readBudgetUnits?: number;
  /** Units each result will cost to load (0.5: an item under 4 KB), kept from the index reads' budget. */
  loadUnitsPerResult?: number;
}

export interface Page<T> {
  items: T[];
  nextCursor?: string;
  stats: ReadStats;
}

export const readPage = async <T>(request: PageRequest<T>): Promise<Page<T>> => {
  const budget = new ReadBudget(request.readBudgetUnits);
  if (request.sources.length === 0) return { items: [], stats: budget.stats };
  const merged = new MergedReader(request.sources, decodeCursor(request.sources, request.cursor), budget, request.pageSize + 1);
  const accepted: { value: T; positions: Position[] }[] = [];
  let stoppedByBudget = false;

  while (accepted.length < request.pageSize) {
    const need = request.pageSize - accepted.length;
    budget.reserved = (request.loadUnitsPerResult ?? 0) * need;
    const candidates: { id: string; positions: Position[] }[] = [];
    while (candidates.length < need) {
      if (budget.spent()) {
        stoppedByBudget = true;
        break;
      }
      const item = await merged.next();
      if (!item) break;
      if (request.matchesIndexItem && !request.matchesIndexItem(item)) continue;
      candidates.push({ id: request.idOf(item), positions: merged.positions() });
    }
    if (candidates.length === 0) break;
    budget.reserved = 0;
    const loaded = new Map((await request.load(candidates.map((c) => c.id), budget)).map((value) => [request.idOfLoaded(value), value]));
    for (const candidate of candidates) {
      const value = loaded.get(candidate.id);
      if (value && (!request.matchesLoaded || request.matchesLoaded(value))) accepted.push({ value, positions: candidate.positions });
    }
    if (stoppedByBudget) break;
  }

  const items = accepted.map((entry) => entry.value);
  if (stoppedByBudget) return { items, nextCursor: encodeCursor(request.sources, merged.positions()), stats: budget.stats };
  if (accepted.length < request.pageSize) return { items, stats: budget.stats };
  // A full page: another follows only if some partition has an item left.
  const last = accepted[accepted.length - 1]!.positions;
  const more = budget.spent() ? true : (await merged.peek()) !== undefined;
  return { items, ...(more ? { nextCursor: encodeCursor(request.sources, last) } : {}), stats: budget.stats };
};
