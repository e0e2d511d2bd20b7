import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { StageSettingsError, resolveStageSettings } from '../lib/stage-settings';
import { cdkContext, repoRoot, synthStage } from './synth-stack';

const valid = {
  region: 'us-east-1',
  appOrigin: 'cloudfront',
  alarmEmail: 'ops@example.org',
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

  it('keeps WAF unless a dev stage leaves it out, and refuses that for a production stage', () => {
    expect(resolveStageSettings({ dev: valid }, 'dev').waf).toBe(true);
    expect(resolveStageSettings({ dev: { ...valid, waf: false } }, 'dev').waf).toBe(false);
    expect(() => resolveStageSettings({ 'prod-eu': { ...valid, waf: false } }, 'prod-eu')).toThrow(/"waf": false is for dev stages only: "prod-eu"/);
    expect(() => resolveStageSettings({ dev: { ...valid, waf: 'no' } }, 'dev')).toThrow(/"waf"/);
  });

  it('traces every function unless the stage turns tracing off', () => {
    expect(resolveStageSettings({ dev: valid }, 'dev').tracing).toBe(true);
    expect(resolveStageSettings({ dev: { ...valid, tracing: false } }, 'dev').tracing).toBe(false);
  });

  it('rejects a sender the SES identity does not cover', () => {
    const act = () => resolveStageSettings({ dev: { ...valid, senderEmail: 'a@other.org' } }, 'dev');
    expect(act).toThrow(/not covered by "sesIdentity"/);
  });

  it('fills defaults and derives the site origin from the domain', () => {
    const domain = { name: 'app.example.org', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' };
    const settings = resolveStageSettings({ prod: { ...valid, domain, appOrigin: undefined } }, 'prod');
    expect(settings).toMatchObject({
      siteOrigin: { kind: 'fixed', origin: 'https://app.example.org' },
      supportEmail: 'no-reply@example.org',
      logLevel: 'INFO',
      capacity: { campaignInvitations: 10_000, staffOnline: 500 },
      dailyInvitationCap: 200,
    });
  });

  it('takes a per-person daily invitation cap, a whole number from 1 to 10,000', () => {
    expect(resolveStageSettings({ prod: { ...valid, dailyInvitationCap: 50 } }, 'prod').dailyInvitationCap).toBe(50);
    for (const cap of [0, 2.5, '200', 10_001]) {
      expect(() => resolveStageSettings({ prod: { ...valid, dailyInvitationCap: cap } }, 'prod')).toThrow(
        /"dailyInvitationCap" must be a whole number from 1 to 10000/,
      );
    }
  });

  it("takes the brand's public site for invitees' 'Return to Home', https only", () => {
    expect(resolveStageSettings({ prod: { ...valid, publicSiteUrl: 'https://www.example.org' } }, 'prod').publicSiteUrl).toBe('https://www.example.org');
    expect(resolveStageSettings({ prod: valid }, 'prod').publicSiteUrl).toBeUndefined();
    expect(() => resolveStageSettings({ prod: { ...valid, publicSiteUrl: 'http://www.example.org' } }, 'prod')).toThrow(/"publicSiteUrl" must be an https:\/\/ address/);
  });

  it('refuses an appOrigin that contradicts the domain', () => {
    const domain = { name: 'app.example.org', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' };
    expect(() => resolveStageSettings({ prod: { ...valid, domain, appOrigin: 'https://other.example.org' } }, 'prod')).toThrow(
      /"appOrigin" must be absent when "domain" is set: email links use https:\/\/app.example.org/,
    );
  });

  it.each([undefined, ''])('fails a deployed stage whose site origin is unknown (appOrigin %j, no domain)', (appOrigin) => {
    expect(() => resolveStageSettings({ prod: { ...valid, appOrigin } }, 'prod')).toThrow(
      /the site origin for email links is unknown: set "domain", or "appOrigin" to an https origin .* or to "cloudfront"/,
    );
  });

  it.each(['http://invite.example.org', 'https://invite.example.org/path', 'https://localhost', 'invite.example.org', 'https://*.example.org'])(
    'refuses %s as a site origin (https origins only)',
    (appOrigin) => {
      expect(() => resolveStageSettings({ prod: { ...valid, appOrigin } }, 'prod')).toThrow(/"appOrigin" must be an https origin without a path/);
    },
  );

  it('takes "cloudfront" to mean the distribution\'s own domain, and an https origin as given', () => {
    expect(resolveStageSettings({ prod: valid }, 'prod').siteOrigin).toEqual({ kind: 'distribution' });
    expect(resolveStageSettings({ prod: { ...valid, appOrigin: 'https://Invite.Example.org' } }, 'prod').siteOrigin).toEqual({
      kind: 'fixed',
      origin: 'https://invite.example.org',
    });
  });

  it('requires the region and the address that receives alarms', () => {
    const act = () => resolveStageSettings({ prod: { ...valid, region: 'Frankfurt', alarmEmail: undefined } }, 'prod');
    expect(act).toThrow(/"region" must be an AWS region[\s\S]*"alarmEmail" must be an email address/);
  });

  it('derives every limit from the stage\'s capacity, and refuses a capacity it cannot describe', () => {
    const small = resolveStageSettings({ dev: { ...valid, capacity: { campaignInvitations: 500, staffOnline: 20 } } }, 'dev');
    const large = resolveStageSettings({ prod: { ...valid, capacity: { campaignInvitations: 10_000, staffOnline: 500 } } }, 'prod');
    expect(large.limits.publicRouteThrottles.invitationRead.rateLimit).toBeGreaterThan(small.limits.publicRouteThrottles.invitationRead.rateLimit);
    expect(large.limits.staffRouteThrottle.rateLimit).toBeGreaterThan(small.limits.staffRouteThrottle.rateLimit);
    expect(() => resolveStageSettings({ prod: { ...valid, capacity: { campaignInvitations: 0, staffOnline: 'many' } } }, 'prod')).toThrow(
      /"capacity.campaignInvitations" must be a whole number[\s\S]*"capacity.staffOnline" must be a whole number/,
    );
    expect(() => resolveStageSettings({ prod: { ...valid, capacity: { campaignInvitations: 100, staffOnline: 5, invitees: 3 } } }, 'prod')).toThrow(
      /"capacity" has unknown keys invitees/,
    );
  });

  it('sends Cognito\'s code emails through SES only when the stage says its identity is verified', () => {
    expect(resolveStageSettings({ prod: valid }, 'prod').userPoolEmailViaSes).toBe(false);
    expect(resolveStageSettings({ prod: { ...valid, userPoolEmailViaSes: true } }, 'prod').userPoolEmailViaSes).toBe(true);
    expect(() => resolveStageSettings({ prod: { ...valid, userPoolEmailViaSes: 'yes' } }, 'prod')).toThrow(/"userPoolEmailViaSes" must be true or false/);
    const viaSes = synthStage('dev', { overrides: { userPoolEmailViaSes: true } });
    viaSes.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: cdkContext.stages.dev!.senderEmail }),
    });
  });

  it('refuses a capacity whose peak would need most of the account\'s Lambda concurrency', () => {
    expect(() => resolveStageSettings({ prod: { ...valid, capacity: { campaignInvitations: 1_000_000, staffOnline: 10_000 } } }, 'prod')).toThrow(
      /concurrent Lambda executions at its peak/,
    );
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
  // The CDK CLI hands context to the app through CDK_CONTEXT_JSON.
  const runApp = (context: Record<string, unknown>) =>
    spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['infra/bin/app.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify(context) },
    });

  it('exits with a readable message for an unknown stage', () => {
    const result = runApp({ ...cdkContext, stage: 'qa' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Unknown stage "qa". Known stages: dev, prod.');
  });

  it('refuses to synthesise prod when the site origin of its email links is unknown', () => {
    const { appOrigin: _unknown, ...prod } = cdkContext.stages.prod!;
    const result = runApp({ ...cdkContext, stages: { ...cdkContext.stages, prod }, stage: 'prod' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid settings for stage "prod" in cdk.json:');
    expect(result.stderr).toContain('the site origin for email links is unknown');
  });

  it('refuses to ship a stage whose site is not built, and says how to go on', () => {
    const result = runApp({ ...cdkContext, stage: 'dev', site: 'web/not-built' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The site is not built (web/not-built/index.html is missing), so this stage would ship an empty site.');
    expect(result.stderr).toContain('pass `-c site=none` to synthesise the infrastructure alone');
  });
});

describe('retention periods', () => {
  it('default to 90 days for declines, 180 for unanswered, 365 for closed leads and the access log', () => {
    expect(resolveStageSettings({ dev: valid }, 'dev').retention).toEqual({ declinedDays: 90, unansweredExpiredDays: 180, closedLeadDays: 365, accessLogDays: 365 });
  });

  it('take a stage value and keep the other defaults', () => {
    expect(resolveStageSettings({ dev: { ...valid, retention: { declinedDays: 30 } } }, 'dev').retention.declinedDays).toBe(30);
  });

  it('refuse a period that is not a whole number of days, or an unknown one', () => {
    const act = () => resolveStageSettings({ dev: { ...valid, retention: { declinedDays: 0.5, forever: 1 } } }, 'dev');
    expect(act).toThrow(/unknown periods forever[\s\S]*"retention.declinedDays" must be a whole number of days/);
  });
});
