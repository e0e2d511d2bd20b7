import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IDistribution,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { PRERENDERED_PAGES, SPA_SHELL_FILE, prerenderedFile } from '@safe-haven/shared/site-pages';
import type { CustomDomain } from '../stage-settings';

export interface SiteProps {
  /** Endpoint URL of the HTTP API (`https://id.execute-api.region.amazonaws.com`), served under /api/*. */
  readonly apiEndpoint: string;
  /** Private bucket of profile photos, served under /photos/* (object keys start with `photos/`). */
  readonly photosBucket: IBucket;
  /** Receives S3 server access logs and CloudFront standard logs. */
  readonly accessLogsBucket: IBucket;
  /** Runtime configuration written to /config.json, read by the SPA at start. */
  readonly runtimeConfig: Readonly<Record<string, string>>;
  /**
   * Folder of the built SPA (web/dist); deployed when given.
   * @default - no SPA assets; only /config.json is deployed (synth works without a web build)
   */
  readonly webDistPath?: string;
  /**
   * Custom domain with its us-east-1 certificate.
   * @default - the distribution's *.cloudfront.net domain and certificate
   */
  readonly domain?: CustomDomain;
  /** Retention of the deployment custom resource's logs. */
  readonly logRetention: RetentionDays;
  /**
   * What happens to the SPA bucket when the stack is deleted.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Viewer-request function of the site's default behaviour: a prerendered page is served its own
 * HTML file, any other extensionless route the SPA shell (the same mapping as `siteFileFor`, which
 * the local preview uses). Only the default behaviour runs it, so /api/* and /photos/* responses
 * (including their errors) are untouched.
 */
export const SITE_REWRITE = `var PAGES = ${JSON.stringify(Object.fromEntries(PRERENDERED_PAGES.map((page) => [page, prerenderedFile(page)])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var page = uri.length > 1 && uri.endsWith('/') ? uri.slice(0, -1) : uri;
  if (Object.prototype.hasOwnProperty.call(PAGES, page)) {
    request.uri = PAGES[page];
  } else if (!uri.startsWith('/api/') && uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '${SPA_SHELL_FILE}';
  }
  return request;
}`;

/**
 * The SPA bucket behind CloudFront with `/api/*` routed to the HTTP API and `/photos/*` to the photos
 * bucket on the same origin, so the browser needs no CORS and cookies/tokens stay first-party.
 */
export class Site extends Construct {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** https origin of the site (custom domain or the CloudFront domain). */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;
    const bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy,
      autoDeleteObjects: removalPolicy === RemovalPolicy.DESTROY,
    });
    this.bucket = bucket;

    const headers = this.securityHeaders(props.photosBucket);
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SITE_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Prerendered pages to their HTML, other app routes to the SPA shell',
    });
    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(Fn.parseDomainName(props.apiEndpoint), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Forward Authorization, query strings and cookies, but not Host: API Gateway routes by its own host.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
    const photosBehavior: BehaviorOptions = {
      origin: S3BucketOrigin.withOriginAccessControl(props.photosBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
    };

    const distribution = new Distribution(this, 'Distribution', {
      comment: `Safe Haven ${Stack.of(this).stackName}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: { '/api/*': apiBehavior, '/photos/*': photosBehavior },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
          }
        : {}),
    });
    this.distribution = distribution;
    this.url = props.domain ? `https://${props.domain.name}` : `https://${distribution.distributionDomainName}`;

    NagSuppressions.addResourceSuppressions(distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: invitees can be anywhere; access is controlled by tokens and Cognito.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF web ACL for now (cost); the API throttles public routes per route and per stage.',
      },
      ...(props.domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason: 'Stage without a custom domain uses the default *.cloudfront.net certificate, whose TLS policy cannot be set.',
            },
          ]),
    ]);

    this.deployContent(props, bucket, distribution);
  }

  /** Security headers for every behaviour; the CSP is the main defence against injected scripts. */
  private securityHeaders(photosBucket: IBucket): ResponseHeadersPolicy {
    const cognito = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com`;
    // Presigned photo uploads and downloads go straight to the bucket's regional endpoint.
    const photos = `https://${photosBucket.bucketRegionalDomainName}`;
    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self'",
      // Chakra UI (emotion) injects style elements at runtime.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${photos}`,
      "font-src 'self' data:",
      `connect-src 'self' ${cognito} ${photos}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ].join('; ');
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS and related security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        xssProtection: { protection: false, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });
  }

  /**
   * Deploys the SPA (when built) and /config.json. The SPA deployment prunes old assets but never
   * config.json (excluded files are not pruned); the config deployment runs after it and never prunes.
   */
  private deployContent(props: SiteProps, bucket: IBucket, distribution: IDistribution): void {
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const spa = props.webDistPath
      ? new BucketDeployment(this, 'DeploySpa', {
          sources: [Source.asset(props.webDistPath, { exclude: ['config.json'] })],
          destinationBucket: bucket,
          exclude: ['config.json'],
          prune: true,
          distribution,
          distributionPaths: ['/*'],
          logGroup,
        })
      : undefined;
    const config = new BucketDeployment(this, 'DeployConfig', {
      sources: [Source.jsonData('config.json', props.runtimeConfig)],
      destinationBucket: bucket,
      prune: false,
      // Read once per page load; a stale copy would point the SPA at the wrong pool.
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: ['/config.json'],
      logGroup,
    });
    if (spa) config.node.addDependency(spa);

    // Both deployments share one CDK-provided handler (a singleton) and its role.
    NagSuppressions.addResourceSuppressions(
      config.handlerRole,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason: 'CDK BucketDeployment handler: AWSLambdaBasicExecutionRole only allows writing its own logs.',
          appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CDK BucketDeployment handler: reads the CDK asset bucket and writes objects of the site bucket (object wildcards); CloudFront invalidation has no resource-level permission.',
        },
      ],
      true,
    );
  }
}
