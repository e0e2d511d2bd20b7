import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { CloudFrontAccessLogs, type CloudFrontAccessLogsProps } from './constructs/cloudfront-access-logs';

export interface EdgeLogsStackProps extends StackProps {
  readonly logs: CloudFrontAccessLogsProps;
}

/**
 * CloudFront's access-log delivery for a stage whose own stack is outside us-east-1, where CloudWatch
 * Logs takes a distribution's delivery source. It reads the distribution and bucket ARNs through CDK
 * cross-region references, so `cdk deploy --all` deploys it after the stage's stack; the bucket's
 * policy (in the stage's stack) already names its delivery source.
 */
export class EdgeLogsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeLogsStackProps) {
    super(scope, id, props);
    new CloudFrontAccessLogs(this, 'CloudFrontAccessLogs', props.logs);
  }
}
