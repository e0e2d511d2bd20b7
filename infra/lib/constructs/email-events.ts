import { Duration } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { ConfigurationSetEventDestination, EmailSendingEvent, EventDestination, type IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { BackgroundFunction } from '@safe-haven/shared/function-permissions';
import { deadLetterQueue } from './dead-letter-queue';
import { asyncBackgroundHandler, type HandlerDefaults } from './handler-function';

export interface EmailEventsProps {
  /** The configuration set every send uses; its bounce, complaint and delivery events are handled. */
  readonly configurationSet: IConfigurationSet;
  /** Its name, to match only this stage's events on the account's default bus. */
  readonly configurationSetName: string;
  /** The SES-events handler's declaration. */
  readonly handler: BackgroundFunction;
  readonly handlerDefaults: HandlerDefaults;
}

/** The detail types SES publishes to EventBridge for the events handled. */
const DETAIL_TYPES = ['Email Sent', 'Email Bounced', 'Email Complaint Received', 'Email Delivered'];

/**
 * SES events back into the app: the configuration set publishes sends, bounces, complaints and deliveries
 * to the default event bus (the only bus SES can target), and a rule for this stage's configuration
 * set invokes the handler. Events that fail every retry land in an encrypted dead-letter queue.
 */
export class EmailEvents extends Construct {
  readonly function: IFunction;
  readonly deadLetterQueue: IQueue;

  constructor(scope: Construct, id: string, props: EmailEventsProps) {
    super(scope, id);
    const bus = EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    new ConfigurationSetEventDestination(this, 'ToEventBridge', {
      configurationSet: props.configurationSet,
      destination: EventDestination.eventBus(bus),
      // SEND: SES's own record that it accepted an email, which keeps the outbox from sending it twice
      // when the worker's "sent" write was lost (lambdas/src/data/outbox.ts).
      events: [EmailSendingEvent.SEND, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.DELIVERY],
    });
    this.deadLetterQueue = deadLetterQueue(this, 'the SES-events rule');
    const fn = asyncBackgroundHandler(this, props.handler, props.handlerDefaults, this.deadLetterQueue);
    this.function = fn;
    new Rule(this, 'Rule', {
      description: `SES events of ${props.configurationSetName}`,
      eventBus: bus,
      eventPattern: {
        source: ['aws.ses'],
        detailType: DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [props.configurationSetName] } } },
      },
      targets: [new LambdaFunction(fn, { retryAttempts: 4, deadLetterQueue: this.deadLetterQueue, maxEventAge: Duration.hours(6) })],
    });
  }
}
