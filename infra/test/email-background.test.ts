/** The outbox sweeper's schedule and the SES events that flow back into the app. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { OUTBOX_SWEEPER_FUNCTION, SES_EVENTS_FUNCTION } from '../../shared/src/api-routes';
import { synthStage } from './synth-stack';

const dev = synthStage('dev');

const functionLogicalId = (handler: string): string => {
  const functions = dev.template.findResources('AWS::Lambda::Function', { Properties: { Description: handler } });
  const [id] = Object.keys(functions);
  if (!id) throw new Error(`no function for ${handler}`);
  return id;
};

describe('the outbox sweeper', () => {
  it('runs every 5 minutes from an EventBridge schedule, with retries and a dead-letter queue', () => {
    dev.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
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
});

describe('SES events', () => {
  it('are published by the configuration set to EventBridge: bounces, complaints and deliveries', () => {
    dev.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint', 'delivery']),
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      }),
    });
  });

  it('reach the handler for this stage\'s configuration set only', () => {
    const rules = dev.template.findResources('AWS::Events::Rule', { Properties: { EventPattern: { source: ['aws.ses'] } } });
    const [rule] = Object.values(rules);
    expect(rule?.Properties.EventPattern).toMatchObject({
      'detail-type': ['Email Bounced', 'Email Complaint Received', 'Email Delivered'],
      detail: { mail: { tags: { 'ses:configuration-set': [expect.anything()] } } },
    });
    expect(rule?.Properties.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [functionLogicalId(SES_EVENTS_FUNCTION.handler), 'Arn'] });
  });
});
