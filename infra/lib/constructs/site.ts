import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  type CfnDistribution,
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
  SSLMethod,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IDistribution,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LIVE_PATH } from '@safe-haven/shared/live-updates';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { contentSecurityPolicy as buildContentSecurityPolicy } from '@safe-haven/shared/content-security-policy';
import { HERO_PHOTO_MAX_AGE_SECONDS, HERO_PHOTO_PREFIX } from '@safe-haven/shared/hero-photos';
import { PAGES_WITH_OWN_FILE, PLACEHOLDER_PAGES, SIDEBAR_COOKIE, SPA_SHELL_FILE, prerenderedFile, railPlaceholderFile } from '@safe-haven/shared/site-pages';
import type { CustomDomain } from '../stage-settings';

export interface SiteProps {
  /**
   * Where /api/* goes: the HTTP API's execute-api endpoint URL (`https://id.execute-api.region.amazonaws.com`),
   * or its mutual-TLS origin domain with the client certificate CloudFront presents to it.
   */
  readonly api: { readonly endpoint: string } | { readonly originName: string; readonly clientCertificateArn: string };
  /** The WebSocket API of live updates (its execute-api host): LIVE_PATH goes there, with the same origin-verify header. */
  readonly liveOrigin?: string;
  /** Private bucket of profile photos, served under /photos/*, and of the brand photos' sizes, served under /site-photos/* (keys start with the same words). */
  readonly photosBucket: IBucket;
  /** Admins' browsers upload documents straight to it (the CSP's connect-src); nothing serves it. */
  readonly documentsBucket: IBucket;
  /** Receives the site bucket's S3 server access logs (CloudFront's own go through CloudFrontAccessLogs). */
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
  /**
   * Header CloudFront adds to every request it forwards to the API, with a secret value the
   * functions check: the API answers only requests that came through the distribution (and its WAF).
   */
  readonly originVerify: { readonly headerName: string; readonly value: string };
  /**
   * ARN of the AWS WAF web ACL (scope CLOUDFRONT, in us-east-1) in front of the distribution.
   * @default - none: a dev stage without WAF (stage setting `waf`), held by the API's throttles only
   */
  readonly webAclArn?: string;
  /**
   * Path patterns of pages search engines must not index (invitation, sign-up and set-up pages):
   * CloudFront answers them with `X-Robots-Tag: noindex, nofollow`, whatever the page's JavaScript does.
   * @default - none
   */
  readonly noindexPaths?: readonly string[];
  /** Retention of the deployment custom resource's logs. */
  readonly logRetention: RetentionDays;
  /**
   * What happens to the SPA bucket when the stack is deleted.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The deployment handler unzips and copies the whole site; the default 128 MB is slow for that. */
const DEPLOYMENT_MEMORY_MB = 512;

/** Where Vite writes the hashed chunks (its default `build.assetsDir`): every name there carries a hash of its content. */
export const HASHED_CHUNKS_FOLDER = 'assets';

/** Build output that must not be published: source maps (they expose the sources) and the budget's chunk graph. */
export const UNPUBLISHED_BUILD_FILES = ['*.map', 'chunk-graph.json'];

/**
 * Viewer-request function of the site's default behaviour: a prerendered or placeholder page is
 * served its own HTML file (a placeholder's rail variant when the sidebar's cookie says it is folded),
 * any other extensionless route the SPA shell (the same mapping as `siteFileFor`, which
 * the local preview uses). Only the default behaviour runs it, so /api/* and /photos/* responses
 * (including their errors) are untouched.
 */
export const SITE_REWRITE = `var PAGES = ${JSON.stringify(Object.fromEntries(PAGES_WITH_OWN_FILE.map((page) => [page, prerenderedFile(page)])))};
var RAIL = ${JSON.stringify(Object.fromEntries(PLACEHOLDER_PAGES.map((page) => [page, railPlaceholderFile(page)])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var page = uri.length > 1 && uri.endsWith('/') ? uri.slice(0, -1) : uri;
  var sidebar = request.cookies && request.cookies['${SIDEBAR_COOKIE}'];
  if (sidebar && sidebar.value === 'false' && Object.prototype.hasOwnProperty.call(RAIL, page)) {
    request.uri = RAIL[page];
  } else if (Object.prototype.hasOwnProperty.call(PAGES, page)) {
    request.uri = PAGES[page];
  } else if (!uri.startsWith('/api/') && uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '${SPA_SHELL_FILE}';
  }
  return request;
}`;

/**
 * The SPA bucket behind CloudFront with `/api/*` routed to the HTTP API and `/photos/*` and `/site-photos/*` to the photos
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

    const headers = this.securityHeaders('SecurityHeaders', props.photosBucket, props.documentsBucket);
    const noindexHeaders = this.securityHeaders('NoindexHeaders', props.photosBucket, props.documentsBucket, [
      { header: 'X-Robots-Tag', value: 'noindex, nofollow', override: true },
    ]);
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SITE_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Prerendered pages to their HTML, other app routes to the SPA shell',
    });
    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin('originName' in props.api ? props.api.originName : Fn.parseDomainName(props.api.endpoint), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        // CloudFront replaces a viewer-sent header of the same name with this value.
        customHeaders: { [props.originVerify.headerName]: props.originVerify.value },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Forward Authorization, query strings and cookies, but not Host (API Gateway routes by its own
      // host); this managed policy also adds CloudFront-Viewer-Address, the viewer's real IP and port.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
    // Live updates: CloudFront carries the WebSocket handshake (the Sec-WebSocket-* headers, which
    // this origin request policy forwards) to the API's stage of the same name as the path.
    const liveBehaviors: Record<string, BehaviorOptions> = props.liveOrigin
      ? {
          [LIVE_PATH]: {
            origin: new HttpOrigin(props.liveOrigin, {
              protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
              customHeaders: { [props.originVerify.headerName]: props.originVerify.value },
            }),
            viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
            cachePolicy: CachePolicy.CACHING_DISABLED,
            originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          },
        }
      : {};
    const photosOrigin = S3BucketOrigin.withOriginAccessControl(props.photosBucket);
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(bucket);
    const photosBehavior: BehaviorOptions = {
      origin: photosOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
    };
    // The invitation pages' heroes, at fixed addresses: the admin's, from the photos bucket, or else
    // the site's default at the same path in the site bucket (S3 answers 403 for a missing key when
    // the reader may not list the bucket, 404 when it may). Cached as their Cache-Control says (five minutes).
    const heroBehavior: BehaviorOptions = {
      ...photosBehavior,
      origin: new OriginGroup({ primaryOrigin: photosOrigin, fallbackOrigin: siteOrigin, fallbackStatusCodes: [403, 404] }),
    };

    // The SPA and its static pages; the noindex paths differ only in their response headers.
    const siteBehavior: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const noindexBehaviors = Object.fromEntries(
      (props.noindexPaths ?? []).map((pattern) => [pattern, { ...siteBehavior, responseHeadersPolicy: noindexHeaders }]),
    );

    const distribution = new Distribution(this, 'Distribution', {
      comment: `Safe Haven ${Stack.of(this).stackName}`,
      defaultRootObject: 'index.html',
      defaultBehavior: siteBehavior,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      // CloudFront takes the first pattern that matches: the heroes' before the other brand photos'.
      additionalBehaviors: {
        '/api/*': apiBehavior, ...liveBehaviors, '/photos/*': photosBehavior, [`/${HERO_PHOTO_PREFIX}*`]: heroBehavior, '/site-photos/*': photosBehavior, ...noindexBehaviors,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      // No legacy standard log: it always records the query string. The distribution's access log is
      // standard logging v2 (CloudFrontAccessLogs), whose fields leave the query string out.
      enableLogging: false,
      // A security policy applies only to the stage's own certificate: on the *.cloudfront.net
      // certificate CloudFront keeps its default (TLSv1 and up) whatever is asked, so the policy is
      // set where it takes effect, with SNI (a dedicated IP costs $600 a month and serves no client
      // that TLS 1.2 does not already exclude).
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            sslSupportMethod: SSLMethod.SNI,
          }
        : {}),
    });
    this.distribution = distribution;
    if ('originName' in props.api) this.presentClientCertificate(props.api.originName, props.api.clientCertificateArn);
    this.url = props.domain ? `https://${props.domain.name}` : `https://${distribution.distributionDomainName}`;

    if (!props.webAclArn) {
      NagSuppressions.addResourceSuppressions(distribution, [
        {
          id: 'AwsSolutions-CFR2',
          reason: 'A dev stage without WAF (stage setting "waf": false, refused for production stages): its web ACLs would cost more than the idle stage; the API route throttles still bound every route.',
        },
      ]);
    }
    NagSuppressions.addResourceSuppressions(distribution, [
      {
        id: 'AwsSolutions-CFR3',
        reason: 'Access logs are standard logging v2 (CloudFrontAccessLogs: delivery source, destination and delivery), which this rule does not see; the legacy log would record query strings.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: invitees can be anywhere; access is controlled by tokens and Cognito.',
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
  private securityHeaders(
    id: string,
    photosBucket: IBucket,
    documentsBucket: IBucket,
    extraHeaders: { header: string; value: string; override: boolean }[] = [],
  ): ResponseHeadersPolicy {
    const cognito = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com`;
    // Presigned photo uploads and downloads go straight to the bucket's regional endpoint.
    const photos = `https://${photosBucket.bucketRegionalDomainName}`;
    const documents = `https://${documentsBucket.bucketRegionalDomainName}`;
    const contentSecurityPolicy = buildContentSecurityPolicy({ cognito, photos, documents, upgradeInsecureRequests: true });
    return new ResponseHeadersPolicy(this, id, {
      comment: ['CSP, HSTS and related security headers', ...extraHeaders.map((extra) => extra.header)].join(', plus '),
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
          ...extraHeaders,
        ],
      },
    });
  }

  /**
   * Deploys the SPA (when built) and /config.json, in three steps, each with its own Cache-Control:
   * 1. the hashed chunks under assets/, cached for a year and never revalidated (a changed file gets a
   *    new name), so a returning visit loads them from the browser's cache; beside them the default
   *    heroes, cached five minutes as an admin's are;
   * 2. then the pages (HTML, icons, robots.txt...), revalidated on every visit (`no-cache`: a cheap
   *    304 when unchanged), so a deploy reaches everyone at their next page load;
   * 3. then config.json, revalidated too.
   * A deployment prunes only what it covers (excluded files are not pruned): the chunks are in place
   * before a page that names them, and no step removes another's files.
   */
  private deployContent(props: SiteProps, bucket: IBucket, distribution: IDistribution): void {
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Excluded from the asset, so a deploy also prunes any copy an earlier deploy published.
    const built = props.webDistPath ? Source.asset(props.webDistPath, { exclude: ['config.json', ...UNPUBLISHED_BUILD_FILES] }) : undefined;
    const chunks = built
      ? new BucketDeployment(this, 'DeployChunks', {
          sources: [built],
          destinationBucket: bucket,
          exclude: ['*'],
          include: [`${HASHED_CHUNKS_FOLDER}/*`],
          prune: true,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
          logGroup,
          memoryLimit: DEPLOYMENT_MEMORY_MB,
        })
      : undefined;
    const spa = built
      ? new BucketDeployment(this, 'DeploySpa', {
          sources: [built],
          destinationBucket: bucket,
          exclude: ['config.json', `${HASHED_CHUNKS_FOLDER}/*`, `${HERO_PHOTO_PREFIX}*`],
          prune: true,
          cacheControl: [CacheControl.noCache()],
          distribution,
          distributionPaths: ['/*'],
          logGroup,
          memoryLimit: DEPLOYMENT_MEMORY_MB,
        })
      : undefined;
    if (chunks && spa) spa.node.addDependency(chunks);
    // The default heroes, kept as long as an admin's (a fallback cached for a year would hide a new hero).
    const heroes = built
      ? new BucketDeployment(this, 'DeployDefaultHeroes', {
          sources: [built],
          destinationBucket: bucket,
          exclude: ['*'],
          include: [`${HERO_PHOTO_PREFIX}*`],
          prune: true,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.seconds(HERO_PHOTO_MAX_AGE_SECONDS))],
          logGroup,
          memoryLimit: DEPLOYMENT_MEMORY_MB,
        })
      : undefined;
    if (heroes && spa) spa.node.addDependency(heroes);
    const config = new BucketDeployment(this, 'DeployConfig', {
      sources: [Source.jsonData('config.json', props.runtimeConfig)],
      destinationBucket: bucket,
      prune: false,
      // Read once per page load, revalidated; a stale copy would point the SPA at the wrong pool.
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: ['/config.json'],
      logGroup,
      memoryLimit: DEPLOYMENT_MEMORY_MB,
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
    // The handler function itself is a stack-level singleton, not a child of the deployments.
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      NagSuppressions.addResourceSuppressions(
        handler,
        [
          {
            id: 'Serverless-LambdaDLQ',
            reason: 'CDK BucketDeployment handler: invoked by CloudFormation, which reports a failure on the stack and rolls back.',
          },
          {
            id: 'Serverless-LambdaTracing',
            reason: 'CDK BucketDeployment handler: runs only during deploys; its logs are kept in DeploymentLogs.',
          },
        ],
        true,
      );
    }
  }

  /**
   * CloudFront presents this client certificate to the API origin (origin mTLS). The L2 construct has
   * no property for it yet, so it is set on the rendered origin whose domain is the API's.
   */
  private presentClientCertificate(originName: string, clientCertificateArn: string): void {
    const cfn = this.distribution.node.defaultChild as CfnDistribution;
    const origins = (Stack.of(this).resolve(cfn.distributionConfig) as { origins: { domainName: unknown }[] }).origins;
    const index = origins.findIndex((origin) => origin.domainName === originName);
    if (index < 0) throw new Error(`No CloudFront origin ${originName} to present the client certificate to`);
    cfn.addPropertyOverride(`DistributionConfig.Origins.${index}.CustomOriginConfig.OriginMtlsConfig`, { ClientCertificateArn: clientCertificateArn });
  }
}
