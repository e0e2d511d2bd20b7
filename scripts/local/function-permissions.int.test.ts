/**
 * The local stand-in for IAM, against DynamoDB Local and the SES emulator: a function may make the
 * calls its declaration lists and no other, and the gateway names the route and the call it refused.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_ROUTES, type ApiRoute } from '@safe-haven/shared/api-routes';
import type { FunctionPermissions } from '@safe-haven/shared/function-permissions';
import { dynamo, sesClient } from '@safe-haven/lambdas/core/aws-clients';
import { deleteObject, headObject, putObject } from '@safe-haven/lambdas/core/photo-bucket';
import { createPresignedPost } from '@safe-haven/lambdas/core/presigned-post';
import { createStaffUser, edgeHeadersFor, signIn } from '@safe-haven/testing/staff-users';
import { enforceDeclaredPermissions, runAsFunction } from './function-permissions';
import { startGateway } from './gateway';

const stack = inject('stack');
// This file's own clients (the handlers' clients in this worker) are checked like the gateway's.
enforceDeclaredPermissions();

const table = () => stack.env.TABLE_NAME!;
const key = () => ({ pk: `PERMISSION-TEST#${randomUUID()}`, sk: 'ITEM' });
const as = (permissions: FunctionPermissions, work: () => Promise<unknown>) => runAsFunction({ label: 'route Test', permissions }, work);
const refusal = async (permissions: FunctionPermissions, work: () => Promise<unknown>) => {
  const outcome = await as(permissions, work).catch((error: Error) => error);
  return outcome instanceof Error ? outcome.message : 'allowed';
};

describe('a declaration allows exactly its calls', () => {
  it('allows a declared GetItem and refuses an undeclared PutItem, naming the function', async () => {
    const readOnly: FunctionPermissions = { table: { calls: ['GetItem'] } };
    expect(await refusal(readOnly, () => dynamo().send(new GetCommand({ TableName: table(), Key: key() })))).toBe('allowed');
    expect(await refusal(readOnly, () => dynamo().send(new PutCommand({ TableName: table(), Item: key() })))).toBe(
      'AccessDenied (not declared for route Test): dynamodb:PutItem outside a transaction. Declare it in shared/src/api-routes.ts.',
    );
  });

  it('allows a transaction part only where it is declared, and not as a plain call', async () => {
    const transactional: FunctionPermissions = { table: { transactWrite: ['Put'] } };
    const item = key();
    const put = { Put: { TableName: table(), Item: item } };
    expect(await refusal(transactional, () => dynamo().send(new TransactWriteCommand({ TransactItems: [put] })))).toBe('allowed');
    expect(await refusal(transactional, () => dynamo().send(new PutCommand({ TableName: table(), Item: key() })))).toMatch(/dynamodb:PutItem outside a transaction/);
    const withCheck = [put, { ConditionCheck: { TableName: table(), Key: key(), ConditionExpression: 'attribute_not_exists(pk)' } }];
    expect(await refusal(transactional, () => dynamo().send(new TransactWriteCommand({ TransactItems: withCheck })))).toMatch(
      /TransactWriteItems with ConditionCheck \(dynamodb:ConditionCheckItem\)/,
    );
  });

  it('lets a plain UpdateItem grant cover the Update part of a transaction, as IAM does', async () => {
    const item = key();
    await dynamo().send(new PutCommand({ TableName: table(), Item: item }));
    const update = { Update: { TableName: table(), Key: item, UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': 1 } } };
    expect(await refusal({ table: { calls: ['UpdateItem'] } }, () => dynamo().send(new TransactWriteCommand({ TransactItems: [update] })))).toBe('allowed');
  });

  it("holds the live functions' connection writes to the LIVE# partitions, as the leading-keys condition does", async () => {
    const liveItem = { pk: `LIVE#${randomUUID()}`, sk: `CONNECTION#${randomUUID()}` };
    const accept: FunctionPermissions = { liveConnections: 'accept' };
    const post: FunctionPermissions = { liveConnections: 'post' };
    expect(await refusal(accept, () => dynamo().send(new PutCommand({ TableName: table(), Item: liveItem })))).toBe('allowed');
    expect(await refusal(accept, () => dynamo().send(new PutCommand({ TableName: table(), Item: key() })))).toMatch(/dynamodb:PutItem outside a transaction/);
    expect(await refusal(post, () => dynamo().send(new PutCommand({ TableName: table(), Item: liveItem })))).toMatch(/dynamodb:PutItem outside a transaction/);
    expect(await refusal(post, () => dynamo().send(new DeleteCommand({ TableName: table(), Key: liveItem })))).toBe('allowed');
    expect(await refusal(post, () => dynamo().send(new DeleteCommand({ TableName: table(), Key: key() })))).toMatch(/dynamodb:DeleteItem outside a transaction/);
  });

  it('allows a Query only on a declared index, and never a Scan', async () => {
    const onGsi2: FunctionPermissions = { table: { query: ['gsi2'] } };
    const query = (IndexName?: string) =>
      dynamo().send(new QueryCommand({ TableName: table(), IndexName, KeyConditionExpression: IndexName ? 'gsi2pk = :k' : 'pk = :k', ExpressionAttributeValues: { ':k': 'x' } }));
    expect(await refusal(onGsi2, () => query('gsi2'))).toBe('allowed');
    expect(await refusal(onGsi2, () => query())).toMatch(/dynamodb:Query on the table/);
    expect(await refusal({ table: { calls: ['GetItem'], query: ['table', 'gsi1', 'gsi2'] } }, () => dynamo().send(new ScanCommand({ TableName: table() })))).toMatch(/dynamodb:Scan/);
  });

  it('refuses a call on another table', async () => {
    expect(await refusal({ table: { calls: ['GetItem'] } }, () => dynamo().send(new GetCommand({ TableName: 'someone-elses', Key: key() })))).toMatch(
      /on table someone-elses/,
    );
  });

  it('allows email only to a function that declares it', async () => {
    const send = () =>
      sesClient().send(
        new SendEmailCommand({
          FromEmailAddress: 'a@safehaven.local',
          Destination: { ToAddresses: ['permission-test@example.org'] },
          Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 't' } } } },
        }),
      );
    expect(await refusal({ table: { calls: ['GetItem'] } }, send)).toMatch(/ses:SendEmail/);
    expect(await refusal({ sendEmail: true }, send)).toBe('allowed');
  });

  it('checks the photo bucket calls made without an SDK client like those made with one', async () => {
    const bucket = stack.env.PHOTOS_BUCKET!;
    const photo = `photos/permission-test/${randomUUID()}.png`;
    const readOnly: FunctionPermissions = { photos: ['read'] };
    expect(await refusal(readOnly, () => headObject(photo))).toBe('allowed');
    expect(await refusal(readOnly, () => deleteObject(photo))).toBe(
      `AccessDenied (not declared for route Test): s3:DeleteObject on ${bucket}/${photo}. Declare it in shared/src/api-routes.ts.`,
    );
    const put = () => putObject(photo, new Uint8Array([1]), { contentType: 'image/png', cacheControl: 'no-cache' });
    expect(await refusal(readOnly, put)).toMatch(/: s3:PutObject on /);
    // Uploads are declared apart from the served photos.
    const upload = `uploads/permission-test/${randomUUID()}`;
    expect(await refusal(readOnly, () => headObject(upload))).toMatch(new RegExp(`s3:HeadObject on ${bucket}/${upload}`));
    expect(await refusal({ photoUploads: ['read'] }, () => headObject(upload))).toBe('allowed');
    expect(await refusal({ photoUploads: ['read'] }, () => headObject(photo))).toMatch(/s3:HeadObject on /);
    const presign = () => createPresignedPost({ bucket, key: photo, conditions: [], fields: {}, expiresInSeconds: 60 });
    expect(await refusal(readOnly, presign)).toMatch(new RegExp(`: s3:PutObject on ${bucket}/${photo}\\.`));
    expect(await refusal({ photos: ['write'] }, presign)).toBe('allowed');
    expect(await refusal({ photos: ['read', 'write', 'delete'] }, () => headObject('config.json'))).toMatch(/s3:HeadObject on .*\/config\.json/);
  });

  it('checks nothing outside a running function (tests, seeding)', async () => {
    await expect(dynamo().send(new UpdateCommand({ TableName: table(), Key: key(), UpdateExpression: 'SET n = :n', ExpressionAttributeValues: { ':n': 1 } }))).resolves.toBeDefined();
  });
});

describe('the gateway runs each handler as its route', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // GetMyProfile's handler, declared here without its GetItem: its first call must be refused.
    const profile = API_ROUTES.find((route) => route.id === 'GetMyProfile')!;
    const undeclared: ApiRoute = { ...profile, id: 'UndeclaredProfileRead', permissions: {} };
    server = await startGateway({
      port: 0,
      issuer: `${stack.urls.cognito}/${stack.pool.userPoolId}`,
      jwksUrl: `http://127.0.0.1:${stack.config.ports.cognito}/${stack.pool.userPoolId}/.well-known/jwks.json`,
      userPoolClientId: stack.pool.userPoolClientId,
      runtimeConfig: {} as never,
      routes: [undeclared],
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers with the refused call and the route to fix', async () => {
    const token = await signIn(stack, await createStaffUser(stack, { role: 'leadgen' }));
    const response = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}`, ...edgeHeadersFor(stack) } });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toBe(
      'AccessDenied (not declared for route UndeclaredProfileRead): dynamodb:GetItem. Declare it in shared/src/api-routes.ts.',
    );
  });
});
