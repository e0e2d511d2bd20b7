/**
 * Points the handler code that tests import in-process at the integration stack's engines, and starts
 * each test file on a quiet table: the files share one stack, and the stream handler may still be
 * working through the writes of the file before (hundreds of invitations, each settled for every
 * active admin), which would otherwise make this file's waits for the stream time out. The
 * stack's poller says when it is done (streamSettled), rather than a second of silence on the stream.
 * When the file ends, the admins it made are suspended (retireAdminsMadeHere), so that work does
 * not grow with every admin the files before have made.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { retireAdminsMadeHere } from './staff-users';
import { settleStreamWith, streamSettled } from './stream';

const stack = inject('stack');
Object.assign(process.env, stack.env);
settleStreamWith(stack);

const SETTLE_TIMEOUT_MS = 240_000;

beforeAll(async () => {
  await streamSettled(stack);
}, SETTLE_TIMEOUT_MS + 10_000);

afterAll(retireAdminsMadeHere);
