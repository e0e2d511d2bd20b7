/**
 * Writes and condition checks of one item, built from named attributes (expressions.ts), each of
 * which runs on its own (`go`, `attempt`) or as a named item of a transaction (`transact`). Entities
 * hand them out keyed (`invitationEntity.update(id)`); `itemAt` is for the table's bookkeeping items
 * that have no entity module of their own (counters, failure counts).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand, type DeleteCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { conditionsOn, Placeholders, UpdateExpression, type Condition, type Conditions } from './expressions';
import { tableName, type TableKey } from './table';
import type { NamedTransactItem, TransactItem } from './transaction';

type ConditionBuilder<T> = (c: Conditions<T>) => Condition | false | undefined;

interface UpdateOptions {
  ReturnValues?: UpdateCommandInput['ReturnValues'];
  /** In a transaction, the item as it was is reported with a failed condition (TransactionCancelledError.oldItem). */
  ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE';
}

/** Runs a conditional write; false when its condition refused it. */
const unlessRefused = async (write: () => Promise<unknown>): Promise<boolean> => {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

export class ItemUpdate<T> extends UpdateExpression<T> {
  private condition?: Condition;

  constructor(private readonly key: TableKey) {
    super();
  }

  /** The condition the item must meet; several `where` calls are joined with AND. */
  where(build: ConditionBuilder<T>): this {
    const c = conditionsOn<T>();
    const next = build(c);
    if (next) this.condition = this.condition ? c.and(this.condition, next) : next;
    return this;
  }

  command(options: UpdateOptions = {}): UpdateCommandInput {
    const p = new Placeholders();
    return {
      TableName: tableName(),
      Key: this.key,
      UpdateExpression: this.render(p),
      ...(this.condition ? { ConditionExpression: this.condition.render(p) } : {}),
      ...p.attributes(),
      ...options,
    };
  }

  transact<N extends string>(name: N, options: Pick<UpdateOptions, 'ReturnValuesOnConditionCheckFailure'> = {}): NamedTransactItem<N> {
    return { name, item: { Update: this.command(options) as NonNullable<TransactItem['Update']> } };
  }

  /** Runs the update; answers the attributes ReturnValues asked for. */
  async go(options: Pick<UpdateOptions, 'ReturnValues'> = {}): Promise<Record<string, unknown> | undefined> {
    const { Attributes } = await dynamo().send(new UpdateCommand(this.command(options)));
    return Attributes;
  }

  /** Runs the update; false when the condition refused it. */
  attempt(): Promise<boolean> {
    return unlessRefused(() => this.go());
  }
}

export class ItemDelete<T> {
  private condition?: Condition;

  constructor(private readonly key: TableKey) {}

  where(build: ConditionBuilder<T>): this {
    const c = conditionsOn<T>();
    const next = build(c);
    if (next) this.condition = this.condition ? c.and(this.condition, next) : next;
    return this;
  }

  command(): DeleteCommandInput {
    const p = new Placeholders();
    return {
      TableName: tableName(),
      Key: this.key,
      ...(this.condition ? { ConditionExpression: this.condition.render(p) } : {}),
      ...p.attributes(),
    };
  }

  transact<N extends string>(name: N): NamedTransactItem<N> {
    return { name, item: { Delete: this.command() as NonNullable<TransactItem['Delete']> } };
  }

  async go(): Promise<void> {
    await dynamo().send(new DeleteCommand(this.command()));
  }

  attempt(): Promise<boolean> {
    return unlessRefused(() => this.go());
  }
}

/** A transaction's ConditionCheck: the item must meet the condition, and is not written. */
export const conditionCheck = <T, N extends string>(name: N, key: TableKey, build: (c: Conditions<T>) => Condition): NamedTransactItem<N> => {
  const p = new Placeholders();
  const ConditionExpression = build(conditionsOn<T>()).render(p);
  return { name, item: { ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression, ...p.attributes() } } };
};

/** Operations on a table item that has no entity module (counters, failure counts): its attributes are T. */
export const itemAt = <T = Record<string, unknown>>(key: TableKey) => ({
  update: () => new ItemUpdate<T>(key),
  delete: () => new ItemDelete<T>(key),
});
