import { Duration, Lazy, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, CfnAlarm, ComparisonOperator, type IMetric, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { APP_METRICS } from '@safe-haven/shared/operations';

export interface OperationsProps {
  /** Receives every alarm of the stage (the subscription must be confirmed from the first email). */
  readonly alarmEmail: string;
  /** Carries the stage, so alarms of two stages in one account are told apart. */
  readonly namePrefix: string;
}

const FIVE_MINUTES = Duration.minutes(5);
/** CloudWatch's hard limit of metrics in one metric-math alarm. */
export const MAX_ALARM_METRICS = 10;

/** One resource's metric in a grouped alarm: the dimension that names it. */
interface Member {
  readonly name: string;
  readonly dimension: { readonly name: string; readonly value: string };
}

/**
 * Alarms that watch one metric of many resources (functions, queues) through metric math, filled as
 * resources are watched: every 10 resources open the next alarm of the kind (`-2`, `-3`...).
 */
interface AlarmKind {
  readonly id: string;
  readonly namespace: string;
  readonly metricName: string;
  readonly stat: 'Sum' | 'Maximum';
  /** SUM or MAX over the list: unlike `a + b`, it still has a value when some resources had no data. */
  readonly combine: 'SUM' | 'MAX';
  readonly label: string;
  readonly description: (names: string) => string;
}

const BACKGROUND_ERRORS: AlarmKind = {
  id: 'BackgroundFunctions-Errors',
  namespace: 'AWS/Lambda',
  metricName: 'Errors',
  stat: 'Sum',
  combine: 'SUM',
  label: 'errors of the background functions',
  description: (names) => `An invocation failed (exception or timeout) in one of: ${names}. Its Errors graph in Lambda says which.`,
};

const DEAD_LETTERS: AlarmKind = {
  id: 'DeadLetters',
  namespace: 'AWS/SQS',
  metricName: 'ApproximateNumberOfMessagesVisible',
  stat: 'Maximum',
  combine: 'MAX',
  label: 'messages in the fullest dead-letter queue',
  description: (names) => `Messages in a dead-letter queue of: ${names}; inspect and replay them (the queue's graph says which).`,
};

/** One of the app's own metrics (emitted by the functions), summed over five minutes. */
const appMetricSum = (metricName: string): Metric =>
  new Metric({ namespace: APP_METRICS.namespace, metricName, dimensionsMap: { service: APP_METRICS.service }, statistic: 'Sum', period: FIVE_MINUTES });

/**
 * The stage's alarms and where they go: one SNS topic (encrypted with a key CloudWatch may use)
 * with an email subscription. Each `watch*` method adds what one kind of resource needs, so a
 * function or queue added later is watched by one call. CloudWatch bills an alarm per metric it
 * reads, and a stack holds 500 resources: where one alarm can watch many resources it does
 * (metric math), so a new function or queue joins an existing alarm instead of adding one
 * (docs/performance.md, "Alarms").
 */
export class Operations extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;
  private readonly prefix: string;
  private readonly groups = new Map<AlarmKind, Member[][]>();

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.prefix = props.namePrefix;
    // CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key; this key lets it.
    const key = new Key(this, 'TopicKey', {
      description: `Encrypts the ${props.namePrefix} alarm topic`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', { displayName: `${props.namePrefix} alarms`, masterKey: key, enforceSSL: true });
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    NagSuppressions.addResourceSuppressions(
      this.topic,
      [
        {
          id: 'Serverless-SNSRedrivePolicy',
          reason: 'An email subscription to an operator: a message SNS cannot deliver would sit unread in a queue too; the alarm itself stays visible in CloudWatch.',
        },
      ],
      true,
    );
    this.action = new SnsAction(this.topic);
    // Lambda's account-wide metric (no dimension): concurrency is the account's, shared by every
    // function and stage in it, so a throttle anywhere is worth a look whichever stage caused it.
    this.alarm(
      'LambdaThrottles',
      'A Lambda function of this account and region was throttled: the account\'s concurrency was used up (see Lambda > ConcurrentExecutions).',
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: FIVE_MINUTES }),
      1,
    );
  }

  private alarm(id: string, description: string, metric: IMetric, threshold: number, evaluationPeriods = 1): Alarm {
    const alarm = new Alarm(this, id, {
      alarmName: `${this.prefix}-${id}`,
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods,
      // No data means no traffic (no errors, no messages), not a problem.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }

  /**
   * A background function (stream, schedules, SES events): its errors (an invocation that threw or
   * timed out) join one alarm on their sum (metric math, `BackgroundFunctions-Errors`), not an alarm
   * per function. CloudWatch bills an alarm per metric it reads, and one metric-math alarm reads at
   * most 10 (a hard limit), so every 10 functions open the next alarm (`-2`, `-3`...). The alarm's
   * description names the functions; each function's own graph says which one failed.
   *
   * Route functions are not watched here: one that throws or times out is a 5xx of the API
   * (`watchApi`), whose access log names the route, and an unexpected error inside a handler is
   * already answered as a 500 rather than thrown, so Lambda's Errors metric would not see it at all.
   * Throttles are the account's concurrency, not a function's: one alarm (`LambdaThrottles`).
   */
  watchFunction(name: string, fn: IFunction): void {
    this.addToGroup(BACKGROUND_ERRORS, { name, dimension: { name: 'FunctionName', value: fn.functionName } });
  }

  private addToGroup(kind: AlarmKind, member: Member): void {
    const groups = this.groups.get(kind) ?? [];
    this.groups.set(kind, groups);
    let members = groups.at(-1);
    if (!members || members.length >= MAX_ALARM_METRICS) {
      members = [];
      groups.push(members);
      this.groupAlarm(kind, groups.length === 1 ? kind.id : `${kind.id}-${groups.length}`, members);
    }
    members.push(member);
  }

  /** One metric-math alarm over the metric of up to 10 resources; the list fills as they are watched. */
  private groupAlarm(kind: AlarmKind, id: string, members: readonly Member[]): void {
    new CfnAlarm(this, id, {
      alarmName: `${this.prefix}-${id}`,
      alarmDescription: Lazy.string({ produce: () => kind.description(members.map((member) => member.name).join(', ')) }),
      metrics: Lazy.any({
        produce: () => [
          ...members.map((member, position) => ({
            id: `m${position}`,
            metricStat: {
              metric: { namespace: kind.namespace, metricName: kind.metricName, dimensions: [member.dimension] },
              period: FIVE_MINUTES.toSeconds(),
              stat: kind.stat,
            },
            returnData: false,
          })),
          { id: 'combined', expression: `${kind.combine}([${members.map((_, position) => `m${position}`).join(', ')}])`, label: kind.label, returnData: true },
        ],
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmActions: [this.topic.topicArn],
      okActions: [this.topic.topicArn],
    });
  }

  /**
   * Any message in a dead-letter queue is a record or event that was not processed. The stage's
   * queues share one alarm on the fullest of them (`DeadLetters`, metric math, as for the functions).
   */
  watchDeadLetterQueue(name: string, queue: IQueue): void {
    this.addToGroup(DEAD_LETTERS, { name, dimension: { name: 'QueueName', value: queue.queueName } });
  }

  /** A stream consumer more than five minutes behind for ten minutes is stuck, not busy. */
  watchStreamConsumer(name: string, fn: IFunction): void {
    const iteratorAge = new Metric({
      namespace: 'AWS/Lambda',
      metricName: 'IteratorAge',
      dimensionsMap: { FunctionName: fn.functionName },
      statistic: 'Maximum',
      period: FIVE_MINUTES,
    });
    this.alarm(`${name}-IteratorAge`, `${name}: the table stream is more than 5 minutes behind.`, iteratorAge, Duration.minutes(5).toMilliseconds(), 2);
    this.alarm(
      `${name}-RecordParked`,
      `${name}: a stream record failed for an hour and was parked. Fix the cause, then run npm run ops:stream-replay.`,
      appMetricSum(APP_METRICS.streamRecordParked),
      1,
    );
  }

  /** Server errors and slow answers of the HTTP API as a whole. */
  watchApi(name: string, stage: HttpStage): void {
    this.alarm(`${name}-5xx`, `${name}: the API answered with a server error.`, stage.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }), 1);
    this.alarm(
      `${name}-Latency`,
      `${name}: the slowest 5% of requests took more than 3 seconds for 15 minutes.`,
      stage.metricLatency({ period: FIVE_MINUTES, statistic: 'p95' }),
      3_000,
      3,
    );
  }

  /**
   * Emails that could not be sent (the app's own metric), and the account's SES reputation: AWS
   * reviews an account at a 5% bounce or 0.1% complaint rate, so the alarms fire just below.
   */
  watchEmail(): void {
    const failed = appMetricSum(APP_METRICS.emailDeliveryFailed);
    this.alarm('EmailDeliveryFailed', 'An email could not be delivered; the outbox keeps it for a retry.', failed, 1);
    this.alarm(
      'EmailSentNotRecorded',
      'SES accepted an email but the table did not record it: the outbox waits for SES\'s Send event before it could send it again. Check DynamoDB and the SES-events function.',
      appMetricSum(APP_METRICS.emailSentNotRecorded),
      1,
    );
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    this.alarm('SesBounceRate', 'SES bounce rate at 4% (AWS reviews the account at 5%).', reputation('Reputation.BounceRate'), 0.04);
    this.alarm('SesComplaintRate', 'SES complaint rate at 0.08% (AWS reviews the account at 0.1%).', reputation('Reputation.ComplaintRate'), 0.0008);
  }

  /**
   * Founder-code validation locked for everyone: someone made more failed guesses than real founders
   * ever do (see CODE_RATE_LIMITS). Real founders are refused until the lock ends, so a person looks.
   */
  watchSignupCodes(): void {
    const locked = appMetricSum(APP_METRICS.signupCodeValidationLocked);
    this.alarm('SignupCodeValidationLocked', 'Founder-code validation was locked for everyone after too many failed attempts (guessing?).', locked, 1);
  }
}
