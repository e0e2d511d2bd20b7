/**
 * The records the stream handler acts on, as Lambda event-filter patterns, one set per reader of the
 * stream (an event source mapping each, both invoking the same handler): the mappings invoke it only
 * for these (so never for its own counter, unread-state and fact writes, which are most of the
 * stream), and the local poller applies the same patterns. Each processor's own guard stays: the
 * filter saves invocations, it does not decide.
 *
 * A processor that starts acting on another entity or event must be added here: the integration and
 * browser tests run every processor behind the local poller, which drops what these patterns do.
 */
import type { DynamoDBRecord } from 'aws-lambda';

type Pattern = { readonly [key: string]: readonly string[] | Pattern };

export const STREAM_READERS = {
  /**
   * In order per item, one batch at a time per shard: counters, unread counts, list order, badges,
   * offboarding and the email mirror, whose correctness depends on seeing an item's changes in order.
   */
  ordered: [
    // Invitations (counters, unread counts, list order) as they are written and changed; not their
    // audit entries and detail item (`invitation-audit`, `invitation-detail`): a change that is an
    // update sets the invitation's own lastActivityAt, which the list order reads.
    { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { entity: { S: ['invitation'] } } } },
    // What became of an email (mirrored on its invitation).
    { eventName: ['MODIFY'], dynamodb: { NewImage: { entity: { S: ['outbox'] } } } },
    // A person's role or status changing (offboarding, unread counts).
    { eventName: ['MODIFY'], dynamodb: { NewImage: { entity: { S: ['profile'] } } } },
    // An invitation deleted or erased (counters taken back, unread states settled).
    { eventName: ['REMOVE'], dynamodb: { OldImage: { entity: { S: ['invitation'] } } } },
  ],
  /**
   * The emails no request waits for (answer notifications, account notices, email proofs), sent by a
   * second reader in parallel and in any order: SES's latency never holds up the counters, and a
   * failed send is left to the outbox sweeper.
   */
  emails: [{ eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['outbox'] }, delivery: { S: ['stream'] } } } }],
} as const satisfies Record<string, readonly Pattern[]>;

export type StreamReader = keyof typeof STREAM_READERS;

/** The subset of Lambda's filter grammar used above: exact values, nested objects. */
const matches = (pattern: Pattern, value: unknown): boolean =>
  Object.entries(pattern).every(([key, expected]) => {
    const actual = (value as Record<string, unknown> | undefined)?.[key];
    return Array.isArray(expected) ? typeof actual === 'string' && expected.includes(actual) : matches(expected as Pattern, actual);
  });

/** Whether this reader's event source mapping hands the record to the handler. */
export const wantedBy = (reader: StreamReader, record: Pick<DynamoDBRecord, 'eventName' | 'dynamodb'>): boolean =>
  (STREAM_READERS[reader] as readonly Pattern[]).some((pattern) => matches(pattern, record));

/** Whether any reader hands the record to the handler (a replay of the whole stream). */
export const wantedByStreamHandler = (record: Pick<DynamoDBRecord, 'eventName' | 'dynamodb'>): boolean =>
  (Object.keys(STREAM_READERS) as StreamReader[]).some((reader) => wantedBy(reader, record));
