/**
 * Nothing reachable skips the edge: with `apiOrigin`, the API answers only on a mutual-TLS custom
 * domain whose client certificate CloudFront alone presents, and its execute-api endpoint is off, so
 * a direct caller fails the TLS handshake before any throttle invitees share counts it. Without it, a
 * production stage's synth says so.
 */
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resolveStageSettings } from '../lib/stage-settings';
import { API_REACHABLE_WITHOUT_EDGE } from '../lib/site-domain';
import { cdkContext, synthStage } from './synth-stack';

const API_ORIGIN = {
  name: 'api-origin.safehaven.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/regional',
  clientCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/client',
  truststoreUri: 's3://safe-haven-truststore/prod/ca.pem',
};
const closed = synthStage('prod', { overrides: { apiOrigin: API_ORIGIN } });
const open = synthStage('prod');
const dev = synthStage('dev');

const only = (template: Template, type: string) => Object.values(template.findResources(type))[0]!.Properties as Record<string, unknown>;
const apiOriginOf = (template: Template) =>
  (only(template, 'AWS::CloudFront::Distribution').DistributionConfig as { Origins: { DomainName: unknown; CustomOriginConfig?: Record<string, unknown> }[] }).Origins
    .find((origin) => JSON.stringify(origin.DomainName).includes('HttpApi') || origin.DomainName === API_ORIGIN.name)!;
const edgeWarnings = (stack: Parameters<typeof Annotations.fromStack>[0]) =>
  Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp(API_REACHABLE_WITHOUT_EDGE));

describe('a stage with an API origin domain', () => {
  it("turns the HTTP API's execute-api endpoint off", () => {
    const apis = Object.values(closed.template.findResources('AWS::ApiGatewayV2::Api')).map((api) => api.Properties as Record<string, unknown>);
    expect(apis.find((api) => api.ProtocolType === 'HTTP')).toMatchObject({ DisableExecuteApiEndpoint: true });
    // The live updates' WebSocket API stays on execute-api (API Gateway offers mutual TLS to REST and
    // HTTP APIs only): its $connect refuses any handshake without the edge's origin-verify header.
    expect(apis.find((api) => api.ProtocolType === 'WEBSOCKET')).toBeDefined();
  });

  it('serves the API on a regional domain that requires a client certificate of the truststore', () => {
    expect(only(closed.template, 'AWS::ApiGatewayV2::DomainName')).toMatchObject({
      DomainName: API_ORIGIN.name,
      DomainNameConfigurations: [{ CertificateArn: API_ORIGIN.certificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }],
      MutualTlsAuthentication: { TruststoreUri: API_ORIGIN.truststoreUri },
    });
    closed.template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
  });

  it('sends /api/* there over https, presenting the client certificate', () => {
    expect(apiOriginOf(closed.template)).toMatchObject({
      DomainName: API_ORIGIN.name,
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginMtlsConfig: { ClientCertificateArn: API_ORIGIN.clientCertificateArn } },
    });
    expect(edgeWarnings(closed.stack)).toEqual([]);
  });
});

describe('a stage without one', () => {
  it('keeps the execute-api endpoint (the functions refuse calls without the origin-verify header)', () => {
    expect(only(dev.template, 'AWS::ApiGatewayV2::Api')).not.toHaveProperty('DisableExecuteApiEndpoint', true);
    dev.template.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    expect(apiOriginOf(dev.template).CustomOriginConfig).not.toHaveProperty('OriginMtlsConfig');
  });

  it('makes synth warn for a production stage, naming the fix, and not for dev', () => {
    const warnings = edgeWarnings(open.stack);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]!.entry.data)).toMatch(/counts against the throttles invitees share.*"apiOrigin"/);
    expect(edgeWarnings(dev.stack)).toEqual([]);
  });
});

describe('the apiOrigin setting', () => {
  const withApiOrigin = (apiOrigin: unknown) => () =>
    resolveStageSettings({ ...cdkContext.stages, prod: { ...cdkContext.stages.prod, apiOrigin } }, 'prod');

  it.each([
    [{ ...API_ORIGIN, certificateArn: 'arn:aws:acm:eu-west-1:1:certificate/x' }, /certificateArn" must be an ACM certificate ARN in the stage's region us-east-1/],
    [{ ...API_ORIGIN, clientCertificateArn: 'arn:aws:acm:eu-west-1:1:certificate/x' }, /clientCertificateArn" must be an ACM certificate ARN in us-east-1/],
    [{ ...API_ORIGIN, truststoreUri: 'https://bucket/ca.pem' }, /truststoreUri" must be s3:\/\/bucket\/key/],
    [{ name: 'not a host' }, /"apiOrigin" must be \{/],
  ])('refuses %j with a message naming the field', (value, message) => {
    expect(withApiOrigin(value)).toThrow(message);
  });
});
