import { resolve } from 'node:path';

/** The repository root, which the build's paths (web/, shared/) are relative to. */
export const ROOT_DIR = resolve(import.meta.dirname, '../..');
