/**
 * The encrypted queue where a background function's failed events end up (kept 14 days; its depth
 * raises an alarm in the operations construct). `of` names what it catches, for the cdk-nag reasons.
 */
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';

export const deadLetterQueue = (scope: Construct, of: string): Queue => {
  const queue = new Queue(scope, 'DeadLetterQueue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  NagSuppressions.addResourceSuppressions(queue, [
    { id: 'AwsSolutions-SQS3', reason: `This queue is itself the dead-letter destination of ${of}.` },
    { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself the dead-letter destination; its depth raises an alarm.' },
  ]);
  return queue;
};
