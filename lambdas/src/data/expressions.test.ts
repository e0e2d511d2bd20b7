/**
 * The expressions the entity builders send: exact strings, so a change in what reaches DynamoDB shows
 * here first, and placeholders that never collide however the parts are combined.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conditionsOn, Placeholders, renderCondition, UpdateExpression } from './expressions';
import { itemAt } from './item-operations';
import { keyQuery } from './key-query';
import { keyTemplate } from './key-template';

interface Lead {
  status: 'sent' | 'yes' | 'no';
  expiresAt: string;
  senderId: string;
  attempts?: number;
  tags?: string[];
  seenBy?: Record<string, string>;
  note?: string;
  state?: string;
}

const c = conditionsOn<Lead>();
const KEY = { pk: 'LEAD#1', sk: 'LEAD' };

describe('conditions', () => {
  it('renders each kind of term with its own name and value placeholders', () => {
    // Prepare
    const condition = c.and(
      c.exists('pk'),
      c.notExists('note'),
      c.eq('status', 'sent'),
      c.ne('senderId', 'x'),
      c.lt('expiresAt', '2026'),
      c.ge('attempts', 3),
      c.beginsWith('expiresAt', '2026-11'),
      c.isIn('status', ['yes', 'no']),
    );

    // Act
    const rendered = renderCondition(condition);

    // Assess
    expect(rendered).toEqual({
      ConditionExpression:
        'attribute_exists(#pk) AND attribute_not_exists(#note) AND #status = :v0 AND #senderId <> :v1 AND #expiresAt < :v2 AND #attempts >= :v3 AND begins_with(#expiresAt, :v4) AND #status IN (:v5, :v6)',
      ExpressionAttributeNames: { '#pk': 'pk', '#note': 'note', '#status': 'status', '#senderId': 'senderId', '#expiresAt': 'expiresAt', '#attempts': 'attempts' },
      ExpressionAttributeValues: { ':v0': 'sent', ':v1': 'x', ':v2': '2026', ':v3': 3, ':v4': '2026-11', ':v5': 'yes', ':v6': 'no' },
    });
  });

  it('parenthesises a join inside another join and skips terms that do not apply', () => {
    const admin = false;
    const condition = c.and(c.eq('status', 'sent'), c.or(c.notExists('state'), c.lt('state', 'b')), admin && c.eq('senderId', 'me'));
    expect(renderCondition(condition).ConditionExpression).toBe('#status = :v0 AND (attribute_not_exists(#state) OR #state < :v1)');
  });

  it('gives a map key that is not a plain name (a uuid) a numbered placeholder of its own', () => {
    const viewer = '3f2a-77b1';
    const rendered = renderCondition(c.or(c.notExists(['seenBy', viewer]), c.lt(['seenBy', viewer], '2026')));
    expect(rendered).toEqual({
      ConditionExpression: 'attribute_not_exists(#seenBy.#_1) OR #seenBy.#_1 < :v0',
      ExpressionAttributeNames: { '#seenBy': 'seenBy', '#_1': viewer },
      ExpressionAttributeValues: { ':v0': '2026' },
    });
  });

  it('refuses an empty IN and an empty join, which DynamoDB would refuse later and less clearly', () => {
    expect(() => c.isIn('status', [])).toThrow('IN needs at least one value');
    expect(() => c.and(undefined, false)).toThrow('An AND needs at least one condition');
  });
});

describe('placeholders', () => {
  it('never lets a numbered placeholder stand for a readable name, nor a value for a name', () => {
    // Prepare: an attribute literally named like a numbered placeholder, beside keys that get one.
    const p = new Placeholders();

    // Act
    const names = [p.name('_0'), p.name(['seenBy', 'a-b']), p.name('v0'), p.name('_0')];
    const values = [p.value(1), p.value(1)];

    // Assess
    expect(names).toEqual(['#_0', '#seenBy.#_2', '#v0', '#_0']);
    expect(new Set(Object.keys(p.names)).size).toBe(Object.keys(p.names).length);
    expect(Object.keys(p.names).sort()).toEqual(['#_0', '#_2', '#seenBy', '#v0']);
    expect(p.names['#_0']).toBe('_0');
    expect(values).toEqual([':v0', ':v1']);
  });

  it('shares one set between an update and its condition, so the same attribute keeps one placeholder', () => {
    const p = new Placeholders();
    const update = new UpdateExpression<Lead>().set({ status: 'yes' }).render(p);
    const condition = c.eq('status', 'sent').render(p);
    expect([update, condition]).toEqual(['SET #status = :v0', '#status = :v1']);
    expect(p.values).toEqual({ ':v0': 'yes', ':v1': 'sent' });
  });
});

describe('updates', () => {
  it('renders SET, if_not_exists, list append, a map entry, REMOVE and ADD in one expression', () => {
    const p = new Placeholders();
    const expression = new UpdateExpression<Lead>()
      .set({ status: 'yes', note: undefined })
      .setIfNotExists({ expiresAt: '2026' })
      .append({ tags: ['hot'] })
      .setEntry('seenBy', 'viewer-1', '2026-11-26')
      .remove('note', 'state')
      .add({ attempts: 1 })
      .render(p);
    expect(expression).toBe(
      'SET #status = :v0, #expiresAt = if_not_exists(#expiresAt, :v1), #tags = list_append(if_not_exists(#tags, :v2), :v3), #seenBy.#_4 = :v4 REMOVE #note, #state ADD #attempts :v5',
    );
    expect(p.names).toMatchObject({ '#_4': 'viewer-1', '#note': 'note', '#state': 'state' });
    expect(p.values).toEqual({ ':v0': 'yes', ':v1': '2026', ':v2': [], ':v3': ['hot'], ':v4': '2026-11-26', ':v5': 1 });
  });

  it('refuses an update with nothing to do', () => {
    expect(() => new UpdateExpression<Lead>().set({ note: undefined }).render(new Placeholders())).toThrow('at least one clause');
  });
});

describe('item operations', () => {
  const previous = process.env.TABLE_NAME;
  beforeEach(() => {
    process.env.TABLE_NAME = 'test-table';
  });
  afterEach(() => {
    process.env.TABLE_NAME = previous;
  });

  it('builds a conditional update command, conditions from several where calls joined with AND', () => {
    const command = itemAt<Lead>(KEY)
      .update()
      .set({ status: 'yes' })
      .remove('note')
      .where((w) => w.eq('status', 'sent'))
      .where((w) => w.gt('expiresAt', '2026'))
      .command({ ReturnValues: 'ALL_NEW' });
    expect(command).toEqual({
      TableName: 'test-table',
      Key: KEY,
      UpdateExpression: 'SET #status = :v0 REMOVE #note',
      ConditionExpression: '#status = :v1 AND #expiresAt > :v2',
      ExpressionAttributeNames: { '#status': 'status', '#note': 'note', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':v0': 'yes', ':v1': 'sent', ':v2': '2026' },
      ReturnValues: 'ALL_NEW',
    });
  });

  it('names a transaction item and leaves out empty names and values', () => {
    expect(itemAt(KEY).delete().transact('lead')).toEqual({ name: 'lead', item: { Delete: { TableName: 'test-table', Key: KEY } } });
    expect(itemAt<Lead>(KEY).delete().where((w) => w.exists('pk')).transact('lead').item.Delete).toEqual({
      TableName: 'test-table', Key: KEY, ConditionExpression: 'attribute_exists(#pk)', ExpressionAttributeNames: { '#pk': 'pk' },
    });
  });

  it('builds a key condition for an index with equalities then one range term, unparenthesised', () => {
    expect(keyQuery('allByStatus', (k) => k.and(k.eq('listAll', 'INVITATIONS'), k.eq('status', 'no'), k.lt('createdAt', '2026')))).toEqual({
      IndexName: 'allByStatus',
      KeyConditionExpression: '#listAll = :v0 AND #status = :v1 AND #createdAt < :v2',
      ExpressionAttributeNames: { '#listAll': 'listAll', '#status': 'status', '#createdAt': 'createdAt' },
      ExpressionAttributeValues: { ':v0': 'INVITATIONS', ':v1': 'no', ':v2': '2026' },
    });
  });
});

describe('key templates', () => {
  it('builds a key value and reads the identifier back, refusing another template', () => {
    const invitation = keyTemplate('INVITATION');
    expect(invitation.of('abc')).toBe('INVITATION#abc');
    expect(invitation.idOf('INVITATION#abc')).toBe('abc');
    expect(invitation.idOf('STAFF_INVITATION#abc')).toBeUndefined();
    expect(keyTemplate('STREAM#FAILURE').of('e1')).toBe('STREAM#FAILURE#e1');
  });
});
