/**
 * Business metrics as CloudWatch Embedded Metric Format log lines: CloudWatch turns each line into a
 * metric point, so no SDK call and no extra bundle weight. Alarms read namespace SafeHaven.
 */
import { APP_METRICS } from '@safe-haven/shared/operations';
import { optionalEnv } from './env';
import { logger } from './logger';

export type MetricName =
  | 'EmailDeliveryFailed' | 'EmailDeliveryGivenUp' | 'EmailSentNotRecorded' | 'EmailThrottled' | 'EmailBounced' | 'EmailComplained'
  | 'SignupCodeValidationLocked' | 'StreamRecordParked';

/** Outside Lambda (local stack, tests) points are kept here and logged instead of printed as EMF. */
export const localMetricPoints: { name: MetricName; value: number }[] = [];

export const emitMetric = (name: MetricName, value = 1): void => {
  if (!optionalEnv('AWS_LAMBDA_FUNCTION_NAME')) {
    localMetricPoints.push({ name, value });
    if (localMetricPoints.length > 1000) localMetricPoints.shift();
    logger.info('Metric', { metric: name, value });
    return;
  }
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: APP_METRICS.namespace, Dimensions: [['service']], Metrics: [{ Name: name, Unit: 'Count' }] }],
    },
    service: APP_METRICS.service,
    [name]: value,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
};
