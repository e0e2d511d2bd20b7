/** The daily digest's schedule: EventBridge Scheduler, hourly, with a role that may invoke that one function. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DAILY_DIGEST_FUNCTION } from '@safe-haven/shared/api-routes';
import { DEFAULT_STAGE_TIME_ZONE } from '@safe-haven/shared/daily-digest';
import { synthStage } from './synth-stack';

const dev = synthStage('dev');

const digestFunction = () => {
  const functions = dev.template.findResources('AWS::Lambda::Function', { Properties: { Description: DAILY_DIGEST_FUNCTION.handler } });
  const entries = Object.entries(functions);
  expect(entries).toHaveLength(1);
  return { id: entries[0]![0], properties: entries[0]![1].Properties };
};

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

describe('the daily digest schedule', () => {
  it('runs every hour on EventBridge Scheduler, with retries, a maximum age and a dead-letter queue', () => {
    const { id } = digestFunction();
    dev.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [id, 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 1800 },
        DeadLetterConfig: { Arn: Match.anyValue() },
      }),
    });
  });

  it("gives the schedule's role the invocation of that function and the dead-letter queue, nothing more", () => {
    const { id } = digestFunction();
    const [schedule] = Object.values(dev.template.findResources('AWS::Scheduler::Schedule')).filter(
      (resource) => JSON.stringify(resource.Properties.Target.Arn).includes(id),
    );
    const roleId = (schedule!.Properties.Target.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = dev.template.findResources('AWS::IAM::Role')[roleId]!;
    // Only EventBridge Scheduler of this account may assume it.
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
    const policies = Object.values(dev.template.findResources('AWS::IAM::Policy')).filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
    expect(actions).toEqual(['lambda:InvokeFunction', 'sqs:SendMessage']);
    const invoke = statements.find((statement) => [statement.Action].flat().includes('lambda:InvokeFunction'))!;
    // The function and its qualified versions (`<arn>:*`), which is how CDK grants an invocation: no other function.
    for (const resource of [invoke.Resource].flat()) expect(JSON.stringify(resource)).toContain(id);
  });

  it("gives the function the stage's time zone and no email permission (the stream sends the digest)", () => {
    const { properties } = digestFunction();
    expect(properties.Environment.Variables.STAGE_TIME_ZONE).toBe(DEFAULT_STAGE_TIME_ZONE);
    expect(properties.Timeout).toBe(DAILY_DIGEST_FUNCTION.timeoutSeconds);
  });
});
