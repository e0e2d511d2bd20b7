import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, type CfnTable, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { DOCUMENT_UPLOAD_PREFIX } from '@safe-haven/shared/documents';
import { PHOTO_SERVED_PREFIX, PHOTO_UPLOAD_PREFIX } from '@safe-haven/shared/team';
import { SITE_PHOTO_SERVED_PREFIX } from '@safe-haven/shared/site-photos';
import {
  indexKeySchema, indexProjection, keyAttributes, TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE,
} from '@safe-haven/shared/table-definition';

export interface DataProps {
  /** Blocks DeleteTable until switched off; outside dev stages this guards against accidents. */
  readonly deletionProtection: boolean;
  /** Bucket receiving the photos and documents buckets' server access logs. */
  readonly accessLogsBucket: IBucket;
  /**
   * What happens to the table and the photos when the stack is deleted.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
  /**
   * Origins allowed to upload photos with presigned URLs straight from the browser.
   * @default ['*'] - the presigned signature, not CORS, is what authorises an upload
   */
  readonly uploadOrigins?: string[];
}

/** The single table (key shape shared with the local stack), the profile-photos bucket and the documents bucket. */
export class Data extends Construct {
  readonly table: ITable;
  readonly photosBucket: IBucket;
  readonly documentsBucket: IBucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;

    const table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // The stream consumer needs both images to apply counter deltas idempotently.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: props.deletionProtection,
      removalPolicy,
    });
    // Declared through the L2 construct so grants cover the table's indexes (index/*) ...
    table.addGlobalSecondaryIndex({ indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: AttributeType.STRING }, sortKey: { name: 'gsi1sk', type: AttributeType.STRING } });
    // ... while the full list comes from the shared definition: the L2 construct of this CDK version
    // cannot express multi-attribute keys, CloudFormation's KeySchema list can.
    const cfnTable = table.node.defaultChild as CfnTable;
    cfnTable.addPropertyOverride('AttributeDefinitions', keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' })));
    cfnTable.addPropertyOverride(
      'GlobalSecondaryIndexes',
      TABLE_INDEXES.map((index) => ({ IndexName: index.indexName, KeySchema: indexKeySchema(index), Projection: indexProjection(index) })),
    );
    this.table = table;

    // Served through CloudFront under /photos/*: the checked photos' keys start with `photos/`.
    const photosBucket = new Bucket(this, 'PhotosBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'photos/',
      cors: [
        {
          // Profile photos are uploaded with a presigned POST (its policy caps the size at 5 MB).
          allowedMethods: [HttpMethods.POST, HttpMethods.GET],
          allowedOrigins: props.uploadOrigins ?? ['*'],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      // An upload lands under uploads/ until the API has checked it and written its clean copy to
      // its public address; one the browser never asked to save (or a save that failed half-way) is
      // removed after a day.
      lifecycleRules: [{ id: 'AbandonedPhotoUploads', prefix: PHOTO_UPLOAD_PREFIX, expiration: Duration.days(1) }],
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });
    // CloudFront's origin access is granted on the whole bucket; this makes sure it can read nothing
    // but the checked photos, whatever path a viewer tries: an upload is never served before the API
    // has checked it and stripped its metadata.
    photosBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontServesCheckedPhotosOnly',
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        notResources: [photosBucket.arnForObjects(`${PHOTO_SERVED_PREFIX}*`), photosBucket.arnForObjects(`${SITE_PHOTO_SERVED_PREFIX}*`)],
      }),
    );
    this.photosBucket = photosBucket;

    // The brand's documents (pitch decks, packets, wiring instructions): a bucket of their own, which
    // no CloudFront origin reads and only the document functions are granted (function-access.ts).
    // Each checked version has its own key under documents/; S3 versioning also keeps what an
    // overwrite or a delete would lose, for 90 days. A lead reads a version only through a personal
    // link's one-minute signed address.
    this.documentsBucket = new Bucket(this, 'DocumentsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'documents/',
      cors: [
        {
          // Admins upload a PDF with a presigned POST (its policy caps the size and fixes the type).
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: props.uploadOrigins ?? ['*'],
          allowedHeaders: ['*'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        // An upload the admin never saved (or a save that failed half-way) is removed after a day.
        { id: 'AbandonedDocumentUploads', prefix: DOCUMENT_UPLOAD_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'ReplacedOrDeletedDocuments', noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });
  }
}
