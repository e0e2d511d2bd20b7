/**
 * CDK entry: `cdk synth -c stage=NAME` from the repository root. Synth is offline: no lookups, and
 * the environment stays agnostic unless the CLI provides CDK_DEFAULT_ACCOUNT/REGION.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SafeHavenStack } from '../lib/safe-haven-stack';
import { StageSettingsError, resolveStageSettings } from '../lib/stage-settings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const app = new App();
const stage = app.node.tryGetContext('stage') as unknown;

let settings;
try {
  settings = resolveStageSettings(app.node.tryGetContext('stages'), stage);
} catch (error) {
  if (!(error instanceof StageSettingsError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

// Deploy the SPA only when it has been built, so infra can be synthesised without a web build.
const webDist = path.join(repoRoot, 'web', 'dist');
new SafeHavenStack(app, `SafeHaven-${stage as string}`, {
  stage: stage as string,
  settings,
  repoRoot,
  ...(existsSync(path.join(webDist, 'index.html')) ? { webDistPath: webDist } : {}),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `Safe Haven invitations (${stage as string})`,
  terminationProtection: settings.deletionProtection,
});

Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
