import path from 'node:path';
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
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

// Lets ESM bundles load CommonJS dependencies that call require().
const CREATE_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

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
      // Stack traces point at the TypeScript sources through the bundled source maps.
      environment: { ...defaults.environment, NODE_OPTIONS: '--enable-source-maps' },
      logGroup,
      projectRoot: defaults.repoRoot,
      depsLockFilePath: path.join(defaults.repoRoot, 'package-lock.json'),
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: 'node22',
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        banner: CREATE_REQUIRE_BANNER,
        // Bundle the AWS SDK instead of using the runtime's copy: pinned versions, faster cold start.
        externalModules: [],
        forceDockerBundling: false,
      },
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
