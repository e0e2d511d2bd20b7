/**
 * Each browser-test file's admins are suspended when it ends (retireAdminsMadeHere), so the stream
 * work of the files after it does not grow with every admin the run has made.
 */
import { afterAll } from 'vitest';
import { retireAdminsMadeHere } from './staff-users';

afterAll(retireAdminsMadeHere);
