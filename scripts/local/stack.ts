/**
 * Starts the whole product offline: the four engines, the table, the user pool, the seeded admin,
 * the local API gateway with the real handlers, the stream poller with the real stream handler, and
 * the web app. `npm start` and the integration and browser tests use this one function.
 */
import { stageTimeZoneOr } from '@safe-haven/shared/daily-digest';
import type { IncomingMessage, Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FunctionEnvironment, RuntimeEnvName } from '@safe-haven/shared/function-environment';
import { DAILY_DIGEST_FUNCTION, OUTBOX_SWEEPER_FUNCTION, RETENTION_SWEEPER_FUNCTION, STREAM_FUNCTION } from '@safe-haven/shared/api-routes';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@safe-haven/shared/edge';
import type { RuntimeConfig } from '@safe-haven/shared/runtime-config';
import { ROOT_DIR, type LocalStackConfig } from './config';
import { ensureCognitoUser, ensureTable, ensureUserPool, hasAnyProfile, LOCAL_CREDENTIALS, type UserPoolIds } from './bootstrap';
import { startCognito, startDynamoDb, startS3, startSes, type RunningEngine } from './engines';
import { fillCognitoGaps } from './cognito-gaps';
import { enforceDeclaredPermissions, runAsFunction } from './function-permissions';
import { startPostPolicyGate } from './s3-post-policy-gate';
import { freePort } from './wait-for-port';
import { LOCAL_S3_CREDENTIALS } from '@safe-haven/lambdas/core/photo-bucket';
import { startGateway } from './gateway';
import { heroFallback } from './hero-fallback';
import { servedPhotoPath } from './served-photo-path';
import { startStreamPoller, type StreamPoller } from './stream-poller';
import { contentSecurityPolicy } from '@safe-haven/shared/content-security-policy';
import { LIVE_PATH } from '@safe-haven/shared/live-updates';

export interface LocalStack {
  config: LocalStackConfig;
  pool: UserPoolIds;
  runtimeConfig: RuntimeConfig;
  urls: { web: string; api: string; mailbox: string; dynamodb: string; cognito: string; s3: string };
  seededAdmin: { email: string; password: string } | null;
  poller: StreamPoller;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** dev: Vite dev server with hot reload; preview: the production build (tests); none: API only. */
  web: 'dev' | 'preview' | 'none';
  /**
   * How often the outbox sweeper runs (the EventBridge schedule's stand-in); 0 turns it off, as the
   * tests do (they run the sweeper themselves).
   * @default 60_000
   */
  sweepIntervalMs?: number;
  log?: (line: string) => void;
}

/**
 * The key that signs invitation link tokens. In AWS it is a Secrets Manager secret; locally it is
 * created once per state folder, so links keep working across restarts and `npm run reset` renews it.
 */
const linkSigningKey = (config: LocalStackConfig): string => {
  const file = resolve(config.stateDir, 'link-signing-key');
  if (!existsSync(file)) {
    mkdirSync(config.stateDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
};

const LOCAL_SUPPORT_EMAIL = 'support@safehaven.local';

/**
 * The variables the deployed functions get from CDK (the contract in shared/src/function-environment.ts),
 * pointed at the local engines. Every handler runs in this one process, so it holds the union of what
 * the functions get one by one in AWS; what each may do is enforced per call instead
 * (function-permissions.ts).
 */
export const handlerEnvironment = (config: LocalStackConfig, pool?: UserPoolIds): FunctionEnvironment & Partial<Record<RuntimeEnvName, string>> => ({
  AWS_REGION: config.region,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  TABLE_NAME: config.tableName,
  PHOTOS_BUCKET: config.photosBucket,
  DOCUMENTS_BUCKET: config.documentsBucket,
  SENDER_EMAIL: 'invitations@safehaven.local',
  APP_ORIGIN: `http://localhost:${config.ports.web}`,
  LINK_SIGNING_KEY: linkSigningKey(config),
  DAILY_INVITATION_CAP: String(config.dailyInvitationCap),
  DOCUMENT_LINK_DAYS: String(config.documentLinkDays),
  DYNAMODB_ENDPOINT: `http://127.0.0.1:${config.ports.dynamodb}`,
  SES_ENDPOINT: `http://127.0.0.1:${config.ports.ses}`,
  S3_ENDPOINT: `http://127.0.0.1:${config.ports.s3}`,
  COGNITO_ENDPOINT: `http://127.0.0.1:${config.ports.cognito}`,
  // Live updates: the local gateway serves the WebSocket API's management calls and checks tokens
  // against the Cognito emulator, as the WebSocket API's functions do in AWS.
  LIVE_CONNECTIONS_ENDPOINT: `http://127.0.0.1:${config.ports.api}`,
  ...(pool
    ? {
        STAFF_TOKEN_ISSUER: `http://localhost:${config.ports.cognito}/${pool.userPoolId}`,
        STAFF_TOKEN_JWKS_URL: `http://127.0.0.1:${config.ports.cognito}/${pool.userPoolId}/.well-known/jwks.json`,
        STAFF_TOKEN_CLIENT_ID: pool.userPoolClientId,
      }
    : {}),
  ORIGIN_VERIFY_SECRET: config.originVerifySecret,
  // The local pool has one client, with the password flow the functions' step-up check uses.
  // The reset calls use the web app's client, as in AWS.
  ...(pool ? { USER_POOL_ID: pool.userPoolId, STEP_UP_CLIENT_ID: pool.userPoolClientId, PASSWORD_RESET_CLIENT_ID: pool.userPoolClientId } : {}),
  // Whom the account-recovery emails tell a person to contact (runtime config's supportEmail).
  SUPPORT_EMAIL: LOCAL_SUPPORT_EMAIL,
  // Cognito's emulator has no web ACL; the header is sent all the same, as in AWS.
  SERVER_CALL_SECRET: 'local-server-call',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
});

/**
 * What CloudFront adds to each API request in AWS, added here by the web proxy: the origin-verify
 * secret, and the viewer's address (`ip:port`, from the connection, never from a header).
 */
export const edgeHeaders = (config: LocalStackConfig, viewer: Pick<IncomingMessage, 'socket'>): Record<string, string> => {
  const ip = (viewer.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return { [ORIGIN_VERIFY_HEADER]: config.originVerifySecret, [VIEWER_ADDRESS_HEADER]: `${ip}:${viewer.socket.remotePort ?? 0}` };
};

/**
 * The handlers run in this process and their AWS clients are created once per process (as in a
 * Lambda container), so a second stack in the same process would silently talk to the first one's
 * engines. Refuse it instead.
 */
let startedInThisProcess = false;

export const startLocalStack = async (config: LocalStackConfig, options: StartOptions): Promise<LocalStack> => {
  if (startedInThisProcess) {
    throw new Error('A local stack is already running in this process; start the other one in its own process.');
  }
  startedInThisProcess = true;
  const log = options.log ?? (() => undefined);
  mkdirSync(config.stateDir, { recursive: true });
  Object.assign(process.env, handlerEnvironment(config));
  // Before any handler code creates an AWS client: each call is checked against its function's declaration.
  enforceDeclaredPermissions(fillCognitoGaps);

  const engines: RunningEngine[] = [];
  const closers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    for (const engine of engines) engine.process.kill('SIGTERM');
    await Promise.all(engines.map((engine) => new Promise((r) => (engine.process.exitCode !== null ? r(null) : engine.process.once('exit', r)))));
  };

  try {
    const s3EnginePort = await freePort();
    // allSettled: when one engine cannot start, the ones that did are still stopped by stop() below.
    // SES first: the Cognito emulator mails its codes to it (scripts/local/cognito-local.mjs).
    const ses = await startSes(config);
    engines.push(ses);
    const started = await Promise.allSettled([startDynamoDb(config), startCognito(config), startS3(config, s3EnginePort)]);
    for (const result of started) if (result.status === 'fulfilled') engines.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const s3Gate = await startPostPolicyGate({ port: config.ports.s3, targetPort: s3EnginePort, credentials: LOCAL_S3_CREDENTIALS, region: config.region });
    closers.push(() => new Promise((r) => { s3Gate.closeAllConnections(); s3Gate.close(() => r()); }));
    log('engines up: DynamoDB Local, cognito-local, aws-ses-v2-local, s3rver (behind its POST-policy gate)');
    await ensureTable(config);
    const pool = await ensureUserPool(config);
    Object.assign(process.env, handlerEnvironment(config, pool));

    let seededAdmin: LocalStack['seededAdmin'] = null;
    if (!(await hasAnyProfile(config))) {
      const { createProfile } = await import('@safe-haven/lambdas/data/profile');
      const { email, password, firstName, lastName } = config.seedAdmin;
      const sub = await ensureCognitoUser(config, pool, email, password);
      const now = new Date().toISOString();
      await createProfile({ id: sub, email, firstName, lastName, role: 'admin', status: 'active', createdAt: now, updatedAt: now });
      seededAdmin = { email, password };
      log(`seeded the first admin: ${email}`);
    }

    const cognitoUrl = `http://localhost:${config.ports.cognito}`;
    const runtimeConfig: RuntimeConfig = {
      stage: 'local',
      region: config.region,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      userPoolEndpoint: cognitoUrl,
      authFlowType: 'USER_PASSWORD_AUTH',
      supportEmail: LOCAL_SUPPORT_EMAIL,
      // The zone the digest job uses here (lambdas/src/digest/daily-digest.ts reads the same variable).
      teamTimeZone: stageTimeZoneOr(process.env.STAGE_TIME_ZONE),
      // Locally there is no brand site unless one is named: invitees are offered their invitation back.
      ...(process.env.PUBLIC_SITE_URL ? { publicSiteUrl: process.env.PUBLIC_SITE_URL } : {}),
    };
    const gateway: Server = await startGateway({
      port: config.ports.api,
      issuer: `${cognitoUrl}/${pool.userPoolId}`,
      jwksUrl: `http://127.0.0.1:${config.ports.cognito}/${pool.userPoolId}/.well-known/jwks.json`,
      userPoolClientId: pool.userPoolClientId,
      runtimeConfig,
      log: (line) => log(`api ${line}`),
    });
    closers.push(() => new Promise((r) => { gateway.closeAllConnections(); gateway.close(() => r()); }));

    const { handler: streamHandler } = await import('@safe-haven/lambdas/stream/handle-table-stream');
    const streamFunction = { label: `function ${STREAM_FUNCTION.id}`, permissions: STREAM_FUNCTION.permissions };
    const poller = await startStreamPoller(
      config,
      async (event) => {
        const { result, denied } = await runAsFunction(streamFunction, () => streamHandler(event));
        if (denied.length > 0) console.error(denied.join('\n'));
        return result;
      },
      (line) => log(line),
    );
    closers.push(() => poller.stop());

    const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
    if (sweepIntervalMs > 0) {
      const { sweepOutbox } = await import('@safe-haven/lambdas/email/sweep-outbox');
      const sweeperFunction = { label: `function ${OUTBOX_SWEEPER_FUNCTION.id}`, permissions: OUTBOX_SWEEPER_FUNCTION.permissions };
      let sweeping = false;
      const timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        runAsFunction(sweeperFunction, () => sweepOutbox())
          .then(({ result: report, denied }) => {
            if (denied.length > 0) console.error(denied.join('\n'));
            return report;
          })
          .then((report) => report.due > 0 && log(`outbox sweep: ${report.delivered} delivered, ${report.notDelivered} not delivered`))
          .catch((error: unknown) => log(`outbox sweep failed: ${(error as Error).message}`))
          .finally(() => (sweeping = false));
      }, sweepIntervalMs);
      closers.push(async () => clearInterval(timer));

      // The daily retention sweeper's stand-in: hourly, so a local store follows docs/privacy.md too.
      const { sweepRetention } = await import('@safe-haven/lambdas/privacy/sweep-retention');
      const retentionFunction = { label: `function ${RETENTION_SWEEPER_FUNCTION.id}`, permissions: RETENTION_SWEEPER_FUNCTION.permissions };
      const sweepRetentionNow = () =>
        runAsFunction(retentionFunction, () => sweepRetention())
          .then(({ result: report, denied }) => {
            if (denied.length > 0) console.error(denied.join('\n'));
            if (report.erased > 0) log(`retention sweep: ${report.erased} invitations erased`);
          })
          .catch((error: unknown) => log(`retention sweep failed: ${(error as Error).message}`));
      const retentionTimer = setInterval(() => void sweepRetentionNow(), 60 * 60_000);
      closers.push(async () => clearInterval(retentionTimer));

      // The daily digest's hourly schedule (EventBridge Scheduler in AWS). Each run picks the people
      // whose local time is 8:00-8:59; tests call sendDailyDigests(now) with their own clock.
      const { sendDailyDigests } = await import('@safe-haven/lambdas/digest/daily-digest');
      const digestFunction = { label: `function ${DAILY_DIGEST_FUNCTION.id}`, permissions: DAILY_DIGEST_FUNCTION.permissions };
      const digestNow = () =>
        runAsFunction(digestFunction, () => sendDailyDigests())
          .then(({ result: report, denied }) => {
            if (denied.length > 0) console.error(denied.join('\n'));
            if (report.sent > 0) log(`daily digest: ${report.sent} sent`);
          })
          .catch((error: unknown) => log(`daily digest failed: ${(error as Error).message}`));
      const digestTimer = setInterval(() => void digestNow(), 60 * 60_000);
      closers.push(async () => clearInterval(digestTimer));
    }

    if (options.web !== 'none') {
      const vite = await import('vite');
      const webRoot = resolve(ROOT_DIR, 'web');
      // Stands in for CloudFront: the API gets the headers CloudFront would add; /config.json is S3's.
      const proxy = {
        '/api': {
          target: `http://127.0.0.1:${config.ports.api}`,
          configure: (server: { on: (event: 'proxyReq', listener: (proxyReq: { setHeader(name: string, value: string): void }, req: IncomingMessage) => void) => void }) =>
            server.on('proxyReq', (proxyReq, req) => {
              for (const [name, value] of Object.entries(edgeHeaders(config, req))) proxyReq.setHeader(name, value);
            }),
        },
        '/config.json': { target: `http://127.0.0.1:${config.ports.api}` },
        // The WebSocket API of live updates, behind the same edge headers as the HTTP API.
        [LIVE_PATH]: {
          target: `ws://127.0.0.1:${config.ports.api}`,
          ws: true,
          configure: (server: { on: (event: 'proxyReqWs', listener: (proxyReq: { setHeader(name: string, value: string): void }, req: IncomingMessage) => void) => void }) =>
            server.on('proxyReqWs', (proxyReq, req) => {
              for (const [name, value] of Object.entries(edgeHeaders(config, req))) proxyReq.setHeader(name, value);
            }),
        },
        // CloudFront serves /photos/* from the photos bucket; locally the bucket is path-addressed.
        // Dot segments are resolved first, so no path reaches an unchecked upload under uploads/.
        '/photos': { target: `http://127.0.0.1:${config.ports.s3}`, rewrite: (path: string) => `/${config.photosBucket}${servedPhotoPath(path)}` },
        // And the brand photos' sizes, /site-photos/*, from the same bucket's site-photos/.
        '/site-photos': { target: `http://127.0.0.1:${config.ports.s3}`, rewrite: (path: string) => `/${config.photosBucket}${servedPhotoPath(path, '/site-photos/')}` },
      };
      // A tab that closes or renews its live connection resets the proxied socket, which Vite logs as an
      // error with a stack trace each time; CloudFront logs nothing of the kind, so neither do we.
      const customLogger = vite.createLogger('warn');
      const logError = customLogger.error.bind(customLogger);
      customLogger.error = (message, logOptions) => {
        const reset = (logOptions?.error as NodeJS.ErrnoException | undefined)?.code === 'ECONNRESET';
        if (reset && /ws proxy (socket )?error/.test(message)) return;
        logError(message, logOptions);
      };
      // Before the proxy (a plugin's middlewares run before Vite's own): the heroes' fallback to the default.
      const heroes = await heroFallback(config);
      // Nothing returned: a function returned by these hooks would be run as a later middleware.
      const useHeroes = (server: { middlewares: { use: (middleware: typeof heroes) => unknown } }): void => {
        server.middlewares.use(heroes);
      };
      const heroPlugin = { name: 'local-hero-fallback', configureServer: useHeroes, configurePreviewServer: useHeroes };
      if (options.web === 'dev') {
        const server = await vite.createServer({ root: webRoot, configFile: resolve(webRoot, 'vite.config.ts'), plugins: [heroPlugin], server: { port: config.ports.web, strictPort: true, proxy }, customLogger });
        await server.listen();
        closers.push(() => server.close());
      } else {
        // The production build gets the CSP CloudFront sends, so the browser tests run under it (the
        // dev server cannot: React's hot reload injects an inline script).
        const s3 = `http://127.0.0.1:${config.ports.s3}`;
        const csp = contentSecurityPolicy({ cognito: cognitoUrl, photos: s3, documents: s3, upgradeInsecureRequests: false });
        const server = await vite.preview({
          root: webRoot, configFile: resolve(webRoot, 'vite.config.ts'), plugins: [heroPlugin], customLogger,
          preview: { port: config.ports.web, strictPort: true, proxy, headers: { 'Content-Security-Policy': csp } },
        });
        closers.push(() => new Promise((r) => server.httpServer.close(() => r())));
      }
    }

    return {
      config,
      pool,
      runtimeConfig,
      seededAdmin,
      poller,
      stop,
      urls: {
        web: `http://localhost:${config.ports.web}`,
        api: `http://localhost:${config.ports.api}`,
        mailbox: `http://localhost:${config.ports.ses}`,
        dynamodb: `http://localhost:${config.ports.dynamodb}`,
        cognito: cognitoUrl,
        s3: `http://localhost:${config.ports.s3}`,
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
