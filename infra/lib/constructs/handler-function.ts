import path from 'node:path';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type ILogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { ManagedPolicy, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { FunctionEnvironment } from '@safe-haven/shared/function-environment';
import type { FunctionPermissions, FunctionSizing } from '@safe-haven/shared/function-permissions';
import { accessEnvironment, accessStatements, declaredWildcards, readsConfigAtColdStart, type AppResources } from '../function-access';
import { InlinePolicyRole } from './inline-policy-role';
import { withNativeModules, type NativeModule } from './native-modules';

/** What every handler of the app shares: where the code is, the stage's resources, log settings. */
export interface HandlerDefaults {
  /** Repository root: the esbuild project root and home of package-lock.json and lambdas/. */
  readonly repoRoot: string;
  /** The stage's resources; each function gets only what its declaration names. */
  readonly resources: AppResources;
  /** Environment of every function (log level, service name); resource names come from the declaration. */
  readonly environment: Readonly<FunctionEnvironment>;
  readonly logRetention: RetentionDays;
  /** What happens to the log groups when the stack is deleted. */
  readonly logRemovalPolicy: RemovalPolicy;
  /**
   * X-Ray active tracing (the stage setting `tracing`).
   * @default true
   */
  readonly tracing?: boolean;
}

export interface HandlerFunctionProps {
  /** Module under lambdas/src without extension, e.g. `profiles/get-my-profile`; exports `handler`. */
  readonly handlerModule: string;
  readonly defaults: HandlerDefaults;
  /** What the function may do: its IAM policy and the resource names in its environment. */
  readonly permissions: FunctionPermissions;
  /** Memory (declared per route, with the reason, in shared/src/api-routes.ts) and timeout. */
  readonly sizing: FunctionSizing;
  /**
   * How the function is invoked. Only asynchronous invocations (SNS, EventBridge, S3) use a
   * function's dead-letter queue or failure destination, so only they must configure one.
   */
  readonly invocation: 'synchronous' | 'event-source-mapping' | 'asynchronous';
  /**
   * Where an asynchronous invocation that failed every retry goes (give it an alarm with
   * `Operations.watchDeadLetterQueue`).
   * @default - none; required in spirit for `asynchronous` (cdk-nag's Serverless pack asks for it)
   */
  readonly deadLetterQueue?: IQueue;
  /**
   * Variables only this kind of function needs (e.g. the origin-verify secret of API routes).
   * @default - none
   */
  readonly environment?: Readonly<FunctionEnvironment>;
  /**
   * Why this function is not traced even where the stage traces (ApiRoute.untraced).
   * @default - traced as the stage says
   */
  readonly untraced?: string;
  /**
   * A log group this function shares with others (the API's route functions share one: Lambda names
   * each stream after its function). By default the function gets a log group of its own.
   */
  readonly logGroup?: ILogGroup;
  /**
   * Native packages left out of the bundle and installed in the asset for arm64 Linux (native-modules.ts).
   * @default - none: everything is bundled
   */
  readonly nativeModules?: readonly NativeModule[];
}

/** The default timeout: below the HTTP API's 30 s integration limit. */
const DEFAULT_TIMEOUT_SECONDS = 10;

/** The entry file of a handler module; the one place that maps route table entries to files. */
export const handlerEntry = (repoRoot: string, handlerModule: string): string =>
  path.join(repoRoot, 'lambdas', 'src', `${handlerModule}.ts`);

/** Replaces the SDK's default credential chain in the bundles (lambdas/src/core/lambda-credentials.ts). */
export const LAMBDA_CREDENTIALS_MODULE = '@safe-haven/lambdas/core/lambda-credentials';
/** Replaces mnemonist's LRU cache under the DynamoDB client's endpoint cache (lambdas/src/core/lru-cache.ts). */
export const LAMBDA_LRU_CACHE_MODULE = '@safe-haven/lambdas/core/lru-cache';

/**
 * How every handler is bundled; the benchmark bundles its empty reference handler with the same
 * options (scripts/bench/lambda-init.ts), so the two are comparable.
 */
export const HANDLER_BUNDLING: BundlingOptions = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: 'node22',
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  // Lets ESM bundles load CommonJS dependencies that call require().
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // Bundle the AWS SDK instead of using the runtime's copy: pinned versions, faster cold start.
  externalModules: [],
  esbuildArgs: {
    // Credentials come from the environment Lambda sets; the SDK's full default chain (SSO, ini
    // files, STS, metadata services) would add ~120 KB to every bundle (see the module's note).
    '--alias:@aws-sdk/credential-provider-node': LAMBDA_CREDENTIALS_MODULE,
    // The DynamoDB client's endpoint-discovery cache is built on mnemonist (7 KB with its iterator
    // helpers); a Map-based LRU with the same methods and semantics (unit-tested against mnemonist's) is
    // a few hundred bytes. Safe: the cache is only read or written when endpoint discovery is on.
    '--alias:mnemonist/lru-cache': LAMBDA_LRU_CACHE_MODULE,
  },
  forceDockerBundling: false,
};

/** Stack traces point at the TypeScript sources through the bundled source maps. */
export const HANDLER_NODE_OPTIONS = '--enable-source-maps';

/**
 * One Lambda function per handler module: Node 22 on arm64, one minified ESM bundle with the SDK,
 * X-Ray active tracing, and exactly the permissions its declaration lists.
 */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { defaults, permissions } = props;
    const traced = defaults.tracing !== false && props.untraced === undefined;
    const logGroup =
      props.logGroup ??
      new LogGroup(this, 'Logs', {
        retention: defaults.logRetention,
        removalPolicy: defaults.logRemovalPolicy,
      });
    // Its grants inline in the role: one resource fewer per function (see InlinePolicyRole).
    const role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
    this.function = new NodejsFunction(this, 'Function', {
      role,
      entry: handlerEntry(defaults.repoRoot, props.handlerModule),
      handler: 'handler',
      description: props.handlerModule,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.sizing.memoryMb,
      timeout: Duration.seconds(props.sizing.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      // Invocation, cold start and duration per request; SDK calls are not traced (a lens exception
      // recorded in SafeHavenStack). A stage may turn it off (`tracing`, about $5 a month at prod's volume).
      tracing: traced ? Tracing.ACTIVE : Tracing.DISABLED,
      environment: {
        ...defaults.environment,
        ...accessEnvironment(permissions, defaults.resources),
        ...props.environment,
        NODE_OPTIONS: HANDLER_NODE_OPTIONS,
      },
      logGroup,
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
      // Serves the SSM parameter and the secret the declaration grants, cached for 5 minutes.
      ...(readsConfigAtColdStart(permissions, defaults.resources)
        ? {
            paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
              parameterStoreTimeout: Duration.seconds(2),
              secretsManagerTimeout: Duration.seconds(2),
            }),
          }
        : {}),
      projectRoot: defaults.repoRoot,
      depsLockFilePath: path.join(defaults.repoRoot, 'package-lock.json'),
      bundling: withNativeModules(HANDLER_BUNDLING, defaults.repoRoot, props.nativeModules ?? []),
    });
    for (const statement of accessStatements(this, permissions, defaults.resources)) this.function.addToRolePolicy(statement);

    NagSuppressions.addResourceSuppressions(
      this,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'AWSLambdaBasicExecutionRole only allows writing this function\'s CloudWatch logs.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'xray:PutTraceSegments and xray:PutTelemetryRecords (active tracing) support no resource-level permission. ' +
            'infra/test asserts that no other action is granted on "*".',
          appliesTo: ['Resource::*'],
        },
        ...(declaredWildcards(permissions, defaults.resources).length > 0
          ? [
              {
                id: 'AwsSolutions-IAM5',
                reason: 'Declared photo access: objects under photos/ or uploads/ only, as declared (each object is named by its uploader).',
                appliesTo: declaredWildcards(permissions, defaults.resources),
              },
            ]
          : []),
        {
          id: 'Serverless-LambdaStarPermissions',
          reason: 'The only "*" resource is X-Ray\'s (no resource-level permission); infra/test asserts it.',
        },
        ...(traced
          ? []
          : [
              {
                id: 'Serverless-LambdaTracing',
                reason: props.untraced
                  ? `Not traced: ${props.untraced}.`
                  : 'Tracing off for this stage (setting "tracing"): its REPORT log lines carry the same duration and cold start, at no X-Ray cost.',
              },
            ]),
        ...(props.invocation === 'asynchronous'
          ? []
          : [
              {
                id: 'Serverless-LambdaDLQ',
                reason: `Invoked ${props.invocation === 'synchronous' ? 'synchronously (HTTP API): the caller sees the error' : 'by an event source mapping, whose own on-failure queue keeps failed records'}; a function DLQ only serves asynchronous invocations.`,
              },
              {
                id: 'Serverless-LambdaAsyncFailureDestination',
                reason: 'Never invoked asynchronously, so an asynchronous failure destination would never receive anything.',
              },
            ]),
      ],
      true,
    );
  }
}

/**
 * A background function invoked asynchronously (a schedule, an event rule): its declared permissions
 * and sizing, and failed events kept in `deadLetterQueue`.
 */
export const asyncBackgroundHandler = (
  scope: Construct,
  background: { handler: string; permissions: FunctionPermissions } & FunctionSizing,
  defaults: HandlerDefaults,
  deadLetterQueue: IQueue,
): NodejsFunction =>
  new HandlerFunction(scope, 'Handler', {
    handlerModule: background.handler,
    defaults,
    permissions: background.permissions,
    sizing: background,
    invocation: 'asynchronous',
    deadLetterQueue,
  }).function;
