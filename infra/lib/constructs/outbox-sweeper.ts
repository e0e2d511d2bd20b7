import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { BackgroundFunction } from '@safe-haven/shared/function-permissions';
import { deadLetterQueue } from './dead-letter-queue';
import { asyncBackgroundHandler, type HandlerDefaults } from './handler-function';

export interface OutboxSweeperProps {
  /** The sweeper's declaration: module, permissions, memory and timeout. */
  readonly handler: BackgroundFunction;
  readonly handlerDefaults: HandlerDefaults;
  /**
   * How often the sweeper runs. Backoff starts at one minute, and a backlog drains at the SES rate
   * in runs of 45 s (lambdas/src/email/sweep-outbox.ts): every minute keeps both on time. An idle
   * run is one Query that finds nothing.
   * @default Duration.minutes(1)
   */
  readonly every?: Duration;
}

/**
 * Runs the outbox sweeper on an EventBridge schedule. A run that fails every retry lands in an
 * encrypted dead-letter queue; nothing is lost either way, because the emails stay due in the table.
 */
export class OutboxSweeper extends Construct {
  readonly function: IFunction;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: OutboxSweeperProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'the sweeper schedule');
    const fn = asyncBackgroundHandler(this, props.handler, props.handlerDefaults, this.deadLetterQueue);
    // One run at a time: each paces itself to its share of the SES rate, two at once would double it.
    (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = 1;
    this.function = fn;
    new Rule(this, 'Schedule', {
      description: 'Delivers outbox emails that are still due',
      schedule: Schedule.rate(props.every ?? Duration.minutes(1)),
      targets: [new LambdaFunction(fn, { event: RuleTargetInput.fromObject({}), retryAttempts: 2, deadLetterQueue: this.deadLetterQueue, maxEventAge: Duration.minutes(10) })],
    });
  }
}
