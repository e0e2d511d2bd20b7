import path from 'node:path';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** What every handler of the app shares: where the code is, its environment, its permissions. */
export interface HandlerDefaults {
  /** Repository root: the esbuild project root and home of package-lock.json and lambdas/. */
  readonly repoRoot: string;
  /** Environment of every function (table, buckets, sender, origin, log settings). */
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  /** What happens to the log groups when the stack is deleted. */
  readonly logRemovalPolicy: RemovalPolicy;
  /** Grants the app's resources (table, photos, SES) to a new function. */
  readonly grantAppAccess: (fn: IFunction) => void;
}

export interface HandlerFunctionProps {
  /** Module under lambdas/src without extension, e.g. `profiles/get-my-profile`; exports `handler`. */
  readonly handlerModule: string;
  readonly defaults: HandlerDefaults;
  /**
   * @default Duration.seconds(10) - below the HTTP API's 30 s integration limit
   */
  readonly timeout?: Duration;
  /**
   * More memory also means more CPU, which shortens cold starts of the bundled SDK.
   * @default 512
   */
  readonly memorySize?: number;
}

/** The entry file of a handler module; the one place that maps route table entries to files. */
export const handlerEntry = (repoRoot: string, handlerModule: string): string =>
  path.join(repoRoot, 'lambdas', 'src', `${handlerModule}.ts`);

/** Replaces the SDK's default credential chain in the bundles (lambdas/src/core/lambda-credentials.ts). */
export const LAMBDA_CREDENTIALS_MODULE = '@safe-haven/lambdas/core/lambda-credentials';

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
  // Credentials come from the environment Lambda sets; the SDK's full default chain (SSO, ini
  // files, STS, metadata services) would add ~120 KB to every bundle (see the module's note).
  esbuildArgs: { '--alias:@aws-sdk/credential-provider-node': LAMBDA_CREDENTIALS_MODULE },
  forceDockerBundling: false,
};

/** Stack traces point at the TypeScript sources through the bundled source maps. */
export const HANDLER_NODE_OPTIONS = '--enable-source-maps';

/** One Lambda function per handler module: Node 22 on arm64, one minified ESM bundle with the SDK. */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { defaults } = props;
    const logGroup = new LogGroup(this, 'Logs', {
      retention: defaults.logRetention,
      removalPolicy: defaults.logRemovalPolicy,
    });
    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(defaults.repoRoot, props.handlerModule),
      handler: 'handler',
      description: props.handlerModule,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      environment: { ...defaults.environment, NODE_OPTIONS: HANDLER_NODE_OPTIONS },
      logGroup,
      projectRoot: defaults.repoRoot,
      depsLockFilePath: path.join(defaults.repoRoot, 'package-lock.json'),
      bundling: HANDLER_BUNDLING,
    });
    defaults.grantAppAccess(this.function);

    NagSuppressions.addResourceSuppressions(
      this.function,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'AWSLambdaBasicExecutionRole only allows writing this function\'s CloudWatch logs.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Wildcards come from CDK grants: the table\'s own indexes (index/*) and objects of the photos bucket only.',
          appliesTo: [
            { regex: '/^Resource::<[A-Za-z0-9]+Table[0-9A-F]{8}\\.Arn>\\/index\\/\\*$/' },
            { regex: '/^Resource::<[A-Za-z0-9]+PhotosBucket[0-9A-F]{8}\\.Arn>\\/\\*$/' },
            { regex: '/^Action::s3:(Abort|DeleteObject|GetBucket|GetObject|List|PutObject)\\*$/' },
          ],
        },
      ],
      true,
    );
  }
}
