/**
 * Points the handler code that tests import in-process at the integration stack's engines, and starts
 * each test file on a quiet table: the files share one stack, and the stream handler may still be
 * working through the writes of the file before (hundreds of invitations, dozens of admins to keep
 * unread counts for), which would otherwise make this file's waits for the stream time out.
 */
import { beforeAll, inject } from 'vitest';
import { watchTableWrites } from './table-writes';

const stack = inject('stack');
Object.assign(process.env, stack.env);

const QUIET_MS = 1_000;
const SETTLE_TIMEOUT_MS = 240_000;

beforeAll(async () => {
  await (await watchTableWrites(stack)).settle(QUIET_MS, SETTLE_TIMEOUT_MS);
}, SETTLE_TIMEOUT_MS + 10_000);
