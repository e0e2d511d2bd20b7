import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { BackgroundFunction } from '@safe-haven/shared/function-permissions';
import { deadLetterQueue } from './dead-letter-queue';
import { asyncBackgroundHandler, type HandlerDefaults } from './handler-function';

export interface RetentionSweeperProps {
  /** The sweeper's declaration: module, permissions, memory and timeout. */
  readonly handler: BackgroundFunction;
  /** Carries the stage's retention periods (RETENTION_* variables) like every function. */
  readonly handlerDefaults: HandlerDefaults;
}

/**
 * Runs the retention sweeper once a day (docs/privacy.md): periods are counted in days, so a daily
 * run deletes data at most a day after its period ends. A run that fails every retry lands in the
 * dead-letter queue (alarmed); nothing is lost, the next run finds the same invitations due.
 */
export class RetentionSweeper extends Construct {
  readonly function: IFunction;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: RetentionSweeperProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'the retention sweeper schedule');
    const fn = asyncBackgroundHandler(this, props.handler, props.handlerDefaults, this.deadLetterQueue);
    this.function = fn;
    new Rule(this, 'Schedule', {
      description: 'Erases personal data whose retention period ended',
      schedule: Schedule.rate(Duration.days(1)),
      targets: [new LambdaFunction(fn, { event: RuleTargetInput.fromObject({}), retryAttempts: 2, deadLetterQueue: this.deadLetterQueue, maxEventAge: Duration.hours(6) })],
    });
  }
}
