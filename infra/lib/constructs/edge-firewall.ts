import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import type { StageLimits } from '../capacity-model';

export interface EdgeFirewallProps {
  /** Names the web ACL, its metrics and its log group; carries the stage. */
  readonly name: string;
  /** Requests per five minutes, from the capacity model. */
  readonly rateLimits: StageLimits['edge'];
  /**
   * Route paths (with {param} placeholders) of the public routes that guard account access. Sign-in
   * itself goes from the browser to Cognito, which CloudFront never sees; what CloudFront does see
   * are the public routes that hand out accounts (founder code, account set-up), held to `signIn`.
   */
  readonly signInPaths: readonly string[];
  readonly logRetention: RetentionDays;
}

/** Rate-based rules count over this window; WAF re-evaluates about every 10 seconds. */
export const RATE_WINDOW_SECONDS = 300;
const TOO_MANY_REQUESTS_BODY = 'tooManyRequests';

export const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * Paths are matched as the API will route them: %-escapes decoded, then `//`, `/./` and `/../`
 * resolved, so `/api/%70ublic/...` or `/api//public/../public/...` cannot dodge a tighter rule.
 */
export const PATH_TRANSFORMATIONS: CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
];

const pathPrefix = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: PATH_TRANSFORMATIONS,
  },
});

/** `/api/public/codes/{code}` becomes `^/api/public/codes/[^/]+$`. */
export const routePathRegex = (path: string): string =>
  `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`;

const anyPath = (paths: readonly string[]): CfnWebACL.StatementProperty => {
  const statements: CfnWebACL.StatementProperty[] = paths.map((path) => ({
    regexMatchStatement: {
      fieldToMatch: { uriPath: {} },
      regexString: routePathRegex(path),
      textTransformations: PATH_TRANSFORMATIONS,
    },
  }));
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
};

/**
 * The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT, so its stack must be in us-east-1):
 * rate limits from the capacity model (staff per signed-in person and per office address, public routes
 * per IP, tighter on sign-in routes), then AWS's managed
 * common rule set (not the known-bad-inputs one: see below). Blocked and counted requests are logged.
 */
export class EdgeFirewall extends Construct {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    if (Stack.of(this).region !== 'us-east-1') {
      throw new Error(`A CloudFront web ACL must be created in us-east-1; ${Stack.of(this).stackName} is in ${Stack.of(this).region}.`);
    }
    const block429 = { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_REQUESTS_BODY } } };
    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      scopeDown: CfnWebACL.StatementProperty,
      key: Pick<CfnWebACL.RateBasedStatementProperty, 'aggregateKeyType' | 'customKeys'> = { aggregateKeyType: 'IP' },
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      statement: { rateBasedStatement: { ...key, limit, evaluationWindowSec: RATE_WINDOW_SECONDS, scopeDownStatement: scopeDown } },
      // A 429 with the API's JSON shape, so the web app shows a readable message.
      action: block429,
      visibilityConfig: visibility(`${props.name}-${name}`),
    });
    const managedRules = (name: string, priority: number, overrides: string[] = []): CfnWebACL.RuleProperty => ({
      name,
      priority,
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(overrides.length > 0 ? { ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
        },
      },
      overrideAction: { none: {} },
      visibilityConfig: visibility(`${props.name}-${name}`),
    });

    // The staff API: /api/ but not /api/public/.
    const staffApi: CfnWebACL.StatementProperty = {
      andStatement: { statements: [pathPrefix('/api/'), { notStatement: { statement: pathPrefix('/api/public/') } }] },
    };
    const rules: CfnWebACL.RuleProperty[] = [
      ...(props.signInPaths.length > 0 ? [rateRule('SignInPerIp', 0, props.rateLimits.signInPerIp, anyPath(props.signInPaths))] : []),
      // Per IP: AWS WAF counts each IPv6 address on its own (it cannot aggregate a /64), so one IPv6
      // client gets this limit per address; the handlers' own limits on codes and sign-ups count by /64.
      rateRule('PublicApiPerIp', 1, props.rateLimits.publicApiPerIp, pathPrefix('/api/public/')),
      // Staff are counted per signed-in person (the bearer token), so an office behind one address
      // is not one client; a request without a token is not counted here (it gets 401 at the API).
      rateRule('StaffPerPerson', 2, props.rateLimits.staffPerPerson, staffApi, {
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
      }),
      // And per address, sized for the largest office: a ceiling for a script inventing tokens.
      rateRule('StaffPerIp', 3, props.rateLimits.staffPerIp, staffApi),
      // SizeRestrictions_BODY blocks bodies over 8 KB; an answer's 4,000-character notes in a
      // non-Latin script pass that, and the API itself refuses bodies over 64 KB with a readable 413.
      managedRules('AWSManagedRulesCommonRuleSet', 4, ['SizeRestrictions_BODY']),
      // Not AWSManagedRulesKnownBadInputsRuleSet: its rules match Java deserialisation, Log4j lookups,
      // WebDAV and exploitable server paths, none of which a static S3 site and a Node.js Lambda API
      // can be hurt by, for $1 a month a stage (docs/performance.md, "Cost model").
    ];

    const webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules,
      customResponseBodies: {
        [TOO_MANY_REQUESTS_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: API_MESSAGES.tooManyRequests }) },
      },
      visibilityConfig: visibility(props.name),
    });
    this.webAclArn = webAcl.attrArn;

    logBlockedRequests(this, webAcl, props.name, props.logRetention);
  }
}

/**
 * Logs what a web ACL blocked or counted (allowed requests are in CloudFront's and the API's own
 * logs). WAF writes only to log groups named aws-waf-logs-*, given by an ARN without the trailing ':*'.
 */
export const logBlockedRequests = (scope: Construct, webAcl: CfnWebACL, name: string, retention: RetentionDays): void => {
  const logGroupName = `aws-waf-logs-${name}`;
  const logs = new LogGroup(scope, 'Logs', { logGroupName, retention, removalPolicy: RemovalPolicy.DESTROY });
  const logging = new CfnLoggingConfiguration(scope, 'Logging', {
    resourceArn: webAcl.attrArn,
    logDestinationConfigs: [
      Stack.of(scope).formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
    ],
    // Invitation and set-up tokens once travelled in paths and queries, and old emailed links still carry
    // them there (and so in the Referer of the first request such a page makes); a bearer token in
    // Authorization opens a staff session. None of them belongs in a log group people can read for months.
    redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'referer' } }, { queryString: {} }, { uriPath: {} }],
    loggingFilter: {
      DefaultBehavior: 'DROP',
      Filters: [
        { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] },
      ],
    },
  });
  logging.node.addDependency(logs);
};
