/**
 * The live-updates WebSocket API: throttled, logged without headers (the token travels in one),
 * execution logging and data tracing off, reached through CloudFront on LIVE_PATH with the
 * origin-verify header, and only $connect and $disconnect routed, into the connection function.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_CONNECTIONS_FUNCTION } from '@safe-haven/shared/api-routes';
import { LIVE_PATH, LIVE_STAGE } from '@safe-haven/shared/live-updates';
import { ORIGIN_VERIFY_HEADER } from '@safe-haven/shared/edge';
import { resolveStageSettings } from '../lib/stage-settings';
import { cdkContext, synthStage } from './synth-stack';

const dev = synthStage('dev');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation properties, read as the template has them
type Resource = { Type: string; Properties: Record<string, any> };
const resources = () => Object.values(dev.template.toJSON().Resources as Record<string, Resource>);
const webSocketApiIds = () =>
  Object.entries(dev.template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } })).map(([id]) => id);

describe('live updates WebSocket API', () => {
  it('is one WebSocket API with $connect and $disconnect only', () => {
    expect(webSocketApiIds()).toHaveLength(1);
    const [apiId] = webSocketApiIds();
    const routes = resources().filter((r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.ApiId?.Ref === apiId);
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(['$connect', '$disconnect']);
  });

  it("throttles its stage at the capacity model's figure and keeps execution logging and data tracing off", () => {
    const [stage] = resources().filter((r) => r.Type === 'AWS::ApiGatewayV2::Stage' && r.Properties.StageName === LIVE_STAGE);
    const { liveConnectThrottle } = resolveStageSettings(cdkContext.stages, 'dev').limits;
    // dev: 20 tabs back within 10 s is 2 a second, times the headroom, at the floor of 5 (burst 2 s of it)
    expect(liveConnectThrottle).toEqual({ rateLimit: 6, burstLimit: 12 });
    expect(stage!.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: liveConnectThrottle.rateLimit,
      ThrottlingBurstLimit: liveConnectThrottle.burstLimit,
      LoggingLevel: 'OFF',
      DataTraceEnabled: false,
    });
  });

  it('writes an access log that names no header and no query string', () => {
    const [stage] = resources().filter((r) => r.Type === 'AWS::ApiGatewayV2::Stage' && r.Properties.StageName === LIVE_STAGE);
    const format = String(stage!.Properties.AccessLogSettings.Format);
    expect(format).toContain('$context.connectionId');
    expect(format).not.toMatch(/header|querystring|authorizer|Sec-WebSocket/i);
  });

  it('is reached through CloudFront on its path, with the origin-verify header', () => {
    const [distribution] = resources().filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    const config = distribution!.Properties.DistributionConfig;
    const behavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === LIVE_PATH);
    expect(behavior).toBeDefined();
    const origin = config.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(webSocketApiIds()[0]);
    expect(origin.OriginCustomHeaders.map((h: { HeaderName: string }) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
  });

  it('checks the token with the pool it trusts: the connection function gets the issuer, its keys and the web client', () => {
    const [fn] = resources().filter((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Description === LIVE_CONNECTIONS_FUNCTION.handler);
    expect(Object.keys(fn!.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(['STAFF_TOKEN_ISSUER', 'STAFF_TOKEN_JWKS_URL', 'STAFF_TOKEN_CLIENT_ID', 'ORIGIN_VERIFY_SECRET', 'TABLE_NAME']),
    );
    expect(Object.keys(fn!.Properties.Environment.Variables)).not.toContain('LIVE_CONNECTIONS_ENDPOINT');
  });
});
