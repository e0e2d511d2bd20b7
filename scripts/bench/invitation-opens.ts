/**
 * What recording opens costs the invitee's read, POST /api/public/invitations/read, on a
 * private local stack: the DynamoDB calls and capacity units (ReturnConsumedCapacity TOTAL) of a read
 * that does not count (a scanner's User-Agent), of the first counted view and of a later one, with
 * the stream handler's work for each; then the median latency of RUNS reads of each kind through the
 * local gateway. Run: TEST_PORT_OFFSET=<yours> npx tsx scripts/bench/invitation-opens.ts
 */
import { startTestStack } from '@safe-haven/testing/test-stack';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';

const RUNS = Number(process.env.BENCH_RUNS ?? 41);
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SCANNER = 'Mozilla/5.0 (X11; Linux x86_64) Proofpoint URL Defense';

interface Operation {
  command: string;
  units: number | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const main = async () => {
  const { stack, info, teardown } = await startTestStack('opens-bench', 18100, 'none');
  Object.assign(process.env, info.env);
  // Imported after the environment points at the private stack.
  const { dynamo } = await import('@safe-haven/lambdas/core/aws-clients');
  const { linkToken } = await import('@safe-haven/lambdas/core/link-tokens');
  const { seedInvitation } = await import('@safe-haven/testing/invitations');
  const { readInvitation } = await import('@safe-haven/testing/public-api');
  try {
    let recorded: Operation[] | undefined;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const input = (args as { input: Record<string, unknown> }).input;
        if (recorded) input.ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        if (recorded) {
          const output = result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] };
          const consumed = [output.ConsumedCapacity ?? []].flat();
          recorded.push({ command: context.commandName ?? 'unknown', units: consumed.length ? consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0) : null });
        }
        return result;
      },
      { step: 'initialize', name: 'opensBenchRecorder' },
    );
    const sender = { id: 'bench-sender', firstName: 'Bench', lastName: 'Sender', email: 'bench-sender@staff.test' };
    const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();
    const fresh = async () => linkToken('invitation', (await seedInvitation(sender, { createdAt: aMinuteAgo() })).id);
    const read = (stackInfo: TestStackInfo, token: string, userAgent: string) => readInvitation(stackInfo, token, { headers: { 'user-agent': userAgent } });

    const measure = async (label: string, token: string, userAgent: string) => {
      await stack.poller.drain();
      stack.poller.pause();
      recorded = [];
      const response = await read(info, token, userAgent);
      const request = recorded;
      recorded = [];
      await stack.poller.drain();
      const streamWork = recorded;
      recorded = undefined;
      const show = (ops: Operation[]) => (ops.length ? ops.map((op) => `${op.command.replace(/Command$/, '')} ${op.units ?? '-'}`).join(', ') : '-');
      console.log(`| ${label} | ${response.status} | ${show(request)} | ${show(streamWork)} |`);
    };

    console.log('| read | status | request | then the stream handler |');
    console.log('| --- | --- | --- | --- |');
    const token = await fresh();
    await measure("scanner's read (not counted)", token, SCANNER);
    await measure('first counted view', token, BROWSER);
    await measure('later view', token, BROWSER);

    // Latency: RUNS reads of each kind, each on its own invitation for first views.
    const timed = async (call: () => Promise<unknown>) => {
      const started = performance.now();
      await call();
      return performance.now() - started;
    };
    const firstTokens = await Promise.all(Array.from({ length: RUNS }, fresh));
    const uncounted: number[] = [];
    const first: number[] = [];
    const later: number[] = [];
    // Interleaved, so the machine's load falls on the three alike; the stream poller paused, as in
    // AWS its work runs in another function and never delays the read.
    await stack.poller.drain();
    stack.poller.pause();
    for (const each of firstTokens) {
      uncounted.push(await timed(() => read(info, each, SCANNER)));
      first.push(await timed(() => read(info, each, BROWSER)));
      later.push(await timed(() => read(info, each, BROWSER)));
    }
    await stack.poller.drain();
    console.log(`\nmedian latency through the local gateway (DynamoDB Local), ${RUNS} reads each, interleaved (ms):`);
    console.log(`| not counted | first view | later view |\n| --- | --- | --- |`);
    console.log(`| ${median(uncounted).toFixed(1)} | ${median(first).toFixed(1)} | ${median(later).toFixed(1)} |`);
  } finally {
    await teardown();
  }
};

await main();
