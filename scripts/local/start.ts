/**
 * `npm start`: the whole product offline, until Ctrl+C. `WEB=preview npm start` serves the production
 * build instead of the dev server (built first): the pages as CloudFront serves them, prerendered, with
 * their after-paint loading, as the browser tests and the Lighthouse bench see them.
 */
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { ROOT_DIR, localStackConfig } from './config';
import { startLocalStack } from './stack';

const started = Date.now();
const config = localStackConfig();
const web = process.env.WEB === 'preview' ? 'preview' : 'dev';
if (web === 'preview') {
  console.log('Building the web app (WEB=preview)...');
  execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
console.log(`Starting Safe Haven Invitations locally (state in ${relative(process.cwd(), config.stateDir) || '.'}/)...`);
const stack = await startLocalStack(config, { web, log: (line) => console.log(`  ${line}`) }).catch((error: Error) => {
  console.error(`\nCould not start the local stack:\n${error.message}`);
  process.exit(1);
});

console.log(`
Ready in ${((Date.now() - started) / 1000).toFixed(1)} s.

  Web app        ${stack.urls.web}
  API            ${stack.urls.web}/api   (the gateway on ${stack.urls.api} answers 403 to calls that skip this proxy)
  Mailbox        ${stack.urls.mailbox}   (every email the app sends; JSON at /store)
  DynamoDB Local ${stack.urls.dynamodb}   (table ${config.tableName})
  Cognito        ${stack.urls.cognito}   (pool ${stack.pool.userPoolId})
  S3             ${stack.urls.s3}   (buckets ${config.photosBucket}, ${config.documentsBucket})

  Sign in as     ${config.seedAdmin.email} / ${config.seedAdmin.password}${stack.seededAdmin ? '   (just created)' : ''}

Press Ctrl+C to stop.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
