/** `npm start`: the whole product offline, until Ctrl+C. */
import { relative } from 'node:path';
import { localStackConfig } from './config';
import { startLocalStack } from './stack';

const started = Date.now();
const config = localStackConfig();
console.log(`Starting Safe Haven Invitations locally (state in ${relative(process.cwd(), config.stateDir) || '.'}/)...`);
const stack = await startLocalStack(config, { web: 'dev', log: (line) => console.log(`  ${line}`) }).catch((error: Error) => {
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
