/**
 * The records the stream handler acts on, as Lambda event-filter patterns: the event source mapping
 * invokes the handler only for these (so never for its own counter, unread-state and fact writes,
 * which are most of the stream), and the local poller applies the same patterns. Each processor's
 * own guard stays: the filter saves invocations, it does not decide.
 *
 * A processor that starts acting on another entity or event must be added here: the integration and
 * browser tests run every processor behind the local poller, which drops what these patterns do.
 */
import type { DynamoDBRecord } from 'aws-lambda';

type Pattern = { readonly [key: string]: readonly string[] | Pattern };

export const STREAM_FILTER_PATTERNS: readonly Pattern[] = [
  // Invitations (counters, unread counts, list order) and outbox emails (delivery, mirror) as they are written and changed.
  { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { entity: { S: ['invitation', 'outbox'] } } } },
  // A person's role or status changing (offboarding).
  { eventName: ['MODIFY'], dynamodb: { NewImage: { entity: { S: ['profile'] } } } },
  // An invitation deleted or erased (counters taken back, unread states settled).
  { eventName: ['REMOVE'], dynamodb: { OldImage: { entity: { S: ['invitation'] } } } },
];

/** The subset of Lambda's filter grammar used above: exact values, nested objects. */
const matches = (pattern: Pattern, value: unknown): boolean =>
  Object.entries(pattern).every(([key, expected]) => {
    const actual = (value as Record<string, unknown> | undefined)?.[key];
    return Array.isArray(expected) ? typeof actual === 'string' && expected.includes(actual) : matches(expected as Pattern, actual);
  });

export const wantedByStreamHandler = (record: Pick<DynamoDBRecord, 'eventName' | 'dynamodb'>): boolean =>
  STREAM_FILTER_PATTERNS.some((pattern) => matches(pattern, record));
