/**
 * The single table: its name and the helpers every entity module shares. Each entity's key
 * templates live in its own module (profile.ts, invitation.ts, ...); docs/data-model.md lists them
 * with their access patterns.
 */
import { requiredEnv } from '../core/env';
import { SYNTHETIC_INDEX_ATTRIBUTES, TABLE_KEY, TTL_ATTRIBUTE } from '@safe-haven/shared/table-definition';

export const tableName = (): string => requiredEnv('TABLE_NAME');

export interface TableKey {
  pk: string;
  sk: string;
}

/**
 * Attributes that belong to the table (keys, synthetic index keys, tag, expiry), not to an entity.
 * Multi-attribute index keys are the entity's own attributes (senderId, status ...) and stay.
 */
const TABLE_ATTRIBUTES = new Set<string>([TABLE_KEY.partitionKey, TABLE_KEY.sortKey, ...SYNTHETIC_INDEX_ATTRIBUTES, 'entity', TTL_ATTRIBUTE]);

/** An item's own attributes, without the table's keys, tag and expiry. */
export const entityAttributes = <T>(item: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !TABLE_ATTRIBUTES.has(name))) as T;

/** DynamoDB TTL takes epoch seconds. */
export const ttlSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
