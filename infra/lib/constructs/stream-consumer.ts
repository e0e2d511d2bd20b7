import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { BackgroundFunction } from '@safe-haven/shared/function-permissions';
import { STREAM_READERS } from '@safe-haven/lambdas/stream/stream-filters';
import { deadLetterQueue } from './dead-letter-queue';
import { HandlerFunction, type HandlerDefaults } from './handler-function';

export interface StreamConsumerProps {
  /** Table whose stream is consumed; must have a stream enabled. */
  readonly table: ITable;
  /** The stream handler's declaration: module, permissions, memory and timeout. */
  readonly handler: BackgroundFunction;
  readonly handlerDefaults: HandlerDefaults;
  /**
   * Retries of a failing batch before its records go to the dead-letter queue: none are given up
   * for a count. The handler parks a record that has failed for an hour (parked-records.ts); any
   * other failure holds the shard and the iterator-age alarm fires.
   * @default -1 (until the record is older than maxRecordAge)
   */
  readonly retryAttempts?: number;
  /**
   * A record still failing at this age (the table itself down for most of a day) has its position sent
   * to the dead-letter queue, just before the stream's 24-hour retention would drop it unannounced.
   * @default Duration.hours(23)
   */
  readonly maxRecordAge?: Duration;
  /**
   * @default 25
   */
  readonly batchSize?: number;
  /**
   * Emails in flight per shard on the emails reader (capacity-model.ts, emailReaderParallelization).
   */
  readonly emailReaderParallelization: number;
}

/**
 * Filters of one reader. Lambda's filter grammar is JSON; the patterns are typed as such in
 * stream-filters.ts, where the local poller applies them too.
 */
const filtersOf = (reader: keyof typeof STREAM_READERS) =>
  STREAM_READERS[reader].map((pattern) => FilterCriteria.filter(pattern as unknown as Record<string, unknown>));

/**
 * The table's stream consumer: an ordered reader (counters, unread counts, badges, list order) and an
 * emails reader (outbox delivery), both into one function. The ordered reader's handler
 * reports partial batch failures; a batch that keeps failing is split and retried until its failing
 * record is parked whole by the handler (after an hour) or, if even that fails, until the record is
 * 23 hours old, when its position lands in an encrypted dead-letter queue.
 */
export class StreamConsumer extends Construct {
  readonly function: IFunction;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    const queue = deadLetterQueue(this, 'the stream consumer');

    const handler = new HandlerFunction(this, 'Handler', {
      handlerModule: props.handler.handler,
      defaults: props.handlerDefaults,
      permissions: props.handler.permissions,
      sizing: props.handler,
      invocation: 'event-source-mapping',
    });
    const fn = handler.function;
    fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: props.batchSize ?? 25,
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: props.retryAttempts ?? -1,
        maxRecordAge: props.maxRecordAge ?? Duration.hours(23),
        onFailure: new SqsDlq(queue),
        // Only the records a processor acts on (not the handler's own counter writes): see stream-filters.ts.
        filters: filtersOf('ordered'),
      }),
    );
    // The second reader of the same stream, into the same function: the emails no request waits for,
    // one per invocation and several at once, so SES's latency never holds up the ordered reader. An
    // email whose send keeps failing stays in the outbox, where the sweeper retries it: this reader
    // only gives the record up, after a few tries, to the same dead-letter queue.
    // (An event source adds itself under an id made of the table's, hence a mapping of its own; the
    // stream permissions come with the first.)
    fn.addEventSourceMapping('EmailsReader', {
      eventSourceArn: props.table.tableStreamArn!,
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: 1,
      parallelizationFactor: props.emailReaderParallelization,
      reportBatchItemFailures: true,
      retryAttempts: 2,
      maxRecordAge: Duration.hours(1),
      onFailure: new SqsDlq(queue),
      filters: filtersOf('emails'),
    });
    // On the construct, not the function: the role (with its inline grants) is the function's sibling.
    NagSuppressions.addResourceSuppressions(
      handler,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'dynamodb:ListStreams (added by the event source) and the X-Ray actions support no resource-level permission. ' +
            'infra/test asserts that no other action is granted on "*".',
          appliesTo: ['Resource::*'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Live updates post to any connection of the one WebSocket API stage: connection ids are made by API Gateway at $connect.',
          appliesTo: [{ regex: '/^Resource::.*\\/@connections\\/\\*$/g' }],
        },
      ],
      true,
    );
    this.function = fn;
    this.deadLetterQueue = queue;
  }
}
