/**
 * The source files the tree checks read: every file below a folder whose name matches, as a path
 * from the repository root with `/`, leaving out what is installed, built or kept out of git.
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { ROOT_DIR } from '../local/config';

const SKIPPED_DIRS = new Set(['node_modules', 'cdk.out', 'dist', 'tmp', '.local', 'coverage']);

export const sourceFilesIn = (dir: string, name: RegExp): string[] =>
  readdirSync(join(ROOT_DIR, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    // A second local stack's state folder is .local-<offset> (scripts/local/config.ts).
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.local-') ? [] : sourceFilesIn(path, name);
    return name.test(entry.name) ? [path] : [];
  });
