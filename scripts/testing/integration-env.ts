/** Points the handler code that tests import in-process at the integration stack's engines. */
import { inject } from 'vitest';

Object.assign(process.env, inject('stack').env);
