/**
 * The key condition of a Query, built from named attributes like every other expression
 * (expressions.ts). Named access patterns in the entity modules are made of these.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { conditionsOn, Placeholders, type Condition, type Conditions } from './expressions';

export type KeyQuery = Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;

/** The partition (and sort key range) of the table or of an index: equalities joined with AND, then one range term. */
export const keyQuery = <T = Record<string, unknown>>(index: string | undefined, build: (c: Conditions<T>) => Condition): KeyQuery => {
  const p = new Placeholders();
  const KeyConditionExpression = build(conditionsOn<T>()).render(p);
  return { ...(index ? { IndexName: index } : {}), KeyConditionExpression, ...p.attributes() };
};
