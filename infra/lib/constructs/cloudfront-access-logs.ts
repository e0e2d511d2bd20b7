import { ArnFormat, Stack } from 'aws-cdk-lib';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/**
 * The fields CloudFront writes for each request (standard logging v2; the same names as the legacy
 * log, in its order). Left out on purpose: `cs-uri-query` (links emailed before carried their token
 * in the query string, and a hand-made request still may), `cs(Referer)` (a page opened from such a
 * link asks for its first script with the full address as Referer) and `cs(Cookie)`.
 */
export const CLOUDFRONT_LOG_FIELDS = [
  'date', 'time', 'x-edge-location', 'sc-bytes', 'c-ip', 'cs-method', 'cs(Host)', 'cs-uri-stem', 'sc-status',
  'cs(User-Agent)', 'x-edge-result-type', 'x-edge-request-id', 'x-host-header', 'cs-protocol', 'cs-bytes',
  'time-taken', 'x-forwarded-for', 'ssl-protocol', 'ssl-cipher', 'x-edge-response-result-type', 'cs-protocol-version',
  'fle-status', 'fle-encrypted-fields', 'c-port', 'time-to-first-byte', 'x-edge-detailed-result-type',
  'sc-content-type', 'sc-content-len', 'sc-range-start', 'sc-range-end',
] as const;

/** Fields that could hold a URL's query string (or a whole URL) and so a token: never logged. */
export const CLOUDFRONT_FIELDS_NEVER_LOGGED = ['cs-uri-query', 'cs(Referer)', 'cs(Cookie)'] as const;

/** CloudFront's log delivery source must be created in this region, wherever the distribution's stack is. */
export const CLOUDFRONT_LOGS_REGION = 'us-east-1';

/** Where the bucket receives these logs: the Delivery's S3 suffix path. */
export const CLOUDFRONT_LOG_PREFIX = 'cloudfront';

export interface CloudFrontAccessLogsProps {
  /** Names the delivery source and destination (1-60 characters of [\w-]); carries the stage. */
  readonly name: string;
  readonly distributionArn: string;
  /** ARN of the access-logs bucket (see `AccessLogs.allowCloudFrontDelivery` for its policy). */
  readonly bucketArn: string;
}

/**
 * CloudFront standard logging v2 to the access-logs bucket, with the fields chosen so no query string
 * is ever written: the legacy standard log (the distribution's `Logging`) always includes
 * `cs-uri-query`, so the distribution has none and this is its only access log.
 */
export class CloudFrontAccessLogs extends Construct {
  constructor(scope: Construct, id: string, props: CloudFrontAccessLogsProps) {
    super(scope, id);
    if (Stack.of(this).region !== CLOUDFRONT_LOGS_REGION) {
      throw new Error(`CloudFront access logs must be set up in ${CLOUDFRONT_LOGS_REGION}; ${Stack.of(this).stackName} is in ${Stack.of(this).region}.`);
    }
    const source = new CfnDeliverySource(this, 'Source', { name: props.name, logType: 'ACCESS_LOGS', resourceArn: props.distributionArn });
    const destination = new CfnDeliveryDestination(this, 'Destination', {
      name: props.name,
      destinationResourceArn: props.bucketArn,
      outputFormat: 'w3c',
    });
    const delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...CLOUDFRONT_LOG_FIELDS],
      fieldDelimiter: '\t',
      s3SuffixPath: `${CLOUDFRONT_LOG_PREFIX}/{DistributionId}/{yyyy}/{MM}/{dd}/{HH}`,
    });
    delivery.addDependency(source);
  }
}

/** The ARN a delivery source of this name has: the bucket policy names it before it exists. */
export const cloudFrontDeliverySourceArn = (scope: Construct, name: string): string =>
  Stack.of(scope).formatArn({ service: 'logs', region: CLOUDFRONT_LOGS_REGION, resource: 'delivery-source', resourceName: name, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
