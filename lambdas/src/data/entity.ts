/**
 * Declares an entity of the single table once: its tag, its primary key template, the index keys it
 * takes part in, and the item builder, parser and typed writes derived from them (in the spirit of
 * ElectroDB's entity models, without the library). Every entity module is one `defineEntity` call
 * plus the reads and writes of its access patterns; services write through `update`, `delete` and
 * `check` (item-operations.ts) and never spell an expression or a key.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { entityAttributes, tableName, type TableKey } from './table';
import type { Condition, Conditions } from './expressions';
import { conditionCheck, ItemDelete, ItemUpdate } from './item-operations';
import type { NamedTransactItem, TransactItem } from './transaction';

/** Index key attributes (gsi1pk, gsi1sk, ...) an item carries; absent ones keep it out of a sparse index. */
export type IndexKeys = Partial<Record<string, string>>;

interface EntityModelBase<T, KeyArgs extends unknown[]> {
  /** The `entity` attribute of every item of this kind. */
  readonly tag: string;
  /** Primary key from the values that identify one item: the key template, written once. */
  readonly key: (...args: KeyArgs) => TableKey;
  /** Index keys of a value (sparse: return only the indexes the value belongs to). */
  readonly indexes?: (value: T) => IndexKeys;
  /** Item-level attributes that are not part of T (e.g. ttl). */
  readonly extra?: (value: T) => Record<string, unknown>;
}

/**
 * An entity's key is `key(...identity(value))`. Only an entity looked up by a value it does not store
 * (a hash of the address it is asked about) gives `keyOf` instead, from the same template.
 */
export type EntityModel<T, KeyArgs extends unknown[]> = EntityModelBase<T, KeyArgs> &
  (
    | { /** The values that identify a value of this entity (what `key` takes). */ readonly identity: (value: T) => KeyArgs; readonly keyOf?: never }
    | { readonly keyOf: (value: T) => TableKey; readonly identity?: never }
  );

export interface Entity<T, KeyArgs extends unknown[]> extends EntityModelBase<T, KeyArgs> {
  /** Primary key of a value of this entity: `key(...identity(value))`. */
  keyOf(value: T): TableKey;
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
  /** An update of one item: `.set() .add() .append() .remove() .where()`, then `.go()` or `.transact(name)`. */
  update(...args: KeyArgs): ItemUpdate<T>;
  /** A deletion of one item, optionally conditional: `.where()`, then `.go()` or `.transact(name)`. */
  delete(...args: KeyArgs): ItemDelete<T>;
  /** The deletion of a value read before (its key from its own attributes). */
  deleteValue(value: T): ItemDelete<T>;
  /** A transaction's ConditionCheck on one item. */
  check<N extends string>(name: N, args: KeyArgs, build: (c: Conditions<T>) => Condition): NamedTransactItem<N>;
}

export const defineEntity = <T extends object, KeyArgs extends unknown[]>(model: EntityModel<T, KeyArgs>): Entity<T, KeyArgs> => {
  const keyOf = (value: T): TableKey => (model.identity ? model.key(...model.identity(value)) : model.keyOf!(value));
  const toItem = (value: T) => ({ ...keyOf(value), ...model.indexes?.(value), ...model.extra?.(value), entity: model.tag, ...value });
  return {
    ...model,
    keyOf,
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
    update: (...args) => new ItemUpdate<T>(model.key(...args)),
    delete: (...args) => new ItemDelete<T>(model.key(...args)),
    deleteValue: (value) => new ItemDelete<T>(keyOf(value)),
    check: (name, args, build) => conditionCheck<T, typeof name>(name, model.key(...args), build),
  };
};

/** A transaction ConditionCheck that the item does not exist. */
export const conditionAbsent = <N extends string>(name: N, key: TableKey): NamedTransactItem<N> => ({
  name,
  item: { ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_not_exists(pk)' } },
});
