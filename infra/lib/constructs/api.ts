import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { STAFF_TOKEN_SCOPE, routePermissions, type ApiRoute } from '../../../shared/src/api-routes';
import { publicDemandOf, type PublicDemand, type RouteThrottle } from '../capacity-model';
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

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // The SPA calls the API through CloudFront on its own origin, so no CORS configuration.
    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: props.apiName, createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.handlerDefaults.logRetention,
      removalPolicy: props.handlerDefaults.logRemovalPolicy,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.staffRouteThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    this.stage = stage;

    const staffAuthorizer = new HttpUserPoolAuthorizer('StaffAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    const publicAuthorizer = new HttpNoneAuthorizer();

    const functions = new Map<string, IFunction>();
    const publicRouteSettings: Record<string, object> = {};
    for (const route of props.routes) {
      const { function: fn } = new HandlerFunction(this, route.id, {
        handlerModule: route.handler,
        defaults: props.handlerDefaults,
        permissions: routePermissions(route),
        sizing: route,
        invocation: 'synchronous',
        environment: { ORIGIN_VERIFY_SECRET: props.originVerifySecret },
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
}
