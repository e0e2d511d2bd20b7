/**
 * Test helper: synthesises the stack for a stage from the real cdk.json (stages and feature flags)
 * with bundling skipped, so tests are fast and need no esbuild run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Aspects } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { createStage } from '../lib/stage';
import { resolveStageSettings } from '../lib/stage-settings';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cdkJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown> & { stages: Record<string, Record<string, unknown>> };
};
export const cdkContext = cdkJson.context;

/**
 * NodejsFunction checks that its entry file exists even when bundling is skipped. The stack tests
 * only synthesise (they never bundle), so they accept any lambdas/src/*.ts entry and record which
 * entries were asked for; a test asserts those paths instead.
 */
export const requestedEntries = new Set<string>();
const lambdasSrc = path.join(repoRoot, 'lambdas', 'src') + path.sep;
const realExistsSync = fs.existsSync;
const pretendHandlersExist = (target: fs.PathLike): boolean => {
  const file = String(target);
  if (file.startsWith(lambdasSrc) && file.endsWith('.ts')) {
    requestedEntries.add(file);
    return true;
  }
  return realExistsSync(target);
};

export interface SynthOptions {
  /** Overrides merged into the stage's cdk.json settings. */
  readonly overrides?: Record<string, unknown>;
  readonly webDistPath?: string;
}

/**
 * Each distinct stage and settings is synthesised once per process: a synth with cdk-nag takes
 * seconds, and the infra project runs its files in one process without isolation (vitest.config.ts),
 * so the dev stage that seven files read is built once, not seven times. The tests only read what a
 * synth returns (templates, annotations, the construct tree), so sharing it changes nothing they see.
 */
const synthesised = new Map<string, ReturnType<typeof synthOnce>>();

/** The cache key: `undefined` kept (an override to undefined clears the stage's own setting). */
const keyOf = (stage: string, options: SynthOptions) =>
  JSON.stringify({ stage, options }, (_key, value: unknown) => (value === undefined ? '(undefined)' : value));

export const synthStage = (stage: string, options: SynthOptions = {}): ReturnType<typeof synthOnce> => {
  const key = keyOf(stage, options);
  const known = synthesised.get(key);
  if (known) return known;
  const result = synthOnce(stage, options);
  synthesised.set(key, result);
  return result;
};

const synthOnce = (stage: string, options: SynthOptions) => {
  const stages = { ...cdkContext.stages, [stage]: { ...cdkContext.stages[stage], ...options.overrides } };
  const app = new App({ context: { ...cdkContext, stages, 'aws:cdk:bundling-stacks': [] } });
  const { stack, edge, edgeLogs } = (() => {
    fs.existsSync = pretendHandlersExist;
    try {
      return createStage(app, {
        stage,
        settings: resolveStageSettings(stages, stage),
        repoRoot,
        ...(options.webDistPath ? { webDistPath: options.webDistPath } : {}),
      });
    } finally {
      fs.existsSync = realExistsSync;
    }
  })();
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  Aspects.of(app).add(new ServerlessChecks({ verbose: true }));
  // Aspects run during synthesis; the template must be taken after them.
  app.synth();
  return {
    app, stack, template: Template.fromStack(stack),
    ...(edge ? { edge, edgeTemplate: Template.fromStack(edge) } : {}),
    ...(edgeLogs ? { edgeLogs, edgeLogsTemplate: Template.fromStack(edgeLogs) } : {}),
  };
};
