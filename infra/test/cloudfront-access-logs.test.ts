/** CloudFront's access log: standard logging v2 to the access-logs bucket, never a query string. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CLOUDFRONT_FIELDS_NEVER_LOGGED } from '../lib/constructs/cloudfront-access-logs';
import { synthStage } from './synth-stack';

const dev = synthStage('dev');
const elsewhere = synthStage('prod', { overrides: { region: 'eu-west-1' } });

const only = (template: Template, type: string) => {
  const resources = Object.values(template.findResources(type));
  expect(resources, type).toHaveLength(1);
  return resources[0]!.Properties as Record<string, unknown>;
};

describe('CloudFront access logs', () => {
  it('has no legacy standard log, which always records the query string', () => {
    for (const template of [dev.template, elsewhere.template]) {
      const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
      expect(distribution!.Properties.DistributionConfig.Logging).toBeUndefined();
    }
  });

  it('delivers the distribution\'s access log (v2) to the access-logs bucket, without query string, Referer or cookies', () => {
    const source = only(dev.template, 'AWS::Logs::DeliverySource');
    expect(source).toMatchObject({ Name: 'safe-haven-dev-cloudfront', LogType: 'ACCESS_LOGS' });
    expect(JSON.stringify(source.ResourceArn)).toMatch(/arn:aws:cloudfront::.*:distribution\/.*SiteDistribution/);
    const destination = only(dev.template, 'AWS::Logs::DeliveryDestination');
    expect(JSON.stringify(destination.DestinationResourceArn)).toMatch(/AccessLogsBucket/);
    const delivery = only(dev.template, 'AWS::Logs::Delivery');
    const fields = delivery.RecordFields as string[];
    expect(fields).toEqual(expect.arrayContaining(['date', 'time', 'c-ip', 'cs-method', 'cs-uri-stem', 'sc-status']));
    for (const field of CLOUDFRONT_FIELDS_NEVER_LOGGED) expect(fields).not.toContain(field);
    expect(fields.some((field) => /query|referer|cookie/i.test(field))).toBe(false);
    expect(delivery.S3SuffixPath).toMatch(/^cloudfront\//);
  });

  it('lets only this account\'s named delivery source write to the bucket', () => {
    const policy = Object.values(dev.template.findResources('AWS::S3::BucketPolicy', { Properties: { Bucket: { Ref: Match.stringLikeRegexp('AccessLogsBucket') } } }));
    expect(policy).toHaveLength(1);
    const statements = (policy[0]!.Properties.PolicyDocument.Statement as Record<string, unknown>[])
      .filter((statement) => JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'delivery.logs.amazonaws.com' }));
    expect(statements.map((statement) => statement.Action)).toEqual(['s3:PutObject', ['s3:GetBucketAcl', 's3:ListBucket']]);
    for (const statement of statements) {
      expect(JSON.stringify(statement.Condition)).toMatch(/"aws:SourceAccount":\{"Ref":"AWS::AccountId"\}/);
      expect(JSON.stringify(statement.Condition)).toContain('"arn:aws:logs:us-east-1:",{"Ref":"AWS::AccountId"},":delivery-source:safe-haven-dev-cloudfront"');
    }
  });

  it('sets the delivery up in us-east-1 for a stage that lives elsewhere, after the stage\'s stack', () => {
    expect(elsewhere.template.findResources('AWS::Logs::DeliverySource')).toEqual({});
    expect(elsewhere.edgeLogs?.region).toBe('us-east-1');
    expect(elsewhere.edgeLogs?.dependencies).toContain(elsewhere.stack);
    const delivery = only(elsewhere.edgeLogsTemplate!, 'AWS::Logs::Delivery');
    for (const field of CLOUDFRONT_FIELDS_NEVER_LOGGED) expect(delivery.RecordFields).not.toContain(field);
    only(elsewhere.edgeLogsTemplate!, 'AWS::Logs::DeliverySource');
    expect(dev.edgeLogs).toBeUndefined();
  });
});
