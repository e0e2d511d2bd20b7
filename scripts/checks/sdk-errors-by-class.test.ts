/**
 * The lint rule that keeps AWS SDK errors matched by class (eslint.config.js, SDK_ERRORS_BY_CLASS)
 * fires on a name comparison in each place it covers and lets instanceof through. `npm test` runs the
 * rule over the tree in its lint step; this proves that step can fail.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../local/config';

const MESSAGE = 'Match an AWS SDK error with instanceof its exported class, not by its name.';

const ruleHits = async (source: string, filePath: string): Promise<number[]> => {
  const [result] = await new ESLint({ cwd: ROOT_DIR }).lintText(source, { filePath });
  return result!.messages.filter((message) => message.message === MESSAGE).map((message) => message.line);
};

const BY_NAME = [
  "import { dynamo } from './dynamo';",
  'export const run = async (error: unknown, other: Error) => {',
  "  if ((error as Error).name === 'ConditionalCheckFailedException') return 1;",
  "  if ((error as Error).name !== 'TransactionCanceledException') return 2;",
  "  if ('UserNotFoundException' === other.name) return 3;",
  "  if ((error as Error | undefined)?.name === 'ValidationException') return 4;",
  '  switch (other.name) {',
  "    case 'NotAuthorizedException':",
  '      return 5;',
  '  }',
  "  return other.name === 'TypeError' ? dynamo : 0;",
  '};',
].join('\n');

const BY_CLASS = [
  "import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';",
  'export const failed = (error: unknown) => error instanceof ConditionalCheckFailedException;',
].join('\n');

describe('SDK errors are matched by class', () => {
  it.each(['lambdas/src/data/example.ts', 'scripts/local/example.ts', 'infra/lib/example.ts'])('a name comparison in %s fails the lint', async (file) => {
    expect(await ruleHits(BY_NAME, file)).toEqual([3, 4, 5, 6, 8]);
  }, 30_000);

  it('instanceof passes', async () => {
    expect(await ruleHits(BY_CLASS, 'lambdas/src/data/example.ts')).toEqual([]);
  }, 30_000);
});
