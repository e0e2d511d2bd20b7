/**
 * AWS list prices (us-east-1) the cost model uses, and what each CloudFormation resource type the
 * stack creates is billed for. The model walks the synthesised template and looks every resource's
 * type up in RESOURCE_BILLING: a type missing here fails the script and its test, so a new resource
 * cannot be left out of the cost. Free tiers are ignored (they would make most lines $0).
 *
 * The prices are from knowledge, believed current in 2025 (no internet access here to check them);
 * docs/performance.md lists them for review.
 */

export const PRICE = {
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  dynamoStorageGbMonth: 0.25,
  dynamoPitrGbMonth: 0.2,
  lambdaRequest: 0.2 / 1e6,
  /** arm64. */
  lambdaGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
  /** API Gateway WebSocket API: per connection minute, and per message (32 KB units). */
  webSocketConnectionMinute: 0.25 / 1e6,
  webSocketMessage: 1.0 / 1e6,
  sesEmail: 0.1 / 1000,
  cloudFrontGb: 0.085,
  cloudFrontRequest: 0.01 / 10_000,
  cloudFrontFunction: 0.1 / 1e6,
  logsIngestedGb: 0.5,
  logsStoredGbMonth: 0.03,
  /** CloudFront standard logging v2 delivered to S3 (CloudWatch vended logs). */
  vendedLogsToS3Gb: 0.25,
  s3GbMonth: 0.023,
  /** A standard-resolution alarm, per metric it reads (a metric-math alarm pays for each). */
  alarmMetric: 0.1,
  /** A high-resolution alarm (period under a minute), per metric. */
  alarmMetricHighResolution: 0.3,
  kmsKey: 1,
  secret: 0.4,
  xrayTrace: 5 / 1e6,
  wafWebAcl: 5,
  /** Each rule, and each AWS managed rule group of the free baseline set, a month. */
  wafRule: 1,
  wafRequest: 0.6 / 1e6,
  /** Cognito Essentials (the tier of a pool without UserPoolTier), per monthly active user. */
  cognitoEssentialsMau: 0.015,
  /**
   * Monthly active users Cognito does not bill in the Lite and Essentials tiers: part of its price
   * (this allowance does not end with an account's 12-month free tier), so it is counted.
   */
  cognitoFreeMau: 10_000,
  cognitoPlusMau: 0.02,
  cognitoLiteMau: 0.0055,
} as const;

/**
 * What a resource type is billed for. `line` names the cost line that prices it (from the template
 * and the month's volume, cost-lines.ts); `free` says why it costs nothing by itself.
 */
export type Billing = { readonly line: BilledLine } | { readonly free: string };

export type BilledLine =
  | 'alarms'
  | 'kmsKeys'
  | 'secrets'
  | 'wafWebAcls'
  | 'lambda'
  | 'logGroups'
  | 'dynamodb'
  | 'httpApi'
  | 'cloudFront'
  | 'cloudFrontFunction'
  | 'cloudFrontLogs'
  | 's3'
  | 'ses'
  | 'cognito';

export const RESOURCE_BILLING: Readonly<Record<string, Billing>> = {
  'AWS::CloudWatch::Alarm': { line: 'alarms' },
  'AWS::KMS::Key': { line: 'kmsKeys' },
  'AWS::SecretsManager::Secret': { line: 'secrets' },
  'AWS::WAFv2::WebACL': { line: 'wafWebAcls' },
  'AWS::Lambda::Function': { line: 'lambda' },
  'AWS::Logs::LogGroup': { line: 'logGroups' },
  'AWS::DynamoDB::Table': { line: 'dynamodb' },
  'AWS::ApiGatewayV2::Api': { line: 'httpApi' },
  'AWS::CloudFront::Distribution': { line: 'cloudFront' },
  'AWS::CloudFront::Function': { line: 'cloudFrontFunction' },
  'AWS::Logs::Delivery': { line: 'cloudFrontLogs' },
  'AWS::S3::Bucket': { line: 's3' },
  'AWS::SES::EmailIdentity': { line: 'ses' },
  'AWS::Cognito::UserPool': { line: 'cognito' },

  'AWS::ApiGatewayV2::ApiMapping': { free: 'part of the API\'s custom domain' },
  'AWS::ApiGatewayV2::Authorizer': { free: 'part of the HTTP API (billed per request)' },
  'AWS::ApiGatewayV2::DomainName': {
    free: 'a regional custom domain (apiOrigin) has no charge of its own, nor ACM public certificates; a private CA issuing the client certificate, outside the stack, would be',
  },
  'AWS::ApiGatewayV2::Integration': { free: 'part of the HTTP API' },
  'AWS::ApiGatewayV2::Route': { free: 'part of the HTTP API' },
  'AWS::ApiGatewayV2::Stage': { free: 'part of the HTTP API' },
  'AWS::CloudFront::OriginAccessControl': { free: 'no charge' },
  'AWS::CloudFront::ResponseHeadersPolicy': { free: 'no charge' },
  'AWS::Cognito::UserPoolClient': { free: 'part of the user pool (billed per active user)' },
  'AWS::Events::Rule': { free: 'schedules and AWS service events on the default bus are free; the invocations are in the Lambda lines' },
  'AWS::Scheduler::Schedule': { free: 'EventBridge Scheduler: 14 million invocations a month free, then $1 per million (the daily digest runs 720 times); the invocations are in the Lambda lines' },
  'AWS::IAM::Policy': { free: 'no charge' },
  'AWS::IAM::Role': { free: 'no charge' },
  'AWS::Lambda::EventSourceMapping': { free: 'Lambda reads DynamoDB Streams at no charge' },
  'AWS::Lambda::LayerVersion': { free: 'an AWS-published extension layer' },
  'AWS::Lambda::Permission': { free: 'no charge' },
  'AWS::Logs::DeliveryDestination': { free: 'priced with its delivery' },
  'AWS::Logs::DeliverySource': { free: 'priced with its delivery' },
  'AWS::S3::BucketPolicy': { free: 'no charge' },
  'AWS::SES::ConfigurationSet': { free: 'no charge; emails are priced with the identity' },
  'AWS::SES::ConfigurationSetEventDestination': { free: 'events to the default EventBridge bus are free' },
  'AWS::SNS::Subscription': { free: 'alarm emails, a handful a month (SNS charges $2 per 100,000)' },
  'AWS::SNS::Topic': { free: 'no charge for the topic' },
  'AWS::SNS::TopicPolicy': { free: 'no charge' },
  'AWS::SQS::Queue': { free: 'dead-letter queues: requests only when something fails (SQS charges $0.40 per million)' },
  'AWS::SQS::QueuePolicy': { free: 'no charge' },
  'AWS::SSM::Parameter': { free: 'a standard parameter' },
  'AWS::WAFv2::LoggingConfiguration': { free: 'logs only blocked and counted requests (in the log-group line)' },
  'AWS::WAFv2::WebACLAssociation': { free: 'priced with its web ACL' },
  'AWS::CDK::Metadata': { free: 'not deployed as a resource' },
  'Custom::CDKBucketDeployment': { free: 'runs at deploy time only' },
  'Custom::S3AutoDeleteObjects': { free: 'runs when the stack is deleted' },
};

/** The billing of a type, or an error naming it so the table above gains it. */
export const billingOf = (type: string, logicalId: string): Billing => {
  const billing = RESOURCE_BILLING[type];
  if (!billing) {
    throw new Error(`The cost model has no price for ${type} (resource ${logicalId}): add it to RESOURCE_BILLING in scripts/bench/cost/prices.ts`);
  }
  return billing;
};
