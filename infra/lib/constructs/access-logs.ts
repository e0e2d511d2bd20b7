import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface AccessLogsProps {
  /** Days after which S3 and CloudFront access logs are deleted. */
  readonly retentionDays: number;
  /**
   * What happens to the log bucket when the stack is deleted.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The one bucket that receives S3 server access logs and CloudFront standard logs (v2). */
export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps) {
    super(scope, id);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Objects written with the bucket-owner-full-control ACL (as the log delivery service does) become the bucket's.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.retentionDays) }],
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });
    // No server access logs of its own; cdk-nag (S1) accepts a bucket that is another bucket's log target.
  }

  /**
   * Lets CloudWatch Logs' delivery service write the distribution's access logs (standard logging v2),
   * from this account's named delivery source only (see CloudFrontAccessLogs).
   */
  allowCloudFrontDelivery(deliverySourceArn: string): void {
    const account = Stack.of(this).account;
    const principal = new ServicePrincipal('delivery.logs.amazonaws.com');
    this.bucket.addToResourcePolicy(new PolicyStatement({
      sid: 'CloudFrontLogDeliveryWrite',
      principals: [principal],
      actions: ['s3:PutObject'],
      resources: [this.bucket.arnForObjects('*')],
      conditions: {
        StringEquals: { 'aws:SourceAccount': account, 's3:x-amz-acl': 'bucket-owner-full-control' },
        ArnLike: { 'aws:SourceArn': deliverySourceArn },
      },
    }));
    this.bucket.addToResourcePolicy(new PolicyStatement({
      sid: 'CloudFrontLogDeliveryAclCheck',
      principals: [principal],
      actions: ['s3:GetBucketAcl', 's3:ListBucket'],
      resources: [this.bucket.bucketArn],
      conditions: { StringEquals: { 'aws:SourceAccount': account }, ArnLike: { 'aws:SourceArn': deliverySourceArn } },
    }));
  }
}
