/**
 * Key schema of the single table, read by the CDK stack and by the local stack's table creation,
 * so the deployed and the local table are the same shape.
 */
export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const TABLE_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

/** Epoch-seconds attribute that expires idempotency records and applied-event markers. */
export const TTL_ATTRIBUTE = 'ttl';
