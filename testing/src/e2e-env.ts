/**
 * Each browser-test file's admins are suspended when it ends (retireAdminsMadeHere), so the stream
 * work of the files after it does not grow with every admin the run has made. The file's helpers
 * wait for the stream through the stack's poller (settleStreamWith).
 */
import { afterAll, inject } from 'vitest';
import { retireAdminsMadeHere } from './staff-users';
import { settleStreamWith } from './stream';

settleStreamWith(inject('stack'));

afterAll(retireAdminsMadeHere);
