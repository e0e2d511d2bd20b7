/**
 * Builds one stage: its stack in the stage's region and, when that is not us-east-1, the two small
 * stacks CloudFront needs there: the web ACL's (deployed first) and the access-log delivery's (last). bin/app.ts and the assertion tests both use this, so the
 * tests check the wiring that is deployed.
 */
import type { App } from 'aws-cdk-lib';
import { EdgeLogsStack } from './edge-logs-stack';
import { EdgeStack } from './edge-stack';
import { SafeHavenStack, signInPaths } from './safe-haven-stack';
import type { StageSettings } from './stage-settings';

/** CloudFront reads web ACLs (and certificates) only from this region. */
export const EDGE_REGION = 'us-east-1';

export interface StageOptions {
  readonly stage: string;
  readonly settings: StageSettings;
  readonly repoRoot: string;
  readonly webDistPath?: string;
  /** @default - the CLI's account (CDK_DEFAULT_ACCOUNT), or account-agnostic */
  readonly account?: string;
}

export const createStage = (app: App, options: StageOptions): { stack: SafeHavenStack; edge?: EdgeStack; edgeLogs?: EdgeLogsStack } => {
  const { stage, settings } = options;
  const description = `Safe Haven invitations (${stage})`;
  // A stage without WAF (settings.waf, dev only) has no web ACL to place in us-east-1.
  const edge =
    settings.region === EDGE_REGION || !settings.waf
      ? undefined
      : new EdgeStack(app, `SafeHaven-${stage}-edge`, {
          env: { account: options.account, region: EDGE_REGION },
          description: `${description}: CloudFront web ACL`,
          terminationProtection: settings.deletionProtection,
          firewall: {
            name: `safe-haven-${stage}`,
            rateLimits: settings.limits.edge,
            signInPaths: signInPaths(),
            logRetention: settings.logRetentionDays,
          },
        });
  const stack = new SafeHavenStack(app, `SafeHaven-${stage}`, {
    stage,
    settings,
    repoRoot: options.repoRoot,
    ...(options.webDistPath ? { webDistPath: options.webDistPath } : {}),
    ...(edge ? { webAclArn: edge.webAclArn, crossRegionReferences: true } : {}),
    env: { account: options.account, region: settings.region },
    description,
    terminationProtection: settings.deletionProtection,
  });
  // CloudFront's access-log delivery source lives in us-east-1 too, and needs the distribution first.
  const edgeLogs = edge
    ? new EdgeLogsStack(app, `SafeHaven-${stage}-edge-logs`, {
        env: { account: options.account, region: EDGE_REGION },
        description: `${description}: CloudFront access logs`,
        terminationProtection: settings.deletionProtection,
        crossRegionReferences: true,
        logs: stack.cloudFrontLogs,
      })
    : undefined;
  return { stack, ...(edge ? { edge } : {}), ...(edgeLogs ? { edgeLogs } : {}) };
};
