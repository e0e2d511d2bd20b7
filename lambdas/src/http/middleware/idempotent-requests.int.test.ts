/**
 * The idempotency middleware against DynamoDB Local: a repeat of the same submission gets the first
 * result, a key reused for another request is refused, a failure releases the claim, a secret is
 * never stored, and the stored result expires after 24 hours. aws-sdk-client-mock injects the one
 * failure the engine cannot: DynamoDB refusing to store the result.
 */
import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAY_HEADER } from '@safe-haven/shared/idempotent-requests';
import { requestRecordEntity } from '../../data/request-record';
import { dynamo } from '../../core/aws-clients';
import { json, type ApiEvent, type ApiResult } from '../../core/http';
import { ConflictError } from '../../core/errors';
import { httpErrors } from './http-errors';
import { idempotentRequests, type IdempotencyOptions } from './idempotent-requests';

const ROUTE = 'POST /api/test/things';
type TestContext = Context & { profile?: { id: string } };

/** A route whose work is the given function, counting its runs. */
const routeDoing = (work: (event: ApiEvent) => Promise<ApiResult>, options: IdempotencyOptions = {}) => {
  const runs = { count: 0 };
  const handler = middy<ApiEvent, ApiResult, Error, TestContext>()
    .use(httpErrors<TestContext>())
    .use(idempotentRequests<TestContext>({ pollAttempts: 4, pollIntervalMs: 50, ...options }))
    .handler(async (event) => {
      runs.count += 1;
      return work(event);
    });
  const context = (profileId?: string) => ({ profile: profileId ? { id: profileId } : undefined }) as TestContext;
  return { runs, call: (event: ApiEvent, profileId?: string) => handler(event, context(profileId), {} as never) as Promise<ApiResult> };
};

const request = (key: string | undefined, body: unknown, path = '/api/test/things'): ApiEvent =>
  ({
    routeKey: ROUTE,
    rawPath: path,
    headers: key ? { 'idempotency-key': key } : {},
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST' } },
  }) as unknown as ApiEvent;

const created = async () => json(201, { ok: true, id: randomUUID() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real call, past the mock: aws-sdk-client-mock stubs the instance's send, not the class's. */
const realSend = (command: PutCommand | GetCommand | DeleteCommand) =>
  (DynamoDBDocumentClient.prototype.send as (command: unknown) => Promise<never>).call(dynamo(), command);

describe('a repeated submission', () => {
  it('gets the first result again, and the work runs once', async () => {
    // Prepare
    const route = routeDoing(created);
    const key = randomUUID();
    // Act
    const first = await route.call(request(key, { name: 'A' }), 'profile-1');
    const repeat = await route.call(request(key, { name: 'A' }), 'profile-1');
    // Assess
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers?.[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(route.runs.count).toBe(1);
  });

  it('is scoped to the caller: another staff member with the same key runs the work', async () => {
    const route = routeDoing(created);
    const key = randomUUID();
    const mine = await route.call(request(key, { name: 'A' }), 'profile-1');
    const theirs = await route.call(request(key, { name: 'A' }), 'profile-2');
    expect(theirs.body).not.toBe(mine.body);
    expect(route.runs.count).toBe(2);
  });

  it('without the header behaves as before: every request runs', async () => {
    const route = routeDoing(created);
    await route.call(request(undefined, { name: 'A' }), 'profile-1');
    await route.call(request(undefined, { name: 'A' }), 'profile-1');
    expect(route.runs.count).toBe(2);
  });

  it('sent while the first is still running waits for it and gets its result', async () => {
    const route = routeDoing(async () => {
      await sleep(120);
      return created();
    });
    const key = randomUUID();
    const [first, second] = await Promise.all([
      route.call(request(key, { name: 'A' })),
      sleep(20).then(() => route.call(request(key, { name: 'A' }))),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    expect(route.runs.count).toBe(1);
  });

  it('answers 409 "still working" when the first outlasts the wait', async () => {
    const route = routeDoing(async () => {
      await sleep(600);
      return created();
    });
    const key = randomUUID();
    const [first, second] = await Promise.all([route.call(request(key, { a: 1 })), sleep(20).then(() => route.call(request(key, { a: 1 })))]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(JSON.parse(second.body!)).toMatchObject({ code: 'REQUEST_IN_PROGRESS', message: expect.stringMatching(/still being processed/) });
    expect(route.runs.count).toBe(1);
  });

  it('with the same key but another body (or path) is refused with a 400 that says what to do', async () => {
    const route = routeDoing(created);
    const key = randomUUID();
    await route.call(request(key, { name: 'A' }), 'profile-1');
    const otherBody = await route.call(request(key, { name: 'B' }), 'profile-1');
    const otherPath = await route.call(request(key, { name: 'A' }, '/api/test/things/2'), 'profile-1');
    for (const refused of [otherBody, otherPath]) {
      expect(refused.statusCode).toBe(400);
      expect(JSON.parse(refused.body!)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.stringMatching(/Reload the page/) });
    }
    expect(route.runs.count).toBe(1);
  });

  it('refuses a malformed key before any work', async () => {
    const route = routeDoing(created);
    const response = await route.call(request('bad key!', { name: 'A' }), 'profile-1');
    expect(response.statusCode).toBe(400);
    expect(route.runs.count).toBe(0);
  });
});

describe('a failed request', () => {
  it('releases its claim, so a retry with the same key runs the work', async () => {
    let fail = true;
    const route = routeDoing(async () => {
      if (fail) throw new ConflictError('Not yet.', { code: 'STALE' });
      return created();
    });
    const key = randomUUID();
    const failed = await route.call(request(key, { name: 'A' }), 'profile-1');
    expect(failed.statusCode).toBe(409);
    expect(await requestRecordEntity.get('profile-1', ROUTE, key)).toBeUndefined();
    fail = false;
    const retried = await route.call(request(key, { name: 'A' }), 'profile-1');
    expect(retried.statusCode).toBe(201);
    expect(route.runs.count).toBe(2);
  });

  it('that answered an error without throwing releases its claim too', async () => {
    const route = routeDoing(async () => json(422, { message: 'No.' }));
    const key = randomUUID();
    await route.call(request(key, {}), 'profile-1');
    expect(await requestRecordEntity.get('profile-1', ROUTE, key)).toBeUndefined();
  });
});

describe('the stored result', () => {
  it('expires 24 hours after the request (the table TTL)', async () => {
    const route = routeDoing(created);
    const key = randomUUID();
    const before = Math.floor(Date.now() / 1000);
    await route.call(request(key, {}), 'profile-1');
    const { Item } = await dynamo().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: requestRecordEntity.key('profile-1', ROUTE, key) }));
    const ttl = (Item as { ttl: number }).ttl;
    expect(ttl).toBeGreaterThanOrEqual(before + 24 * 3600);
    expect(ttl).toBeLessThanOrEqual(before + 24 * 3600 + 5);
    expect(Item).toMatchObject({ status: 'complete', statusCode: 201 });
  });

  it('never holds a secret shown once: a repeat gets the same success without it and says so', async () => {
    const secret = `SECRET-${randomUUID()}`;
    const route = routeDoing(async () => json(201, { code: { id: 'c1', label: 'For Ana' }, value: secret }), {
      withhold: ['value'],
      replayMessage: 'Already created and shown once.',
    });
    const key = randomUUID();
    const first = await route.call(request(key, { label: 'For Ana' }), 'profile-1');
    const repeat = await route.call(request(key, { label: 'For Ana' }), 'profile-1');
    expect(JSON.parse(first.body!)).toMatchObject({ value: secret });
    const stored = await requestRecordEntity.get('profile-1', ROUTE, key);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(repeat.statusCode).toBe(201);
    expect(JSON.parse(repeat.body!)).toEqual({ code: { id: 'c1', label: 'For Ana' }, message: 'Already created and shown once.', alreadyShown: true });
    expect(route.runs.count).toBe(1);
  });

  it('that DynamoDB refuses to store still answers the success, and the claim is released', async () => {
    // Prepare: the claim (the first put) goes through; storing the result (the second put) fails.
    const route = routeDoing(created);
    const key = randomUUID();
    const documents = mockClient(dynamo());
    documents.on(GetCommand).callsFake((input) => realSend(new GetCommand(input)));
    documents.on(DeleteCommand).callsFake((input) => realSend(new DeleteCommand(input)));
    documents
      .on(PutCommand)
      .callsFakeOnce((input) => realSend(new PutCommand(input)))
      .rejects(Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }));
    // Act
    const first = await route.call(request(key, {}), 'profile-1');
    documents.restore();
    // The claim was written and then released: the failed store did not leave it blocking a retry.
    expect(documents.commandCalls(PutCommand)).toHaveLength(2);
    expect(documents.commandCalls(DeleteCommand)).toHaveLength(1);
    // Assess
    expect(first.statusCode).toBe(201);
    expect(await requestRecordEntity.get('profile-1', ROUTE, key)).toBeUndefined();
  });
});
