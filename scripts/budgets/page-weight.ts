/**
 * What a first visit to each route downloads: the entry chunk, the route's lazy chunk and all their
 * static imports, gzipped. Fails when a public page exceeds its budget or pulls in code it must not
 * (Amplify auth, the dashboard, charts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from '../local/config';

type Graph = Record<string, { imports: string[]; modules: string[]; isEntry: boolean; facade?: string }>;

const dist = join(ROOT_DIR, 'web', 'dist');
if (!existsSync(join(dist, 'chunk-graph.json')) || process.env.BUDGET_REBUILD) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(ROOT_DIR, 'web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
// A development build (React's dev runtime) would make every figure meaningless.
if (Object.values(JSON.parse(readFileSync(join(dist, 'chunk-graph.json'), 'utf8')) as Graph).some((chunk) => chunk.modules.some((m) => m.includes('jsx-dev-runtime')))) {
  throw new Error('web/dist is a development build; rebuild with NODE_ENV=production (BUDGET_REBUILD=1)');
}
const graph = JSON.parse(readFileSync(join(dist, 'chunk-graph.json'), 'utf8')) as Graph;

const closure = (roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph[file]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
};

const entry = Object.keys(graph).find((file) => graph[file]!.isEntry)!;
const chunkOf = (facade: string) => {
  const file = Object.keys(graph).find((name) => graph[name]!.facade === facade);
  if (!file) throw new Error(`No chunk for ${facade}`);
  return file;
};
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const FORBIDDEN_ON_PUBLIC = [/aws-amplify/, /@aws-amplify/, /web\/src\/features\/dashboard/, /web\/src\/features\/auth/, /recharts|chart\.js/];

const pages = [
  { route: '/invitation', facade: 'web/src/features/invitation-pages/routes/member-invitation-page.tsx', budgetKb: 200, isPublic: true },
  { route: '/invitation/land-owners', facade: 'web/src/features/invitation-pages/routes/land-owner-invitation-page.tsx', budgetKb: 200, isPublic: true },
  { route: '/invitation/investors', facade: 'web/src/features/invitation-pages/routes/investor-invitation-page.tsx', budgetKb: 200, isPublic: true },
  { route: '/thank-you', facade: 'web/src/features/thank-you/thank-you-page.tsx', budgetKb: 160, isPublic: true },
  { route: '/ (login)', facade: 'web/src/features/auth/routes/login-page.tsx', budgetKb: 235, isPublic: false },
  // Account set-up and founder sign-up sign the new account in, so they carry Amplify like the login screen.
  { route: '/setup-profile', facade: 'web/src/features/onboarding/routes/setup-profile-page.tsx', budgetKb: 240, isPublic: false },
  { route: '/founder-signup', facade: 'web/src/features/onboarding/routes/founder-signup-page.tsx', budgetKb: 240, isPublic: false },
];

let failed = false;
console.log('First-visit JavaScript (gzipped, entry + route chunk + static imports):');
for (const page of pages) {
  const files = closure([entry, chunkOf(page.facade)]);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const kb = bytes / 1024;
  const forbidden = page.isPublic
    ? [...files].flatMap((file) => graph[file]!.modules.filter((module) => FORBIDDEN_ON_PUBLIC.some((pattern) => pattern.test(module))))
    : [];
  const over = kb > page.budgetKb;
  failed ||= over || forbidden.length > 0;
  console.log(`  ${page.route.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB in ${files.size} files (budget ${page.budgetKb} KB)${over ? '  OVER BUDGET' : ''}`);
  if (forbidden.length > 0) console.log(`    must not load: ${[...new Set(forbidden)].slice(0, 5).join(', ')}`);
}
process.exitCode = failed ? 1 : 0;
