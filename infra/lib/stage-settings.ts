/**
 * Per-stage settings, read from the `stages` object of cdk.json's context and selected with
 * `-c stage=NAME`. Everything that differs between dev and prod lives here, so the constructs take
 * plain values and a stage is added by editing cdk.json only.
 *
 * Validated with plain checks (no zod) so the infra workspace needs no extra dependency.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_STAGE_TIME_ZONE, isTimeZone } from '@safe-haven/shared/daily-digest';
import { DEFAULT_RETENTION, RETENTION_DAYS_RANGE, type RetentionPeriods } from '@safe-haven/shared/retention';
import { DEFAULT_DAILY_INVITATION_CAP, DEFAULT_SES_SEND_RATE } from '@safe-haven/shared/constants';
import { DEFAULT_DOCUMENT_LINK_DAYS } from '@safe-haven/shared/documents';
import { ACCOUNT_CONCURRENCY, limitsFor, type CapacityInputs, type StageLimits } from './capacity-model';
import { isProductionStage } from './stage-name';

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
const LOG_LEVELS: readonly LogLevel[] = ['DEBUG', 'INFO', 'WARN', 'ERROR'];

/**
 * Where links in emails point. A stage either names its site's https origin (its custom domain, or
 * `appOrigin` in cdk.json), or says `"appOrigin": "cloudfront"`: the stack then writes
 * `https://<distribution domain>` to an SSM parameter the functions read at cold start (the
 * functions cannot reference the distribution directly: it depends on the API, a cycle).
 */
export type SiteOrigin = { readonly kind: 'fixed'; readonly origin: string } | { readonly kind: 'distribution' };

export interface CustomDomain {
  /** Host name of the site, e.g. `app.example.org`; DNS is managed outside this stack. */
  readonly name: string;
  /** ACM certificate for `name`; CloudFront only accepts certificates in us-east-1. */
  readonly certificateArn: string;
}

/**
 * The API's own origin name, reachable only by the stage's CloudFront distribution: API Gateway's
 * execute-api endpoint is turned off, and this custom domain requires a client certificate (mutual
 * TLS) that only CloudFront presents (origin mTLS). A request that skips the edge (its WAF rules) is
 * refused in the TLS handshake, before the API's throttles count it.
 */
export interface ApiOriginDomain {
  /** Host name of the API origin, e.g. `api-origin.example.org`; a CNAME to the output ApiOriginTarget. */
  readonly name: string;
  /** ACM certificate for `name`, in the stage's region (API Gateway regional custom domain). */
  readonly certificateArn: string;
  /** ACM client certificate in us-east-1 that CloudFront presents to the origin. */
  readonly clientCertificateArn: string;
  /** `s3://bucket/key` of the PEM bundle of the CA that issued the client certificate (API Gateway's truststore). */
  readonly truststoreUri: string;
}

export const THREAT_PROTECTION_MODES = ['off', 'audit', 'enforced'] as const;
export type ThreatProtection = (typeof THREAT_PROTECTION_MODES)[number];

export interface StageSettings {
  /**
   * AWS region of the stage's stack. Explicit so synth is the same on every machine and the edge
   * resources CloudFront requires in us-east-1 (web ACL) can live in their own stack when the stage is elsewhere.
   */
  readonly region: string;
  /**
   * Custom domain of the site.
   * @default - none: the site is served on the CloudFront distribution's domain
   */
  readonly domain?: CustomDomain;
  /**
   * The API's origin behind mutual TLS, with the execute-api endpoint off (production stages: synth
   * warns without it).
   * @default - the execute-api endpoint: a caller who skips CloudFront is refused by every function
   *   (no origin-verify header) but still counts against the API's throttles
   */
  readonly apiOrigin?: ApiOriginDomain;
  /** From address of every email; must belong to `sesIdentity`. */
  readonly senderEmail: string;
  /**
   * SES identity to verify: a domain (`example.org`) or an email address.
   * @default - `senderEmail` (an email identity)
   */
  readonly sesIdentity: string;
  /**
   * Address shown to users for help, written to /config.json.
   * @default - `senderEmail`
   */
  readonly supportEmail: string;
  /** Origin of every link in an email; never taken from a request. */
  readonly siteOrigin: SiteOrigin;
  /**
   * The brand's public website (https), where an invitee's 'Return to Home' leads: the app's own
   * home is the staff sign-in, no place for an invitee. Written to /config.json.
   * @default - none: the thank-you page offers the way back to the invitation instead
   */
  readonly publicSiteUrl?: string;
  /** Receives the stage's alarms (SNS email subscription; confirm the first message). */
  readonly alarmEmail: string;
  /**
   * The load the stage is built for: its largest campaign and the staff online at once. Every
   * throttle and WAF limit is derived from it (capacity-model.ts, docs/performance.md).
   * @default { campaignInvitations: 10000, staffOnline: 500 }
   */
  readonly capacity: CapacityInputs;
  /** The limits the capacity model derives from `capacity`. */
  readonly limits: StageLimits;
  /**
   * AWS WAF in front of CloudFront and on the user pool. Two web ACLs and their eight rules cost
   * about $18 a month before a single request (docs/performance.md, "Cost model"), more than
   * everything else an idle dev stage runs; without them a stage is limited by the API's route
   * throttles alone (per route, shared by all callers) and Cognito's own sign-in quotas and lockout.
   * A production stage (`prod`, `prod-*`) cannot turn it off.
   * @default true
   */
  readonly waf: boolean;
  /**
   * X-Ray active tracing of every function: each invocation's cold start and duration (SDK calls
   * are not traced). Lambda traces the first request of each second and 5% of the rest, which at
   * this app's traffic is nearly every request: about $5 a month at prod's volume (docs/performance.md,
   * "Cost model"). The REPORT line of each invocation's log holds the same durations.
   * @default true
   */
  readonly tracing: boolean;
  /** Protects the table and the user pool from deletion; on outside dev stages. */
  readonly deletionProtection: boolean;
  /** Keep the table, user pool and buckets when the stack is deleted (RemovalPolicy.RETAIN). */
  readonly retainData: boolean;
  /** Retention of Lambda, API access and S3/CloudFront access logs. */
  readonly logRetentionDays: RetentionDays;
  /** @default 'INFO' */
  readonly logLevel: LogLevel;
  /**
   * Cognito threat protection (compromised-credential and risk checks at sign-in): 'audit' records
   * the risks, 'enforced' also blocks or challenges. Either needs the Plus feature plan, billed per
   * active user, so it is a choice per stage.
   * @default 'off'
   */
  readonly threatProtection: ThreatProtection;
  /**
   * How long personal data is kept, in days (docs/privacy.md): declined invitations, unanswered
   * expired ones, closed leads, and the record of who opened an invitee's details. Any subset may be
   * given; the rest keep their defaults.
   * @default { declinedDays: 90, unansweredExpiredDays: 180, closedLeadDays: 365, accessLogDays: 365 }
   */
  readonly retention: RetentionPeriods;
  /**
   * Invitations (first sends and resends) one staff member may send per UTC day; past it the send
   * and resend routes answer 429 until midnight UTC. It bounds what a stolen staff account can do
   * with the brand's sending domain: a few hundred emails, not thousands that would get the domain
   * listed as a spammer. The default's reasoning (a busy lead generator's real day) is with
   * DEFAULT_DAILY_INVITATION_CAP in shared/src/constants.ts.
   * @default 200
   */
  readonly dailyInvitationCap: number;
  /**
   * Days a personal document link (a quick action's email) keeps opening its document.
   * @default 30 (DEFAULT_DOCUMENT_LINK_DAYS in shared/src/documents.ts)
   */
  readonly documentLinkDays: number;
  /**
   * The stage's IANA time zone: the daily digest goes at 8:00 in it to staff who chose no
   * zone of their own in Edit Profile.
   * @default 'America/Denver'
   */
  readonly timeZone: string;
  /**
   * Emails per second SES allows this account in the stage's region (the SES console's "maximum
   * send rate": 1 in the sandbox, 14 by default once out of it, more on request). The outbox sweeper
   * sends a backlog at 80% of it, so raise it here when AWS raises the quota.
   * @default 14
   */
  readonly sesSendRate: number;
  /**
   * Cognito sends its code emails (password resets) through the stage's SES identity, from
   * `senderEmail`. Cognito's own sender allows only 50 emails a day per account; but Cognito refuses
   * an SES identity that is not verified yet, so a new stage deploys once without it, verifies the
   * identity, then switches this on (README, "Deploying a stage").
   * @default false
   */
  readonly userPoolEmailViaSes: boolean;
}

export class StageSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StageSettingsError';
  }
}

/** Stage names become part of the stack name and of resource names (user pool, API, config set). */
const STAGE_NAME = /^[a-z][a-z0-9-]{0,15}$/;
const DEFAULT_CAPACITY: CapacityInputs = { campaignInvitations: 10_000, staffOnline: 500 };
/** Beyond these the model's single-table, single-region shape needs a rethink, not a bigger number. */
const CAPACITY_RANGE = { campaignInvitations: { min: 10, max: 1_000_000 }, staffOnline: { min: 1, max: 10_000 } };
/** Above this the cap no longer protects the sending domain: SES's own quota would be the limit. */
const MAX_DAILY_INVITATION_CAP = 10_000;
const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;
/** The keyword for "links use the CloudFront distribution's own domain". */
export const DISTRIBUTION_ORIGIN = 'cloudfront';
const EMAIL = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/;
const DOMAIN = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const VALID_RETENTION_DAYS = new Set<number>(
  Object.values(RetentionDays).filter((value): value is number => typeof value === 'number'),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Collects every problem of one stage, so a broken cdk.json is fixed in one pass. */
class Checker {
  readonly problems: string[] = [];
  constructor(private readonly raw: Record<string, unknown>) {}

  /** A string matching `pattern`; `fallback` applies when the key is absent (and is not re-reported). */
  string(key: string, pattern: RegExp, expected: string, fallback?: string): string {
    const value = this.raw[key];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== 'string' || !pattern.test(value)) {
      this.problems.push(`"${key}" must be ${expected} (got ${JSON.stringify(value)})`);
      return '';
    }
    return value;
  }

  boolean(key: string): boolean {
    const value = this.raw[key];
    if (typeof value !== 'boolean') this.problems.push(`"${key}" must be true or false (got ${JSON.stringify(value)})`);
    return value === true;
  }

  /** A whole number from `min` to `max`; `fallback` applies when the key is absent. */
  wholeNumber(key: string, range: { min: number; max: number }, fallback: number): number {
    const value = this.raw[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) {
      this.problems.push(`"${key}" must be a whole number from ${range.min} to ${range.max} (got ${JSON.stringify(value)})`);
      return fallback;
    }
    return value;
  }

  capacity(): CapacityInputs {
    const value = this.raw.capacity ?? {};
    if (!isRecord(value)) {
      this.problems.push('"capacity" must be { "campaignInvitations": number, "staffOnline": number }');
      return DEFAULT_CAPACITY;
    }
    const unknown = Object.keys(value).filter((name) => !(name in CAPACITY_RANGE));
    if (unknown.length > 0) this.problems.push(`"capacity" has unknown keys ${unknown.join(', ')}; known: ${Object.keys(CAPACITY_RANGE).join(', ')}`);
    const inner = new Checker(value);
    const capacity = {
      campaignInvitations: inner.wholeNumber('campaignInvitations', CAPACITY_RANGE.campaignInvitations, DEFAULT_CAPACITY.campaignInvitations),
      staffOnline: inner.wholeNumber('staffOnline', CAPACITY_RANGE.staffOnline, DEFAULT_CAPACITY.staffOnline),
    };
    this.problems.push(...inner.problems.map((problem) => problem.replace(/^"/, '"capacity.')));
    return capacity;
  }

  retention(): RetentionPeriods {
    const value = this.raw.retention ?? {};
    if (!isRecord(value)) {
      this.problems.push('"retention" must be an object of periods in days, e.g. { "declinedDays": 90 }');
      return DEFAULT_RETENTION;
    }
    const names = Object.keys(DEFAULT_RETENTION) as (keyof RetentionPeriods)[];
    const unknown = Object.keys(value).filter((name) => !names.includes(name as keyof RetentionPeriods));
    if (unknown.length > 0) this.problems.push(`"retention" has unknown periods ${unknown.join(', ')}; known: ${names.join(', ')}`);
    const periods = { ...DEFAULT_RETENTION };
    for (const name of names) {
      const days = value[name];
      if (days === undefined) continue;
      if (typeof days !== 'number' || !Number.isInteger(days) || days < RETENTION_DAYS_RANGE.min || days > RETENTION_DAYS_RANGE.max) {
        this.problems.push(`"retention.${name}" must be a whole number of days from ${RETENTION_DAYS_RANGE.min} to ${RETENTION_DAYS_RANGE.max} (got ${JSON.stringify(days)})`);
        continue;
      }
      periods[name] = days;
    }
    return periods;
  }

  /**
   * A deployed stage must know where its emails link to: its domain, a fixed https origin, or the
   * CloudFront keyword. Never http, never a path, never empty: a request header must not fill the gap.
   */
  siteOrigin(domain: CustomDomain | undefined): SiteOrigin {
    const value = this.raw.appOrigin;
    const fixed = (origin: string): SiteOrigin => ({ kind: 'fixed', origin });
    if (domain) {
      const own = `https://${domain.name}`;
      if (value === undefined || value === '' || value === own) return fixed(own);
      this.problems.push(`"appOrigin" must be absent when "domain" is set: email links use ${own}`);
      return fixed(own);
    }
    if (value === DISTRIBUTION_ORIGIN) return { kind: 'distribution' };
    if (typeof value === 'string' && /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(value)) return fixed(value.toLowerCase());
    this.problems.push(
      value === undefined || value === ''
        ? `the site origin for email links is unknown: set "domain", or "appOrigin" to an https origin (e.g. "https://invite.example.org") or to "${DISTRIBUTION_ORIGIN}" to use the CloudFront distribution's own domain`
        : `"appOrigin" must be an https origin without a path (e.g. "https://invite.example.org") or "${DISTRIBUTION_ORIGIN}" (got ${JSON.stringify(value)})`,
    );
    return { kind: 'distribution' };
  }

  apiOrigin(region: string): ApiOriginDomain | undefined {
    const value = this.raw.apiOrigin;
    if (value === undefined || value === null) return undefined;
    const shape = '"apiOrigin" must be { "name", "certificateArn", "clientCertificateArn", "truststoreUri" } or absent';
    if (!isRecord(value) || typeof value.name !== 'string' || !DOMAIN.test(value.name)) {
      this.problems.push(shape);
      return undefined;
    }
    const { certificateArn, clientCertificateArn, truststoreUri } = value;
    const problems = [
      ...(typeof certificateArn === 'string' && certificateArn.startsWith(`arn:aws:acm:${region}:`)
        ? [] : [`"apiOrigin.certificateArn" must be an ACM certificate ARN in the stage's region ${region} (a regional API domain)`]),
      ...(typeof clientCertificateArn === 'string' && clientCertificateArn.startsWith('arn:aws:acm:us-east-1:')
        ? [] : ['"apiOrigin.clientCertificateArn" must be an ACM certificate ARN in us-east-1 (CloudFront presents it)']),
      ...(typeof truststoreUri === 'string' && /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/\S+$/.test(truststoreUri)
        ? [] : ['"apiOrigin.truststoreUri" must be s3://bucket/key of the PEM bundle of the client certificate\'s CA']),
    ];
    this.problems.push(...problems);
    return problems.length > 0
      ? undefined
      : { name: value.name, certificateArn: certificateArn as string, clientCertificateArn: clientCertificateArn as string, truststoreUri: truststoreUri as string };
  }

  domain(): CustomDomain | undefined {
    const value = this.raw.domain;
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value) || typeof value.name !== 'string' || !DOMAIN.test(value.name)) {
      this.problems.push('"domain" must be { "name": host name, "certificateArn": ACM ARN in us-east-1 } or absent');
      return undefined;
    }
    if (typeof value.certificateArn !== 'string' || !value.certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
      this.problems.push('"domain.certificateArn" must be an ACM certificate ARN in us-east-1 (CloudFront requires it)');
      return undefined;
    }
    return { name: value.name, certificateArn: value.certificateArn };
  }
}

const parseStage = (raw: Record<string, unknown>): { settings: StageSettings; problems: string[] } => {
  const check = new Checker(raw);
  const domain = check.domain();
  const senderEmail = check.string('senderEmail', EMAIL, 'an email address');
  const sesIdentity = check.string('sesIdentity', /^([^@\s]+@)?[^@\s]+\.[^@\s]+$/, 'a domain or an email address', senderEmail);
  const supportEmail = check.string('supportEmail', EMAIL, 'an email address', senderEmail);
  const siteOrigin = check.siteOrigin(domain);
  const publicSiteUrl = raw.publicSiteUrl;
  if (publicSiteUrl !== undefined && (typeof publicSiteUrl !== 'string' || !/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(publicSiteUrl))) {
    check.problems.push('"publicSiteUrl" must be an https:// address such as "https://www.example.org"');
  }
  const region = check.string('region', REGION, 'an AWS region such as "us-east-1"');
  const apiOrigin = region ? check.apiOrigin(region) : undefined;
  const alarmEmail = check.string('alarmEmail', EMAIL, 'an email address that receives the alarms');
  const logRetentionDays = raw.logRetentionDays;
  if (typeof logRetentionDays !== 'number' || !VALID_RETENTION_DAYS.has(logRetentionDays)) {
    check.problems.push(`"logRetentionDays" must be a CloudWatch retention value such as 7, 14, 30, 90, 365`);
  }
  const threatProtection = raw.threatProtection ?? 'off';
  if (!THREAT_PROTECTION_MODES.includes(threatProtection as ThreatProtection)) {
    check.problems.push(`"threatProtection" must be one of ${THREAT_PROTECTION_MODES.join(', ')}`);
  }
  const capacity = check.capacity();
  const limits = limitsFor(capacity);
  if (limits.peakConcurrency > ACCOUNT_CONCURRENCY * 0.8) {
    check.problems.push(
      `"capacity" needs about ${limits.peakConcurrency} concurrent Lambda executions at its peak, more than 80% of the account's default quota of ${ACCOUNT_CONCURRENCY}: raise the quota first, then ACCOUNT_CONCURRENCY in infra/lib/capacity-model.ts`,
    );
  }
  const logLevel = raw.logLevel ?? 'INFO';
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) check.problems.push(`"logLevel" must be one of ${LOG_LEVELS.join(', ')}`);

  // A domain identity only authorises addresses on that domain; an email identity only itself.
  if (senderEmail && sesIdentity) {
    const senderDomain = EMAIL.exec(senderEmail)?.[1];
    const covered = sesIdentity.includes('@') ? sesIdentity === senderEmail : senderDomain === sesIdentity;
    if (!covered) check.problems.push(`"senderEmail" ${senderEmail} is not covered by "sesIdentity" ${sesIdentity}`);
  }

  const settings: StageSettings = {
    region,
    ...(domain ? { domain } : {}),
    ...(apiOrigin ? { apiOrigin } : {}),
    senderEmail,
    sesIdentity,
    supportEmail,
    siteOrigin,
    ...(typeof publicSiteUrl === 'string' ? { publicSiteUrl } : {}),
    alarmEmail,
    capacity,
    limits,
    waf: raw.waf === undefined ? true : check.boolean('waf'),
    tracing: raw.tracing === undefined ? true : check.boolean('tracing'),
    deletionProtection: check.boolean('deletionProtection'),
    retainData: check.boolean('retainData'),
    logRetentionDays: logRetentionDays as RetentionDays,
    logLevel: logLevel as LogLevel,
    threatProtection: threatProtection as ThreatProtection,
    retention: check.retention(),
    dailyInvitationCap: check.wholeNumber('dailyInvitationCap', { min: 1, max: MAX_DAILY_INVITATION_CAP }, DEFAULT_DAILY_INVITATION_CAP),
    documentLinkDays: check.wholeNumber('documentLinkDays', { min: 1, max: 365 }, DEFAULT_DOCUMENT_LINK_DAYS),
    userPoolEmailViaSes: raw.userPoolEmailViaSes === undefined ? false : check.boolean('userPoolEmailViaSes'),
    sesSendRate: check.wholeNumber('sesSendRate', { min: 1, max: 10_000 }, DEFAULT_SES_SEND_RATE),
    timeZone: stageTimeZone(raw.timeZone, check.problems),
  };
  return { settings, problems: check.problems };
};

/** A stage's `timeZone`: an IANA zone name, else the default (and a problem when one was given). */
const stageTimeZone = (value: unknown, problems: string[]): string => {
  if (value === undefined) return DEFAULT_STAGE_TIME_ZONE;
  if (typeof value === 'string' && isTimeZone(value)) return value;
  problems.push('"timeZone" must be an IANA time zone name, e.g. "America/Denver"');
  return DEFAULT_STAGE_TIME_ZONE;
};

/**
 * Picks and validates one stage. Throws StageSettingsError with a readable message (listing the
 * known stages, or every invalid field) instead of failing later inside a construct.
 */
export const resolveStageSettings = (stages: unknown, stage: unknown): StageSettings => {
  if (!isRecord(stages) || Object.keys(stages).length === 0) {
    throw new StageSettingsError('cdk.json context has no "stages" object; add one entry per stage (e.g. "dev", "prod").');
  }
  const known = Object.keys(stages).join(', ');
  if (typeof stage !== 'string' || stage === '') {
    throw new StageSettingsError(`No stage selected. Run with -c stage=NAME; known stages: ${known}.`);
  }
  const raw = stages[stage];
  if (!isRecord(raw)) {
    throw new StageSettingsError(`Unknown stage "${stage}". Known stages: ${known}.`);
  }
  if (!STAGE_NAME.test(stage)) {
    throw new StageSettingsError(`Stage name "${stage}" must be lower-case letters, digits and dashes (max 16).`);
  }
  const { settings, problems } = parseStage(raw);
  if (!settings.waf && isProductionStage(stage)) {
    problems.push(`"waf": false is for dev stages only: "${stage}" is a production stage, which keeps its web ACLs (per-person and per-IP limits, sign-in limits, managed rules)`);
  }
  if (problems.length > 0) {
    throw new StageSettingsError(`Invalid settings for stage "${stage}" in cdk.json:\n  - ${problems.join('\n  - ')}`);
  }
  return settings;
};

