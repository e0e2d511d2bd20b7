/**
 * A stage's custom domain: TLS 1.2 at least on its certificate, photo uploads accepted only from
 * it, and a synth warning when a production stage runs on the distribution's *.cloudfront.net domain.
 */
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ON_CLOUDFRONT_DOMAIN } from '../lib/site-domain';
import { isProductionStage } from '../lib/stage-name';
import { synthStage } from './synth-stack';

const DOMAIN = { name: 'invite.example.org', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' };
const dev = synthStage('dev');
const prodOnCloudFront = synthStage('prod', { overrides: { appOrigin: 'cloudfront' } });
const prodWithDomain = synthStage('prod', { overrides: { domain: DOMAIN, appOrigin: undefined } });
const devWithDomain = synthStage('dev', { overrides: { domain: DOMAIN, appOrigin: undefined } });

const distributionConfig = (template: Template) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, unknown>;
/** The origins the buckets that take browser uploads (photos, documents) accept, once each: both take the same. */
const uploadOrigins = (template: Template): unknown[] => {
  const perBucket = Object.values(template.findResources('AWS::S3::Bucket'))
    .map((bucket) => ((bucket.Properties.CorsConfiguration?.CorsRules ?? []) as { AllowedOrigins: unknown[] }[]).flatMap((rule) => rule.AllowedOrigins))
    .filter((origins) => origins.length > 0);
  expect(perBucket).toHaveLength(2);
  expect(perBucket[1]).toEqual(perBucket[0]);
  return perBucket[0]!;
};
const domainWarnings = (stack: Parameters<typeof Annotations.fromStack>[0]) =>
  Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp(`cloudfront\\.net.*${PRODUCTION_ON_CLOUDFRONT_DOMAIN}`));

describe('a stage with a custom domain', () => {
  it.each([
    ['prod', prodWithDomain],
    ['dev', devWithDomain],
  ])('%s serves its domain with its certificate, TLS 1.2 (2021 policy) at least, over SNI', (_stage, { template }) => {
    const config = distributionConfig(template);
    expect(config.Aliases).toEqual([DOMAIN.name]);
    expect(config.ViewerCertificate).toEqual({ AcmCertificateArn: DOMAIN.certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
  });

  it('accepts photo uploads from its own https origin only', () => {
    expect(uploadOrigins(prodWithDomain.template)).toEqual([`https://${DOMAIN.name}`]);
    expect(uploadOrigins(devWithDomain.template)).toEqual([`https://${DOMAIN.name}`]);
  });

  it('gets no warning about its domain', () => {
    expect(domainWarnings(prodWithDomain.stack)).toEqual([]);
  });
});

describe('a stage on the distribution\'s own *.cloudfront.net domain', () => {
  it('asks for no security policy CloudFront would ignore, and takes uploads from any origin (the signature authorises them)', () => {
    expect(distributionConfig(dev.template)).not.toHaveProperty('ViewerCertificate');
    expect(distributionConfig(dev.template)).not.toHaveProperty('Aliases');
    expect(uploadOrigins(dev.template)).toEqual(['*']);
  });

  it('makes synth warn for a production stage, naming the fix', () => {
    const warnings = domainWarnings(prodOnCloudFront.stack);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.id).toMatch(/\/Site\/Distribution$/);
    expect(String(warnings[0]!.entry.data)).toMatch(/Stage "prod" is served on the CloudFront distribution's own \*\.cloudfront\.net domain.*Give it a "domain"/);
  });

  it('lets a dev stage run there without a warning', () => {
    expect(domainWarnings(dev.stack)).toEqual([]);
  });

  it('takes the fixed https origin a stage names for its uploads', () => {
    const fixed = synthStage('dev', { overrides: { appOrigin: 'https://staging.example.org' } });
    expect(uploadOrigins(fixed.template)).toEqual(['https://staging.example.org']);
  });
});

describe('isProductionStage', () => {
  it.each([
    ['prod', true],
    ['prod-eu', true],
    ['production', false],
    ['dev', false],
    ['preprod', false],
  ])('%s: %s', (stage, expected) => {
    expect(isProductionStage(stage)).toBe(expected);
  });
});
