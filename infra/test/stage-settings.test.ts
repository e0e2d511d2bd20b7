import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StageSettingsError, resolveStageSettings } from '../lib/stage-settings';
import { cdkContext, repoRoot } from './synth-stack';

const valid = {
  senderEmail: 'no-reply@example.org',
  sesIdentity: 'example.org',
  deletionProtection: false,
  retainData: false,
  logRetentionDays: 14,
};

describe('resolveStageSettings', () => {
  it('lists the known stages for an unknown stage', () => {
    expect(() => resolveStageSettings({ dev: valid, prod: valid }, 'qa')).toThrow(
      new StageSettingsError('Unknown stage "qa". Known stages: dev, prod.'),
    );
  });

  it('asks for -c stage=NAME when no stage is given', () => {
    expect(() => resolveStageSettings({ dev: valid }, undefined)).toThrow(/-c stage=NAME; known stages: dev/);
  });

  it('reports every invalid field at once', () => {
    const act = () => resolveStageSettings({ dev: { senderEmail: 'nope', logRetentionDays: 4 } }, 'dev');
    expect(act).toThrow(/senderEmail[\s\S]*logRetentionDays[\s\S]*deletionProtection[\s\S]*retainData/);
  });

  it('rejects a sender the SES identity does not cover', () => {
    const act = () => resolveStageSettings({ dev: { ...valid, senderEmail: 'a@other.org' } }, 'dev');
    expect(act).toThrow(/not covered by "sesIdentity"/);
  });

  it('fills defaults and derives the app origin from the domain', () => {
    const domain = { name: 'app.example.org', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' };
    const settings = resolveStageSettings({ prod: { ...valid, domain, appOrigin: 'https://ignored.example' } }, 'prod');
    expect(settings).toMatchObject({
      appOrigin: 'https://app.example.org',
      supportEmail: 'no-reply@example.org',
      logLevel: 'INFO',
      publicRouteThrottle: { rateLimit: 5, burstLimit: 10 },
    });
  });

  it('requires the certificate of a custom domain to be in us-east-1', () => {
    const domain = { name: 'app.example.org', certificateArn: 'arn:aws:acm:eu-west-1:1:certificate/x' };
    expect(() => resolveStageSettings({ prod: { ...valid, domain } }, 'prod')).toThrow(/us-east-1/);
  });

  it('accepts every stage of cdk.json', () => {
    for (const stage of Object.keys(cdkContext.stages)) {
      expect(() => resolveStageSettings(cdkContext.stages, stage)).not.toThrow();
    }
  });
});

describe('bin/app.ts', () => {
  it('exits with a readable message for an unknown stage', () => {
    // The CDK CLI hands context to the app through CDK_CONTEXT_JSON.
    const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['infra/bin/app.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify({ ...cdkContext, stage: 'qa' }) },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Unknown stage "qa". Known stages: dev, prod.');
  });
});
