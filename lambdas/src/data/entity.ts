/**
 * Declares an entity of the single table once: its tag, its primary key template, the index keys it
 * takes part in, and the item builder and parser derived from them (in the spirit of ElectroDB's
 * entity models, without the library). Every entity module is one `defineEntity` call plus the reads
 * and writes of its access patterns.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { entityAttributes, tableName, type TableKey } from './table';
import type { NamedTransactItem, TransactItem } from './transaction';

/** Index key attributes (gsi1pk, gsi1sk, ...) an item carries; absent ones keep it out of a sparse index. */
export type IndexKeys = Partial<Record<string, string>>;

export interface EntityModel<T, KeyArgs extends unknown[]> {
  /** The `entity` attribute of every item of this kind. */
  readonly tag: string;
  /** Primary key from the values that identify one item. */
  readonly key: (...args: KeyArgs) => TableKey;
  /** Primary key of a value of this entity. */
  readonly keyOf: (value: T) => TableKey;
  /** Index keys of a value (sparse: return only the indexes the value belongs to). */
  readonly indexes?: (value: T) => IndexKeys;
  /** Item-level attributes that are not part of T (e.g. ttl). */
  readonly extra?: (value: T) => Record<string, unknown>;
}

export interface Entity<T, KeyArgs extends unknown[]> extends EntityModel<T, KeyArgs> {
  toItem(value: T): Record<string, unknown>;
  fromItem(item: Record<string, unknown>): T;
  is(item: Record<string, unknown> | undefined): boolean;
  /** Strongly consistent GetItem by the identifying values. */
  get(...args: KeyArgs): Promise<T | undefined>;
  /** A transaction Put that only creates (fails if the key exists). */
  create<N extends string>(name: N, value: T): NamedTransactItem<N>;
  /** PutItem that only creates; false when the item already existed. */
  createOne(value: T): Promise<boolean>;
  deleteOne(...args: KeyArgs): Promise<void>;
}

export const defineEntity = <T extends object, KeyArgs extends unknown[]>(model: EntityModel<T, KeyArgs>): Entity<T, KeyArgs> => {
  const toItem = (value: T) => ({ ...model.keyOf(value), ...model.indexes?.(value), ...model.extra?.(value), entity: model.tag, ...value });
  return {
    ...model,
    toItem,
    fromItem: (item) => entityAttributes<T>(item),
    is: (item) => item?.entity === model.tag,
    get: async (...args) => {
      const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: model.key(...args), ConsistentRead: true }));
      return Item ? entityAttributes<T>(Item) : undefined;
    },
    create: (name, value) => ({
      name,
      item: { Put: { TableName: tableName(), Item: toItem(value), ConditionExpression: 'attribute_not_exists(pk)' } } satisfies TransactItem,
    }),
    createOne: async (value) => {
      try {
        await dynamo().send(new PutCommand({ TableName: tableName(), Item: toItem(value), ConditionExpression: 'attribute_not_exists(pk)' }));
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
    deleteOne: async (...args) => {
      await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: model.key(...args) }));
    },
  };
};

/** A transaction ConditionCheck that the item does not exist. */
export const conditionAbsent = <N extends string>(name: N, key: TableKey): NamedTransactItem<N> => ({
  name,
  item: { ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_not_exists(pk)' } },
});
