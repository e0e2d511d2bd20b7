/**
 * The monthly cost of one stage, from its synthesised CloudFormation template (what exists: every
 * resource, its memory, tracing, rules, metrics, retention) and a month's volume (how much it is
 * used: the bench's measured units per request, times the requests a month brings). Every resource
 * of the template is looked up in RESOURCE_BILLING first, so an unknown type fails here.
 */
import { API_ROUTES, BACKGROUND_FUNCTIONS, LIVE_CONNECTIONS_FUNCTION, OUTBOX_SWEEPER_FUNCTION, RETENTION_SWEEPER_FUNCTION, SES_EVENTS_FUNCTION, STREAM_FUNCTION } from '@safe-haven/shared/api-routes';
import { PRICE, billingOf, type BilledLine } from './prices';

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}
export type Resources = Readonly<Record<string, CfnResource>>;

/** One API route's month: requests, DynamoDB units per request (its stream work included), duration. */
export interface RouteMonth {
  /** `METHOD /path`, as in shared/src/api-routes.ts and bench/results.json. */
  readonly route: string;
  readonly requests: number;
  readonly readUnits: number;
  readonly writeUnits: number;
  /** Whether the request's writes make the stream handler run (one invocation each). */
  readonly streamWork: boolean;
  readonly ms: number;
}

export interface MonthVolume {
  readonly routes: readonly RouteMonth[];
  /** Emails SES sends (invitations and notifications). */
  readonly emails: number;
  /** Visits of the site's pages, their bytes each, and the CloudFront requests one makes. */
  readonly pageVisits: number;
  readonly visitBytes: number;
  readonly requestsPerVisit: number;
  /** Table size (first-year average) and files in the buckets (site, photos). */
  readonly storedGb: number;
  readonly bucketGb: number;
  readonly monthlyActiveUsers: number;
  /** Cognito calls through the user pool's web ACL (sign-ins, code checks, token refreshes). */
  readonly signInCalls: number;
  /**
   * Live updates' WebSocket API: minutes connections are open, messages posted (each under 32 KB,
   * one billed unit) and connections opened (each runs the connection function twice: $connect and
   * $disconnect).
   */
  readonly live?: { readonly connectionMinutes: number; readonly messages: number; readonly connects: number };
}

/** Assumptions the bench does not measure, stated once. */
export const ASSUMED = {
  /** START, END and REPORT lines plus the app's request line, per invocation. */
  logKbPerInvocation: 0.4,
  /** One line of the API's access log (the JSON format in infra/lib/constructs/api.ts). */
  accessLogKbPerRequest: 0.35,
  /** One line of CloudFront's standard log v2. */
  cloudFrontLogKbPerRequest: 0.5,
  /** SES's Send and Delivery events, each invoking the SES-events function. */
  sesEventsPerEmail: 2,
  /** A sweeper run that finds nothing: one Query of an empty outbox page. */
  idleSweepReadUnits: 0.5,
  backgroundMs: { [LIVE_CONNECTIONS_FUNCTION.handler]: 50, [STREAM_FUNCTION.handler]: 200, [OUTBOX_SWEEPER_FUNCTION.handler]: 100, [SES_EVENTS_FUNCTION.handler]: 100, [RETENTION_SWEEPER_FUNCTION.handler]: 2_000 } as Record<string, number>,
  /** Lambda samples the first request of each second and 5% of the rest: at this traffic almost every one. */
  tracedShare: 1,
} as const;

const DAYS_A_MONTH = 30.4;
const KB_PER_GB = 2 ** 20;

export interface CostLine {
  readonly line: string;
  readonly resources: string;
  readonly volume: string;
  readonly dollars: number;
}

type Resource = CfnResource & { readonly id: string };

const ref = (value: unknown): string | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.Ref === 'string') return record.Ref;
  const getAtt = record['Fn::GetAtt'];
  return Array.isArray(getAtt) && typeof getAtt[0] === 'string' ? getAtt[0] : undefined;
};

/** Runs a month of a schedule expression: `rate(1 minute)`, `rate(5 minutes)`, `rate(1 day)`. */
export const runsPerMonth = (expression: string): number => {
  const match = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (!match) throw new Error(`The cost model cannot read the schedule ${expression}: add its form to runsPerMonth`);
  const minutes = { minute: 1, hour: 60, day: 1440 }[match[2]!.replace(/s$/, '') as 'minute' | 'hour' | 'day'];
  return (DAYS_A_MONTH * 1440) / (Number(match[1]) * minutes);
};

const millions = (count: number) => `${(count / 1e6).toFixed(3)} M`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** Every billed line of the stage, and one line listing the resources that cost nothing by themselves. */
export const stageCost = (resources: Resources, volume: MonthVolume): CostLine[] => {
  const byLine = new Map<BilledLine, Resource[]>();
  const free = new Map<string, number>();
  for (const [id, resource] of Object.entries(resources)) {
    const billing = billingOf(resource.Type, id);
    if ('free' in billing) free.set(resource.Type, (free.get(resource.Type) ?? 0) + 1);
    else byLine.set(billing.line, [...(byLine.get(billing.line) ?? []), { ...resource, id }]);
  }
  const of = (line: BilledLine) => byLine.get(line) ?? [];
  const props = (resource: Resource) => resource.Properties ?? {};

  // Invocations per function: routes by their handler (the function's description), background
  // functions by their schedule or by the volume that drives them; custom-resource handlers run at deploy only.
  const routeByHandler = new Map<string, string>(API_ROUTES.map((route) => [route.handler, `${route.method} ${route.path}`]));
  const months = new Map(volume.routes.map((route) => [route.route, route]));
  for (const route of volume.routes) {
    if (![...routeByHandler.values()].includes(route.route)) throw new Error(`The month's volume names ${route.route}, which is not in the route table`);
  }
  const scheduleRuns = new Map<string, number>();
  for (const [, rule] of Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::Events::Rule')) {
    const expression = rule.Properties?.ScheduleExpression;
    if (typeof expression !== 'string') continue;
    for (const target of (rule.Properties?.Targets as { Arn: unknown }[] | undefined) ?? []) {
      const fn = ref(target.Arn);
      if (fn) scheduleRuns.set(fn, (scheduleRuns.get(fn) ?? 0) + runsPerMonth(expression));
    }
  }
  // EventBridge Scheduler schedules (the daily digest): one target each.
  for (const [, schedule] of Object.entries(resources).filter(([, resource]) => resource.Type === 'AWS::Scheduler::Schedule')) {
    const expression = schedule.Properties?.ScheduleExpression;
    const fn = ref((schedule.Properties?.Target as { Arn?: unknown } | undefined)?.Arn);
    if (typeof expression === 'string' && fn) scheduleRuns.set(fn, (scheduleRuns.get(fn) ?? 0) + runsPerMonth(expression));
  }
  const streamInvocations = volume.routes.reduce((sum, route) => sum + (route.streamWork ? route.requests : 0), 0);
  // The stream function's mappings: the ordered reader, then the emails reader (one batch per email at this rate).
  const mappings = new Map<string, number>();
  for (const mapping of Object.values(resources).filter((resource) => resource.Type === 'AWS::Lambda::EventSourceMapping')) {
    const fn = ref(mapping.Properties?.FunctionName);
    if (fn) mappings.set(fn, (mappings.get(fn) ?? 0) + 1);
  }
  const functions = of('lambda').map((fn) => {
    const handler = String(props(fn).Description ?? '');
    const memoryGb = Number(props(fn).MemorySize ?? 128) / 1024;
    const traced = (props(fn).TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active';
    const logGroup = ref((props(fn).LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup);
    const route = routeByHandler.get(handler);
    const scheduled = scheduleRuns.get(fn.id);
    let invocations = 0;
    let ms = 0;
    let deployOnly = false;
    if (route) {
      invocations = months.get(route)?.requests ?? 0;
      ms = months.get(route)?.ms ?? 0;
    } else if (scheduled !== undefined) {
      invocations = scheduled;
      ms = ASSUMED.backgroundMs[handler] ?? 500;
    } else if (handler === STREAM_FUNCTION.handler) {
      invocations = streamInvocations + Math.max(0, (mappings.get(fn.id) ?? 1) - 1) * volume.emails;
      ms = ASSUMED.backgroundMs[handler]!;
    } else if (handler === LIVE_CONNECTIONS_FUNCTION.handler) {
      invocations = (volume.live?.connects ?? 0) * 2;
      ms = ASSUMED.backgroundMs[handler]!;
    } else if (handler === SES_EVENTS_FUNCTION.handler) {
      invocations = volume.emails * ASSUMED.sesEventsPerEmail;
      ms = ASSUMED.backgroundMs[handler]!;
    } else if (BACKGROUND_FUNCTIONS.some((background) => background.handler === handler) || /^[a-z-]+\/[a-z-]+$/.test(handler)) {
      // One of the app's handler modules (its description) that nothing here invokes yet.
      throw new Error(`The cost model does not know what invokes ${handler}: give it a volume in scripts/bench/cost/stage-cost.ts`);
    } else {
      // CDK's custom-resource handlers (bucket deployment, auto-delete): deploy time only.
      deployOnly = true;
    }
    return { id: fn.id, handler, memoryGb, traced, logGroup, invocations, gbSeconds: invocations * (ms / 1000) * memoryGb, deployOnly };
  });
  const invocations = functions.reduce((sum, fn) => sum + fn.invocations, 0);
  const gbSeconds = functions.reduce((sum, fn) => sum + fn.gbSeconds, 0);
  const traces = functions.filter((fn) => fn.traced).reduce((sum, fn) => sum + fn.invocations * ASSUMED.tracedShare, 0);
  const apiRequests = volume.routes.reduce((sum, route) => sum + route.requests, 0);
  const cloudFrontRequests = volume.pageVisits * volume.requestsPerVisit + apiRequests;

  const lines: CostLine[] = [];
  const add = (line: string, resourcesText: string, volumeText: string, dollars: number) =>
    lines.push({ line, resources: resourcesText, volume: volumeText, dollars });

  // Fixed: alarms by the metrics they read, keys, secrets, web ACLs and their rules.
  const alarms = of('alarms');
  if (alarms.length > 0) {
    let metrics = 0;
    let dollars = 0;
    for (const alarm of alarms) {
      const list = props(alarm).Metrics as { MetricStat?: { Period?: number } }[] | undefined;
      const read = list ? list.filter((metric) => metric.MetricStat).map((metric) => metric.MetricStat!.Period ?? 60) : [Number(props(alarm).Period ?? 60)];
      if (read.length === 0) throw new Error(`Alarm ${alarm.id} reads no metric the cost model can count (a Metrics Insights query?)`);
      metrics += read.length;
      dollars += read.reduce((sum, period) => sum + (period < 60 ? PRICE.alarmMetricHighResolution : PRICE.alarmMetric), 0);
    }
    add('CloudWatch alarms', `${alarms.length} alarms`, `${metrics} metrics read ($0.10 each)`, dollars);
  }
  const keys = of('kmsKeys');
  if (keys.length > 0) add('KMS keys', `${keys.length} key${keys.length > 1 ? 's' : ''}`, 'a few requests (alarm messages)', keys.length * PRICE.kmsKey);
  const secrets = of('secrets');
  if (secrets.length > 0) add('Secrets Manager', `${secrets.length} secrets`, 'read at deploy and at cold starts', secrets.length * PRICE.secret);
  for (const acl of of('wafWebAcls')) {
    const rules = (props(acl).Rules as unknown[] | undefined)?.length ?? 0;
    const cloudFront = props(acl).Scope === 'CLOUDFRONT';
    const requests = cloudFront ? cloudFrontRequests : volume.signInCalls;
    add(
      `AWS WAF, ${cloudFront ? 'CloudFront' : 'user pool'} web ACL`,
      `1 web ACL, ${rules} rules`,
      `${millions(requests)} requests`,
      PRICE.wafWebAcl + rules * PRICE.wafRule + requests * PRICE.wafRequest,
    );
  }

  // Per use: Lambda, its traces and logs, the API, DynamoDB, email, CloudFront, storage, sign-ins.
  if (functions.length > 0) {
    const deployOnly = functions.filter((fn) => fn.deployOnly).length;
    const described = `${functions.length} functions${deployOnly ? ` (${deployOnly} run at deploy only)` : ''}`;
    add('Lambda requests', described, `${millions(invocations)} invocations`, invocations * PRICE.lambdaRequest);
    add('Lambda duration', 'memory from the template', `${count(gbSeconds)} GB-s`, gbSeconds * PRICE.lambdaGbSecond);
    const tracedFunctions = functions.filter((fn) => fn.traced).length;
    add('X-Ray traces', `active tracing on ${tracedFunctions} functions`, `${millions(traces)} traces`, traces * PRICE.xrayTrace);
  }
  const logGroups = of('logGroups');
  if (logGroups.length > 0) {
    const retentionOf = (id: string | undefined) => Number(logGroups.find((group) => group.id === id)?.Properties?.RetentionInDays ?? 30);
    const stage = Object.values(resources).find((resource) => resource.Type === 'AWS::ApiGatewayV2::Stage');
    const accessLogGroup = ref((stage?.Properties?.AccessLogSettings as { DestinationArn?: unknown } | undefined)?.DestinationArn);
    const functionGb = functions.reduce((sum, fn) => sum + (fn.invocations * ASSUMED.logKbPerInvocation) / KB_PER_GB, 0);
    // Stored uncompressed for the whole retention (CloudWatch bills compressed bytes: an upper bound).
    const functionStored = functions.reduce(
      (sum, fn) => sum + ((fn.invocations * ASSUMED.logKbPerInvocation) / KB_PER_GB) * (retentionOf(fn.logGroup) / DAYS_A_MONTH),
      0,
    );
    const accessGb = (apiRequests * ASSUMED.accessLogKbPerRequest) / KB_PER_GB;
    const accessStored = accessGb * (retentionOf(accessLogGroup) / DAYS_A_MONTH);
    // Route functions share one log group: count groups, not functions.
    const functionGroups = new Set(functions.map((fn) => fn.logGroup).filter(Boolean)).size;
    const others = logGroups.length - functionGroups - (accessLogGroup ? 1 : 0);
    add(
      'CloudWatch Logs, functions',
      `${functionGroups} log groups`,
      `${functionGb.toFixed(2)} GB in, ${functionStored.toFixed(2)} GB kept`,
      functionGb * PRICE.logsIngestedGb + functionStored * PRICE.logsStoredGbMonth,
    );
    add(
      'CloudWatch Logs, API access log',
      accessLogGroup ? '1 log group' : 'none',
      `${accessGb.toFixed(2)} GB in, ${accessStored.toFixed(2)} GB kept`,
      accessGb * PRICE.logsIngestedGb + accessStored * PRICE.logsStoredGbMonth,
    );
    if (others > 0) add('CloudWatch Logs, other', `${others} log groups (WAF blocks, custom resources)`, 'blocked requests only', 0);
  }
  const isWebSocket = (api: Resource) => props(api).ProtocolType === 'WEBSOCKET';
  if (of('httpApi').some((api) => !isWebSocket(api))) add('API Gateway HTTP API', '1 API', `${millions(apiRequests)} requests`, apiRequests * PRICE.httpApiRequest);
  if (of('httpApi').some(isWebSocket)) {
    const live = volume.live ?? { connectionMinutes: 0, messages: 0, connects: 0 };
    add(
      'API Gateway WebSocket API',
      '1 API (live updates)',
      `${millions(live.connectionMinutes)} connection minutes, ${millions(live.messages)} messages`,
      live.connectionMinutes * PRICE.webSocketConnectionMinute + live.messages * PRICE.webSocketMessage,
    );
  }
  const table = of('dynamodb');
  if (table.length > 0) {
    if (table.some((candidate) => props(candidate).BillingMode !== 'PAY_PER_REQUEST')) throw new Error('The cost model prices on-demand tables only');
    const sweeperRuns = functions.filter((fn) => fn.handler === OUTBOX_SWEEPER_FUNCTION.handler).reduce((sum, fn) => sum + fn.invocations, 0);
    const reads = volume.routes.reduce((sum, route) => sum + route.readUnits * route.requests, 0) + sweeperRuns * ASSUMED.idleSweepReadUnits;
    const writes = volume.routes.reduce((sum, route) => sum + route.writeUnits * route.requests, 0);
    const pitr = table.some((candidate) => (props(candidate).PointInTimeRecoverySpecification as { PointInTimeRecoveryEnabled?: boolean } | undefined)?.PointInTimeRecoveryEnabled);
    add('DynamoDB writes', `${table.length} on-demand table`, `${millions(writes)} write units`, writes * PRICE.dynamoWriteUnit);
    add('DynamoDB reads', '', `${millions(reads)} read units`, reads * PRICE.dynamoReadUnit);
    add(
      `DynamoDB storage${pitr ? ' + PITR' : ''}`,
      pitr ? 'point-in-time recovery on' : '',
      `${volume.storedGb.toFixed(2)} GB`,
      volume.storedGb * (PRICE.dynamoStorageGbMonth + (pitr ? PRICE.dynamoPitrGbMonth : 0)),
    );
  }
  if (of('ses').length > 0) add('SES', `${of('ses').length} identity`, `${count(volume.emails)} emails`, volume.emails * PRICE.sesEmail);
  if (of('cloudFront').length > 0) {
    const transferGb = (volume.pageVisits * volume.visitBytes) / 2 ** 30;
    add('CloudFront transfer', '1 distribution', `${transferGb.toFixed(1)} GB`, transferGb * PRICE.cloudFrontGb);
    add('CloudFront requests', '', `${millions(cloudFrontRequests)} requests`, cloudFrontRequests * PRICE.cloudFrontRequest);
  }
  if (of('cloudFrontFunction').length > 0) add('CloudFront Functions', `${of('cloudFrontFunction').length} function`, `${millions(cloudFrontRequests)} invocations`, cloudFrontRequests * PRICE.cloudFrontFunction);
  const logBytesGb = (cloudFrontRequests * ASSUMED.cloudFrontLogKbPerRequest) / KB_PER_GB;
  if (of('cloudFrontLogs').length > 0) add('CloudFront access log delivery', '1 delivery to S3', `${logBytesGb.toFixed(2)} GB`, logBytesGb * PRICE.vendedLogsToS3Gb);
  if (of('s3').length > 0) {
    // Access logs kept a year: on average half a year's worth is stored.
    const storedGb = volume.bucketGb + logBytesGb * 6;
    add('S3 storage', `${of('s3').length} buckets`, `${storedGb.toFixed(2)} GB`, storedGb * PRICE.s3GbMonth);
  }
  for (const pool of of('cognito')) {
    const tier = String(props(pool).UserPoolTier ?? 'ESSENTIALS');
    const price = tier === 'PLUS' ? PRICE.cognitoPlusMau : tier === 'LITE' ? PRICE.cognitoLiteMau : PRICE.cognitoEssentialsMau;
    const billed = tier === 'PLUS' ? volume.monthlyActiveUsers : Math.max(0, volume.monthlyActiveUsers - PRICE.cognitoFreeMau);
    add('Cognito', `1 user pool (${tier.toLowerCase()})`, `${count(volume.monthlyActiveUsers)} monthly active users (${count(billed)} billed)`, billed * price);
  }
  const freeText = [...free.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([type, number]) => `${type.replace(/^AWS::/, '')} ${number}`).join(', ');
  add('No charge by themselves', freeText, 'see RESOURCE_BILLING for why', 0);
  return lines;
};

export const totalOf = (lines: readonly CostLine[]): number => lines.reduce((sum, line) => sum + line.dollars, 0);

export const costMarkdown = (lines: readonly CostLine[]): string =>
  [
    '| line | from the template | volume a month | $ a month |',
    '| --- | --- | --- | ---: |',
    ...lines.map((line) => `| ${line.line} | ${line.resources} | ${line.volume} | ${line.dollars.toFixed(2)} |`),
    `| **total** | | | **${totalOf(lines).toFixed(2)}** |`,
  ].join('\n');
