/** The outbox sweeper's schedule and the SES events that flow back into the app. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { OUTBOX_SWEEPER_FUNCTION, SES_EVENTS_FUNCTION } from '@safe-haven/shared/api-routes';
import { DEFAULT_SES_SEND_RATE } from '@safe-haven/shared/constants';
import { APP_METRICS } from '@safe-haven/shared/operations';
import { synthStage } from './synth-stack';

const dev = synthStage('dev');

const functionLogicalId = (handler: string): string => {
  const functions = dev.template.findResources('AWS::Lambda::Function', { Properties: { Description: handler } });
  const [id] = Object.keys(functions);
  if (!id) throw new Error(`no function for ${handler}`);
  return id;
};

describe('the outbox sweeper', () => {
  it('runs every minute from an EventBridge schedule, with retries and a dead-letter queue', () => {
    dev.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [functionLogicalId(OUTBOX_SWEEPER_FUNCTION.handler), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 600 },
          DeadLetterConfig: { Arn: Match.anyValue() },
        }),
      ],
    });
  });

  it('runs one at a time, pacing itself by the stage\'s SES sending rate', () => {
    const sweeper = dev.template.findResources('AWS::Lambda::Function', { Properties: { Description: OUTBOX_SWEEPER_FUNCTION.handler } });
    const [properties] = Object.values(sweeper).map((resource) => resource.Properties);
    expect(properties.ReservedConcurrentExecutions).toBe(1);
    expect(properties.Environment.Variables.SES_SEND_RATE).toBe(String(DEFAULT_SES_SEND_RATE));
  });

  it('has the alarm the outbox promises for an accepted email whose "sent" write was lost', () => {
    dev.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: APP_METRICS.emailSentNotRecorded,
      Namespace: APP_METRICS.namespace,
      Threshold: 1,
    });
  });
});

describe('SES events', () => {
  it('are published by the configuration set to EventBridge: sends, bounces, complaints and deliveries', () => {
    dev.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['send', 'bounce', 'complaint', 'delivery']),
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      }),
    });
  });

  it('reach the handler for this stage\'s configuration set only', () => {
    const rules = dev.template.findResources('AWS::Events::Rule', { Properties: { EventPattern: { source: ['aws.ses'] } } });
    const [rule] = Object.values(rules);
    expect(rule?.Properties.EventPattern).toMatchObject({
      'detail-type': ['Email Sent', 'Email Bounced', 'Email Complaint Received', 'Email Delivered'],
      detail: { mail: { tags: { 'ses:configuration-set': [expect.anything()] } } },
    });
    expect(rule?.Properties.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [functionLogicalId(SES_EVENTS_FUNCTION.handler), 'Arn'] });
  });
});
