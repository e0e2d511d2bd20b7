/**
 * CDK entry: `cdk synth -c stage=NAME` from the repository root. Synth is offline: no lookups. The
 * region comes from the stage's settings; the account stays agnostic unless the CLI provides
 * CDK_DEFAULT_ACCOUNT. cdk-nag checks AWS Solutions and the serverless lens (Serverless pack).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { createStage } from '../lib/stage';
import { StageSettingsError, resolveStageSettings } from '../lib/stage-settings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Without a local esbuild, NodejsFunction silently falls back to Docker bundling, which fails here
// and in CI; say what to do instead.
if (!existsSync(path.join(repoRoot, 'node_modules', '.bin', 'esbuild'))) {
  console.error('\nesbuild is missing from node_modules/.bin: run `npm install` at the repository root.\n');
  process.exit(1);
}
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

// The built site ships with the stage. Without one, `cdk deploy` would replace the live site with
// nothing, so the app refuses unless told (`-c site=none`) to leave the site out, as the budgets'
// synth of the handlers does. `-c site=<folder>` ships a site built elsewhere.
const site = (app.node.tryGetContext('site') as string | undefined) ?? 'web/dist';
const webDist = site === 'none' ? undefined : path.resolve(repoRoot, site);
if (webDist && !existsSync(path.join(webDist, 'index.html'))) {
  console.error(
    `\nThe site is not built (${path.relative(repoRoot, webDist)}/index.html is missing), so this stage would ship an empty site.\n` +
      'Run `npm run build` (it builds the site, then synthesises), or pass `-c site=none` to synthesise the infrastructure alone.\n',
  );
  process.exit(1);
}
createStage(app, {
  stage: stage as string,
  settings,
  repoRoot,
  ...(webDist ? { webDistPath: webDist } : {}),
  ...(process.env.CDK_DEFAULT_ACCOUNT ? { account: process.env.CDK_DEFAULT_ACCOUNT } : {}),
});

Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
Aspects.of(app).add(new ServerlessChecks({ verbose: true }));
