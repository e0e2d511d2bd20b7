/**
 * DynamoDB expressions built from named attributes, so no service writes an expression string
 * (ElectroDB's `update().set().add().where()`, in a few dozen lines of our own). Every attribute name
 * goes through a `#name` placeholder (reserved words such as status, state, ttl and counts need one,
 * and a map key such as a viewer's id may hold any character) and every value through a `:vN`
 * placeholder numbered per request, so parts built separately never collide in one request.
 */

/** An attribute, or a path into a map attribute (`['seenBy', viewerId]` is `seenBy.<viewerId>`). */
export type AttributePath = string | readonly [string, ...string[]];

/** A plain attribute name gets a readable placeholder; anything else (a uuid, a dotted key) a numbered one. */
const READABLE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The placeholders of one request: names shared by every part of it, values numbered in order. */
export class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly byName = new Map<string, string>();
  private valueCount = 0;

  /** `#status`, `#seenBy.#_0`: each segment of the path once, however often it is used. */
  name(path: AttributePath): string {
    const segments = typeof path === 'string' ? [path] : path;
    return segments.map((segment) => this.segment(segment)).join('.');
  }

  value(value: unknown): string {
    const placeholder = `:v${this.valueCount++}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  /** The names and values parts of a command, left out when empty (DynamoDB refuses empty maps). */
  attributes(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
    return {
      ...(Object.keys(this.names).length ? { ExpressionAttributeNames: { ...this.names } } : {}),
      ...(Object.keys(this.values).length ? { ExpressionAttributeValues: { ...this.values } } : {}),
    };
  }

  private segment(segment: string): string {
    let placeholder = this.byName.get(segment);
    if (!placeholder) {
      // `#_N` cannot be the placeholder of a readable name (those start with a letter).
      placeholder = READABLE_NAME.test(segment) ? `#${segment}` : `#_${this.byName.size}`;
      this.byName.set(segment, placeholder);
      this.names[placeholder] = segment;
    }
    return placeholder;
  }
}

/** A condition on an item, rendered into one request's placeholders. */
export interface Condition {
  render(placeholders: Placeholders): string;
  /** Joins several terms with AND or OR: wrapped in parentheses inside another join. */
  readonly compound?: boolean;
}

type Comparison = '=' | '<>' | '<' | '<=' | '>' | '>=';

/** The attributes of an item of type T that a condition or an update may name. */
export type Attribute<T> = Extract<keyof T, string>;
/** An attribute of T, the table's partition key, or a path into a map attribute of T. */
export type ConditionPath<T> = Attribute<T> | 'pk' | readonly [Attribute<T>, string];
/** The value an attribute (or a map entry) of T holds; anything for an item without a declared shape. */
type ValueAt<T, P> = string extends keyof T
  ? unknown
  : P extends readonly [infer K, string]
    ? K extends keyof T
      ? NonNullable<T[K]>[keyof NonNullable<T[K]>]
      : never
    : P extends keyof T
      ? NonNullable<T[P]>
      : unknown;

const term = (render: (p: Placeholders) => string): Condition => ({ render });

const join = (operator: 'AND' | 'OR', parts: readonly (Condition | false | undefined)[]): Condition => {
  const present = parts.filter((part): part is Condition => Boolean(part));
  if (present.length === 0) throw new Error(`An ${operator} needs at least one condition`);
  if (present.length === 1) return present[0]!;
  return {
    compound: true,
    render: (p) => present.map((part) => (part.compound ? `(${part.render(p)})` : part.render(p))).join(` ${operator} `),
  };
};

/**
 * The conditions on an item of type T. `and` and `or` skip `false` and `undefined`, so a term that
 * applies only sometimes is written `role !== 'admin' && c.eq('senderId', id)`.
 */
export const conditionsOn = <T>() => {
  const compare = (operator: Comparison) => <P extends ConditionPath<T>>(path: P, value: ValueAt<T, P>): Condition =>
    term((p) => `${p.name(path)} ${operator} ${p.value(value)}`);
  return {
    exists: (path: ConditionPath<T>): Condition => term((p) => `attribute_exists(${p.name(path)})`),
    notExists: (path: ConditionPath<T>): Condition => term((p) => `attribute_not_exists(${p.name(path)})`),
    eq: compare('='),
    ne: compare('<>'),
    lt: compare('<'),
    le: compare('<='),
    gt: compare('>'),
    ge: compare('>='),
    /** Both bounds included; a key condition's one range term on a sort key. */
    between: <P extends ConditionPath<T>>(path: P, low: ValueAt<T, P>, high: ValueAt<T, P>): Condition =>
      term((p) => `${p.name(path)} BETWEEN ${p.value(low)} AND ${p.value(high)}`),
    beginsWith: (path: ConditionPath<T>, prefix: string): Condition => term((p) => `begins_with(${p.name(path)}, ${p.value(prefix)})`),
    isIn: <P extends ConditionPath<T>>(path: P, values: readonly ValueAt<T, P>[]): Condition => {
      if (values.length === 0) throw new Error('IN needs at least one value');
      return term((p) => `${p.name(path)} IN (${values.map((value) => p.value(value)).join(', ')})`);
    },
    and: (...parts: (Condition | false | undefined)[]): Condition => join('AND', parts),
    or: (...parts: (Condition | false | undefined)[]): Condition => join('OR', parts),
  };
};

export type Conditions<T> = ReturnType<typeof conditionsOn<T>>;

/** The condition expression of a request on its own, with its placeholders. */
export const renderCondition = (condition: Condition, placeholders = new Placeholders()) => ({
  ConditionExpression: condition.render(placeholders),
  ...placeholders.attributes(),
});

type Settable<T> = { [K in Attribute<T>]?: T[K] };
// An item without a declared shape (Record<string, unknown>) may add to or append to any attribute.
type Numeric<T> = string extends keyof T ? Record<string, number> : { [K in Attribute<T> as NonNullable<T[K]> extends number ? K : never]?: number };
type Listed<T> = string extends keyof T
  ? Record<string, readonly unknown[]>
  : { [K in Attribute<T> as NonNullable<T[K]> extends readonly unknown[] ? K : never]?: T[K] };

/**
 * The update of one item, clause by clause. Values that are `undefined` are skipped, so an optional
 * field is set only when given (remove it explicitly when it must go).
 */
export class UpdateExpression<T> {
  private readonly sets: ((p: Placeholders) => string)[] = [];
  private readonly adds: ((p: Placeholders) => string)[] = [];
  private readonly removes: AttributePath[] = [];

  set(values: Settable<T>): this {
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) this.sets.push((p) => `${p.name(name)} = ${p.value(value)}`);
    }
    return this;
  }

  /** Sets one entry of a map attribute (`seenBy.<viewerId> = at`); the map must exist. */
  setEntry<K extends Attribute<T>>(attribute: K, key: string, value: NonNullable<T[K]>[keyof NonNullable<T[K]>]): this {
    this.sets.push((p) => `${p.name([attribute, key])} = ${p.value(value)}`);
    return this;
  }

  /** Sets each attribute only where the item does not have it yet (first write wins). */
  setIfNotExists(values: Settable<T>): this {
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) this.sets.push((p) => `${p.name(name)} = if_not_exists(${p.name(name)}, ${p.value(value)})`);
    }
    return this;
  }

  /** Adds to numbers (an absent attribute counts from zero). */
  add(values: Numeric<T>): this {
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) this.adds.push((p) => `${p.name(name)} ${p.value(value)}`);
    }
    return this;
  }

  /** Appends to lists (an absent list starts empty). */
  append(values: Listed<T>): this {
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) this.sets.push((p) => `${p.name(name)} = list_append(if_not_exists(${p.name(name)}, ${p.value([])}), ${p.value(value)})`);
    }
    return this;
  }

  remove(...names: Attribute<T>[]): this {
    this.removes.push(...names);
    return this;
  }

  /** The UpdateExpression, in SET, REMOVE, ADD order, rendered into the request's placeholders. */
  render(p: Placeholders): string {
    const clauses = [
      this.sets.length ? `SET ${this.sets.map((part) => part(p)).join(', ')}` : '',
      this.removes.length ? `REMOVE ${this.removes.map((name) => p.name(name)).join(', ')}` : '',
      this.adds.length ? `ADD ${this.adds.map((part) => part(p)).join(', ')}` : '',
    ].filter(Boolean);
    if (clauses.length === 0) throw new Error('An update needs at least one clause');
    return clauses.join(' ');
  }
}
