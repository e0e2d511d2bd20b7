/**
 * zod/mini as the shared schemas use it: with the classic API's English default messages (mini
 * leaves them to the app), so a check given no message of its own reads the same on both sides.
 * Import it as `import * as z from './mini'`.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export * from 'zod/mini';
