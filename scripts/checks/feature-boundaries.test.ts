/**
 * The web app's one-way import rule (eslint.config.js, featureBoundaries) fires on a feature that
 * imports another, however the path is written, and on shared code that imports a feature; imports
 * within a feature and of shared code pass. `npm test` runs the rule over the tree in its lint step.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../local/config';

const ruleHits = async (source: string, filePath: string): Promise<string[]> => {
  const [result] = await new ESLint({ cwd: ROOT_DIR }).lintText(source, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'feature-boundaries/one-way').map((message) => message.message);
};

describe('features import one way', () => {
  it.each([
    ["import { OnboardingCard } from '../../onboarding/components/onboarding-card';", 'web/src/features/auth/routes/page.tsx'],
    ["import { useStats } from '../../../features/dashboard-home/api/get-invite-stats';", 'web/src/features/auth/routes/page.tsx'],
    ["export { Card } from '../../onboarding/components/card';", 'web/src/features/auth/components/index.ts'],
    ["const page = () => import('../../onboarding/routes/page');\nexport { page };", 'web/src/features/auth/routes/lazy.ts'],
  ])('a feature importing another fails: %s', async (source, file) => {
    expect(await ruleHits(source, file)).toEqual([expect.stringMatching(/^Feature 'auth' must not import feature '(onboarding|dashboard-home)'/)]);
  }, 30_000);

  it('shared code importing a feature fails', async () => {
    expect(await ruleHits("import { useStats } from '../features/dashboard-home/api/get-invite-stats';\nexport { useStats };", 'web/src/hooks/use-stats.ts')).toEqual([
      "hooks/ is shared by every feature and must not import feature 'dashboard-home'.",
    ]);
  }, 30_000);

  it('imports within a feature, of shared code, and by the app pass', async () => {
    const source = [
      "import { Card } from '../components/card';",
      "import { Logo } from '../../../components/brand/logo';",
      "import { useProfile } from '../../../hooks/use-my-profile';",
      'export { Card, Logo, useProfile };',
    ].join('\n');
    expect(await ruleHits(source, 'web/src/features/auth/routes/page.tsx')).toEqual([]);
    expect(await ruleHits("const page = () => import('../features/auth/routes/page');\nexport { page };", 'web/src/app/router.tsx')).toEqual([]);
  }, 30_000);
});
