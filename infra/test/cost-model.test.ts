/**
 * The cost model (scripts/bench/cost-model.ts) prices every resource of both stages' synthesised
 * templates, so a resource added to the stack cannot be left out of docs/performance.md's cost table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDLE, prodVolume, resourcesOf, type BenchResults } from '@safe-haven/scripts/bench/cost-model';
import { RESOURCE_BILLING } from '@safe-haven/scripts/bench/cost/prices';
import { runsPerMonth, stageCost, totalOf, type CostLine } from '@safe-haven/scripts/bench/cost/stage-cost';
import { repoRoot } from './synth-stack';

const results = JSON.parse(readFileSync(path.join(repoRoot, 'bench', 'results.json'), 'utf8')) as BenchResults;
const dev = resourcesOf('dev');
const prod = resourcesOf('prod');
const devIdle = stageCost(dev, IDLE);
const prodMonth = stageCost(prod, prodVolume(results));
const line = (lines: CostLine[], name: string) => {
  const found = lines.find((candidate) => candidate.line === name);
  if (!found) throw new Error(`No cost line ${name}`);
  return found;
};
const typesOf = (resources: typeof dev) => new Set(Object.values(resources).map((resource) => resource.Type));

describe('cost model', () => {
  it('knows every resource type of both stages\' templates', () => {
    for (const type of new Set([...typesOf(dev), ...typesOf(prod)])) expect(RESOURCE_BILLING[type], type).toBeDefined();
  });

  it('knows the resources a stage with its own API origin domain adds (apiOrigin)', () => {
    const apiOrigin = {
      name: 'api-origin.safehaven.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/regional',
      clientCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/client',
      truststoreUri: 's3://safe-haven-truststore/prod/ca.pem',
    };
    expect(() => stageCost(resourcesOf('prod', { apiOrigin }), prodVolume(results))).not.toThrow();
  });

  it('fails on a resource type it has no price for', () => {
    expect(() => stageCost({ ...dev, Something: { Type: 'AWS::Kinesis::Stream' } }, IDLE)).toThrow(/no price for AWS::Kinesis::Stream \(resource Something\)/);
  });

  it('fails on a function of the app nothing in the model invokes', () => {
    const fn = { Type: 'AWS::Lambda::Function', Properties: { Description: 'stream/new-processor', MemorySize: 512 } };
    expect(() => stageCost({ ...dev, NewProcessor: fn }, IDLE)).toThrow(/does not know what invokes stream\/new-processor/);
  });

  it('prices every alarm by the metrics it reads: a metric-math alarm pays for each', () => {
    const alarms = Object.values(prod).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    const metrics = alarms.reduce((sum, alarm) => {
      const list = alarm.Properties?.Metrics as { MetricStat?: unknown }[] | undefined;
      return sum + (list ? list.filter((metric) => metric.MetricStat).length : 1);
    }, 0);
    expect(metrics).toBeGreaterThan(alarms.length);
    expect(line(prodMonth, 'CloudWatch alarms')).toMatchObject({ resources: `${alarms.length} alarms`, dollars: expect.closeTo(metrics * 0.1, 6) });
  });

  it('counts the fixed costs the old table left out: keys, secrets, tracing, access and function logs', () => {
    const count = (type: string) => Object.values(prod).filter((resource) => resource.Type === type).length;
    expect(line(prodMonth, 'KMS keys').dollars).toBeCloseTo(count('AWS::KMS::Key') * 1, 6);
    expect(line(prodMonth, 'Secrets Manager').dollars).toBeCloseTo(count('AWS::SecretsManager::Secret') * 0.4, 6);
    expect(line(prodMonth, 'X-Ray traces').dollars).toBeGreaterThan(0);
    expect(line(prodMonth, 'CloudWatch Logs, API access log').dollars).toBeGreaterThan(0);
    expect(line(prodMonth, 'CloudWatch Logs, functions').dollars).toBeGreaterThan(0);
  });

  it('prices each web ACL with its rules in prod, and none in dev', () => {
    expect(line(prodMonth, 'AWS WAF, CloudFront web ACL').resources).toBe('1 web ACL, 5 rules');
    expect(line(prodMonth, 'AWS WAF, user pool web ACL').resources).toBe('1 web ACL, 2 rules');
    expect(devIdle.filter((candidate) => candidate.line.startsWith('AWS WAF'))).toEqual([]);
  });

  it('prices X-Ray only where the template traces: a stage with "tracing": false pays none', () => {
    const untraced = stageCost(resourcesOf('prod', { tracing: false }), prodVolume(results));
    expect(line(untraced, 'X-Ray traces')).toMatchObject({ resources: 'active tracing on 0 functions', dollars: 0 });
    expect(totalOf(prodMonth) - totalOf(untraced)).toBeCloseTo(line(prodMonth, 'X-Ray traces').dollars, 6);
  });

  it('reads how often a schedule runs from the template', () => {
    expect(runsPerMonth('rate(1 minute)')).toBeCloseTo(43_776, 0);
    expect(runsPerMonth('rate(1 day)')).toBeCloseTo(30.4, 1);
    expect(() => runsPerMonth('cron(0 12 * * ? *)')).toThrow(/cannot read the schedule/);
  });

  it('keeps prod under $30 a month at 10,000 invitations and 50 staff', () => {
    expect(totalOf(prodMonth)).toBeLessThan(30);
  });

  it('keeps an idle dev stage under $5 a month', () => {
    expect(totalOf(devIdle)).toBeLessThan(5);
  });
});
