import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { APP_METRICS } from '../../../shared/src/operations';

export interface OperationsProps {
  /** Receives every alarm of the stage (the subscription must be confirmed from the first email). */
  readonly alarmEmail: string;
  /** Carries the stage, so alarms of two stages in one account are told apart. */
  readonly namePrefix: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The stage's alarms and where they go: one SNS topic (encrypted with a key CloudWatch may use)
 * with an email subscription. Each `watch*` method adds the alarms one kind of resource needs, so
 * a function or queue added later gets the same alarms by one call.
 */
/** One of the app's own metrics (emitted by the functions), summed over five minutes. */
const appMetricSum = (metricName: string): Metric =>
  new Metric({ namespace: APP_METRICS.namespace, metricName, dimensionsMap: { service: APP_METRICS.service }, statistic: 'Sum', period: FIVE_MINUTES });

export class Operations extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;
  private readonly prefix: string;

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
   * Errors (an invocation that threw or timed out; handled 4xx/5xx answers are not errors) and
   * throttles (a request refused for lack of concurrency), any in five minutes. One alarm per function
   * on their sum (metric math), not two: a CloudFormation stack holds at most 500 resources, and 50
   * functions with two alarms each took the dev stack to 501 (Nov 25). The alarm's description says
   * which to look at; the dashboard of the function shows both.
   */
  watchFunction(name: string, fn: IFunction): void {
    const failures = new MathExpression({
      expression: 'errors + throttles',
      usingMetrics: { errors: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), throttles: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }) },
      period: FIVE_MINUTES,
      label: `${name} errors and throttles`,
    });
    this.alarm(`${name}-Failures`, `${name}: an invocation failed (exception or timeout) or was throttled.`, failures, 1);
  }

  /** Any message in a dead-letter queue is a record or event that was not processed. */
  watchDeadLetterQueue(name: string, queue: IQueue): void {
    this.alarm(
      `${name}-DeadLetters`,
      `${name}: messages in the dead-letter queue; inspect and replay them.`,
      queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      1,
    );
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
