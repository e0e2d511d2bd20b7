/**
 * Lists the DynamoDB operations each funnel request makes, with the capacity DynamoDB reports
 * (ReturnConsumedCapacity TOTAL, forced on every call). Runs against a private local stack; the
 * handlers and the stream handler run in this process, so one client middleware sees every call.
 */
import { randomUUID } from 'node:crypto';
import { dynamo } from '../../lambdas/src/core/aws-clients';
import { startTestStack } from '../testing/test-stack';
import { callApi, createStaffUser, signIn } from '../testing/staff-users';
import { invitationLinkIn, waitForEmail } from '../testing/mailbox';

interface Operation { command: string; capacity: string }
let recorded: Operation[] = [];

const { stack, info, teardown } = await startTestStack('bench', 18300, 'none');
try {
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const input = (args as { input: Record<string, unknown> }).input;
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number } | { CapacityUnits?: number }[] };
      const consumed = Array.isArray(output.ConsumedCapacity) ? output.ConsumedCapacity : output.ConsumedCapacity ? [output.ConsumedCapacity] : [];
      const units = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      recorded.push({ command: context.commandName ?? 'unknown', capacity: consumed.length ? `${units} CU` : 'n/a' });
      return result;
    },
    { step: 'initialize', name: 'forceConsumedCapacity' },
  );
  const print = (label: string, ops: Operation[]) => {
    console.log(`\n${label}: ${ops.length} operation(s)`);
    for (const op of ops) console.log(`  ${op.command.padEnd(28)} ${op.capacity}`);
  };
  const measure = async (label: string, action: () => Promise<unknown>) => {
    // The poller is held during the request, so what is recorded is the request's own work.
    stack.poller.pause();
    recorded = [];
    await action();
    print(label, recorded);
    recorded = [];
    await stack.poller.drain();
    if (recorded.length > 0) print('  then the stream handler for its records', recorded);
    recorded = [];
  };

  const admin = await createStaffUser(info, { role: 'admin' });
  const token = await signIn(info, admin);
  const email = `bench-${randomUUID().slice(0, 8)}@invitee.test`;
  await stack.poller.drain();

  await measure('GET /api/me', () => callApi(info, 'GET', '/me', { token }));
  await measure('POST /api/invitations (send)', () =>
    callApi(info, 'POST', '/invitations', { token, body: { firstName: 'B', lastName: 'M', email, personalMessage: 'Hi', audience: 'investor', idempotencyKey: randomUUID() } }));
  const link = invitationLinkIn((await waitForEmail(info.urls.mailbox, email))[0]!);
  const inviteToken = link.searchParams.get('token')!;
  await measure('GET /api/dashboard/invite-stats', () => callApi(info, 'GET', '/dashboard/invite-stats', { token }));
  await measure('GET /api/public/invitations/{token}', () => callApi(info, 'GET', `/public/invitations/${inviteToken}`));
  await measure('POST /api/public/invitations/{token}/response', () =>
    callApi(info, 'POST', `/public/invitations/${inviteToken}/response`, {
      body: { form: 'investor', answer: 'interested', firstName: 'B', lastName: 'M', email, phone: '1', address: 'A', allocationRange: '50k-100k' },
    }));
} finally {
  await teardown();
}
