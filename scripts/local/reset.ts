/** `npm run reset`: wipes the local state (table, users, files, logs). The next `npm start` seeds again. */
import { rmSync } from 'node:fs';
import { localStackConfig } from './config';

const { stateDir } = localStackConfig();
rmSync(stateDir, { recursive: true, force: true });
console.log(`Removed ${stateDir}. The next npm start creates a fresh store and seeds the admin again.`);
