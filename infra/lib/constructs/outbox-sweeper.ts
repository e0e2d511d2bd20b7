import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { BackgroundFunction } from '../../../shared/src/function-permissions';
import { deadLetterQueue } from './dead-letter-queue';
import { asyncBackgroundHandler, type HandlerDefaults } from './handler-function';

export interface OutboxSweeperProps {
  /** The sweeper's declaration: module, permissions, memory and timeout. */
  readonly handler: BackgroundFunction;
  readonly handlerDefaults: HandlerDefaults;
  /**
   * How often the sweeper runs. Backoff starts at one minute, so five minutes keeps a retried email
   * within minutes of its due time without running idle most of the time.
   * @default Duration.minutes(5)
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
    this.function = fn;
    new Rule(this, 'Schedule', {
      description: 'Delivers outbox emails that are still due',
      schedule: Schedule.rate(props.every ?? Duration.minutes(5)),
      targets: [new LambdaFunction(fn, { event: RuleTargetInput.fromObject({}), retryAttempts: 2, deadLetterQueue: this.deadLetterQueue, maxEventAge: Duration.minutes(10) })],
    });
  }
}
