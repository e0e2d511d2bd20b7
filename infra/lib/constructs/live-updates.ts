/**
 * The WebSocket API of live updates: $connect and $disconnect into one function (the browser sends
 * nothing, so there is no message route), one stage named after the path CloudFront routes to it,
 * with its own throttle and an access log that names no header: the staff token travels in
 * Sec-WebSocket-Protocol, and neither this log nor CloudFront's (standard logging v2, no query
 * string) records it. Execution logging and data tracing stay off, because they would log the
 * handshake's headers.
 *
 * Lean on purpose (the stack is near CloudFormation's 500 resources): the API, its stage and access
 * log group, two routes sharing one integration (a permission each), and the function with its role.
 */
import { type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { type CfnStage, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { LIVE_STAGE } from '@safe-haven/shared/live-updates';
import type { RouteThrottle } from '../capacity-model';

const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  status: '$context.status',
  edgeIp: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  integrationLatency: '$context.integrationLatency',
  error: '$context.error.message',
});

export interface LiveUpdatesApiProps {
  readonly apiName: string;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
  /** $connect requests per second across the stage, from the capacity model (`liveConnectThrottle`). */
  readonly connectThrottle: RouteThrottle;
}

export class LiveUpdatesApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** Where the stream's function posts (LIVE_CONNECTIONS_ENDPOINT). */
  readonly managementEndpoint: string;
  /** execute-api:ManageConnections on this API's stage's connections alone. */
  readonly manageConnectionsArn: string;
  /** The API's own host, CloudFront's origin for LIVE_PATH. */
  readonly originDomain: string;

  constructor(scope: Construct, id: string, props: LiveUpdatesApiProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'Api', { apiName: props.apiName, description: 'Live updates: the stream tells open dashboards what changed' });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: props.logRemovalPolicy });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle: props.connectThrottle,
    });
    const cfnStage = this.stage.node.defaultChild as CfnStage;
    cfnStage.accessLogSettings = { destinationArn: accessLogs.logGroupArn, format: ACCESS_LOG_FORMAT };
    cfnStage.defaultRouteSettings = {
      ...(cfnStage.defaultRouteSettings as object),
      loggingLevel: 'OFF',
      dataTraceEnabled: false,
    };
    const stack = Stack.of(this);
    this.originDomain = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.managementEndpoint = `https://${this.originDomain}/${LIVE_STAGE}`;
    this.manageConnectionsArn = stack.formatArn({ service: 'execute-api', resource: this.api.apiId, resourceName: `${LIVE_STAGE}/*/@connections/*` });
    NagSuppressions.addResourceSuppressions(this.stage, [
      { id: 'AwsSolutions-APIG1', reason: 'The access log is set on the stage resource (accessLogSettings), with a format that names no header.' },
    ]);
  }

  /** Routes $connect and $disconnect to the function (one integration, a permission per route). */
  connect(fn: IFunction): void {
    const integration = new WebSocketLambdaIntegration('Connections', fn);
    const connect = this.api.addRoute('$connect', { integration });
    const disconnect = this.api.addRoute('$disconnect', { integration });
    NagSuppressions.addResourceSuppressions(connect, [
      {
        id: 'AwsSolutions-APIG4',
        reason: 'The function checks the staff access token (Sec-WebSocket-Protocol) and the edge header itself, as the HTTP routes check the person; an authorizer would add resources and a second verification.',
      },
    ], true);
    NagSuppressions.addResourceSuppressions(disconnect, [
      { id: 'AwsSolutions-APIG4', reason: 'API Gateway itself calls $disconnect for a connection $connect accepted; no client request reaches it.' },
    ], true);
  }
}
