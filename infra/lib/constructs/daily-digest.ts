import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { BackgroundFunction } from '@safe-haven/shared/function-permissions';
import { deadLetterQueue } from './dead-letter-queue';
import { asyncBackgroundHandler, type HandlerDefaults } from './handler-function';

export interface DailyDigestProps {
  /** The job's declaration: module, permissions, memory and timeout. */
  readonly handler: BackgroundFunction;
  readonly handlerDefaults: HandlerDefaults;
  /** The stage's zone (stage settings), for staff who chose none. */
  readonly timeZone: string;
}

/**
 * Runs the daily digest every hour on an EventBridge Scheduler schedule: each run emails
 * the staff whose local time is 8:00-8:59 (every zone's 8 o'clock falls in some hour's run). The
 * schedule's role may invoke this one function and nothing else (LambdaInvoke grants exactly that);
 * a run that fails every retry lands in the alarmed dead-letter queue, and a repeated or retried run
 * sends nothing twice (a create-only marker per person and local date).
 */
export class DailyDigest extends Construct {
  readonly function: IFunction;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: DailyDigestProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'the daily digest schedule');
    const defaults = { ...props.handlerDefaults, environment: { ...props.handlerDefaults.environment, STAGE_TIME_ZONE: props.timeZone } };
    const fn = asyncBackgroundHandler(this, props.handler, defaults, this.deadLetterQueue);
    this.function = fn;
    // Its own role, assumable only by EventBridge Scheduler on behalf of this account, rather than the
    // stack-wide one LambdaInvoke would share between schedules.
    const role = new Role(this, 'ScheduleRole', {
      description: 'EventBridge Scheduler: invokes the daily digest function and nothing else',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
    });
    new Schedule(this, 'Schedule', {
      description: 'Emails each staff member their overdue and due-today leads at 8:00 in their time zone',
      schedule: ScheduleExpression.rate(Duration.hours(1)),
      target: new LambdaInvoke(fn, {
        role,
        input: ScheduleTargetInput.fromObject({}),
        retryAttempts: 2,
        // A run later than this would miss its people's 8 o'clock hour; the next one takes the next zone.
        maxEventAge: Duration.minutes(30),
        deadLetterQueue: this.deadLetterQueue,
      }),
    });
    // After the schedule: its target's grant creates the role's policy, which the suppression must find.
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: "lambda:InvokeFunction on the digest function and its versions (<arn>:*), CDK's grant for one function: no other function is named",
          appliesTo: [{ regex: '/^Resource::<DailyDigestHandlerFunction[A-Za-z0-9]+\\.Arn>:\\*$/g' }],
        },
      ],
      true,
    );
  }
}
