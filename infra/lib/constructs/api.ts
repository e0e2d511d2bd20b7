import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { CfnOutput } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { STAFF_TOKEN_SCOPE, routePermissions, type ApiRoute } from '@safe-haven/shared/api-routes';
import { publicDemandOf, type PublicDemand, type RouteThrottle } from '../capacity-model';
import type { ApiOriginDomain } from '../stage-settings';
import { HandlerFunction, type HandlerDefaults } from './handler-function';

export interface ApiProps {
  /** Name of the HTTP API; carries the stage. */
  readonly apiName: string;
  /** The shared route table: one route and one function per entry. */
  readonly routes: readonly ApiRoute[];
  /** Issuer of the staff JWTs. */
  readonly userPool: IUserPool;
  /** The only audience accepted by the JWT authorizer. */
  readonly userPoolClient: IUserPoolClient;
  readonly handlerDefaults: HandlerDefaults;
  /**
   * The secret CloudFront adds to every request it forwards (the origin-verify header); every
   * route function refuses a request without it, so the API answers only traffic that passed the edge.
   */
  readonly originVerifySecret: string;
  /** Every staff route's throttle (the stage's default route settings apply to each route). */
  readonly staffRouteThrottle: RouteThrottle;
  /** Each anonymous route's throttle, by the peak it serves (capacity-model.ts). */
  readonly publicRouteThrottles: Readonly<Record<PublicDemand, RouteThrottle>>;
  /**
   * Serve the API only on this mutual-TLS custom domain, with the execute-api endpoint off.
   * @default - the execute-api endpoint (see StageSettings.apiOrigin)
   */
  readonly originDomain?: ApiOriginDomain;
}

// Only variables HTTP APIs support ($context.caller, $context.user etc. are REST-only). Behind
// CloudFront the source IP is the edge's; the function logs carry the viewer's (clientIp()).
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    edgeIp: '$context.identity.sourceIp',
    userId: '$context.authorizer.claims.sub',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/** The HTTP API built from the shared route table, so AWS and the local gateway serve the same routes. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Function per route id. */
  readonly functions: ReadonlyMap<string, IFunction>;
  /** The $default stage; its metrics feed the alarms. */
  readonly stage: HttpStage;
  /** The log group the route functions share (the live-updates connection function shares it too). */
  readonly routeLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // The SPA calls the API through CloudFront on its own origin, so no CORS configuration.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: props.apiName,
      createDefaultStage: false,
      // With an mTLS origin domain, nothing else answers: a caller who skips CloudFront (and its WAF)
      // fails the TLS handshake and never reaches a throttle invitees share.
      disableExecuteApiEndpoint: props.originDomain !== undefined,
    });
    const originDomain = props.originDomain && this.originDomain(props.originDomain);

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.handlerDefaults.logRetention,
      removalPolicy: props.handlerDefaults.logRemovalPolicy,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.staffRouteThrottle,
      ...(originDomain ? { domainMapping: { domainName: originDomain } } : {}),
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    this.stage = stage;

    const staffAuthorizer = new HttpUserPoolAuthorizer('StaffAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    const publicAuthorizer = new HttpNoneAuthorizer();

    // One log group for every route's function, not one each: CloudFormation allows 500 resources a
    // stack, and a log group per route was 56 of them. Lambda names each stream
    // YYYY/MM/DD/<function name>[version]<instance>, so a function's lines stay findable (filter the
    // streams by its name), and every route's logs share the stage's retention anyway.
    const routeLogs = new LogGroup(this, 'RouteLogs', {
      retention: props.handlerDefaults.logRetention,
      removalPolicy: props.handlerDefaults.logRemovalPolicy,
    });
    this.routeLogs = routeLogs;
    const functions = new Map<string, IFunction>();
    const publicRouteSettings: Record<string, object> = {};
    for (const route of props.routes) {
      const { function: fn } = new HandlerFunction(this, route.id, {
        handlerModule: route.handler,
        defaults: props.handlerDefaults,
        permissions: routePermissions(route),
        sizing: route,
        invocation: 'synchronous',
        logGroup: routeLogs,
        environment: { ORIGIN_VERIFY_SECRET: props.originVerifySecret },
        ...(route.untraced ? { untraced: route.untraced } : {}),
        ...(route.nativeModules ? { nativeModules: route.nativeModules } : {}),
      });
      functions.set(route.id, fn);
      const authorizer: IHttpRouteAuthorizer = route.access === 'staff' ? staffAuthorizer : publicAuthorizer;
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer,
        // Access tokens carry this scope and ID tokens do not: an ID token gets 403 at the API.
        ...(route.access === 'staff' ? { authorizationScopes: [STAFF_TOKEN_SCOPE] } : {}),
      });
      if (route.access === 'public' && httpRoute) {
        const throttle = props.publicRouteThrottles[publicDemandOf(route)];
        publicRouteSettings[`${route.method} ${route.path}`] = {
          ThrottlingRateLimit: throttle.rateLimit,
          ThrottlingBurstLimit: throttle.burstLimit,
        };
        // Route settings name the route key, which must exist before the stage is updated.
        stage.node.addDependency(httpRoute);
        NagSuppressions.addResourceSuppressions(httpRoute, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `Public route by design (${route.id}): invitees and code holders have no account; the route is throttled and the handler checks the token.`,
          },
        ]);
      }
    }
    (stage.node.defaultChild as CfnStage).routeSettings = publicRouteSettings;
    this.functions = functions;
  }

  /** The regional custom domain that only accepts clients with a certificate of the truststore's CA. */
  private originDomain(origin: ApiOriginDomain): DomainName {
    const [, bucketName, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(origin.truststoreUri)!;
    const domainName = new DomainName(this, 'OriginDomain', {
      domainName: origin.name,
      certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', origin.certificateArn),
      securityPolicy: SecurityPolicy.TLS_1_2,
      mtls: { bucket: Bucket.fromBucketName(this, 'Truststore', bucketName!), key: key! },
    });
    new CfnOutput(this, 'ApiOriginTarget', {
      description: `DNS: ${origin.name} CNAME to this name (CloudFront connects to the API there, with its client certificate)`,
      value: domainName.regionalDomainName,
    });
    return domainName;
  }
}
