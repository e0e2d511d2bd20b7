/**
 * What a first visit to each prerendered page downloads, gzipped: before it is interactive (the
 * page's HTML with its inline styles, the entry chunk, the route's chunk and all their static
 * imports), and in all (plus what the page loads by itself after hydration: its dialogs, the toast
 * view, the answer form it prefetches). Then every staff page (scripts/budgets/staff-page-weight.ts):
 * a first visit, and what reaching it from the dashboard home adds. Fails when a page passes a budget
 * (scripts/budgets/budgets.ts), when a staff route has no budget yet, or when a public page pulls in
 * code it must not (Amplify auth, the dashboard, charts; on the login, the router and the query cache).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PRERENDERED_PAGES, prerenderedFile, type PrerenderedPage } from '@safe-haven/shared/site-pages';
import { beforeInteractiveClosure, chunkOf, readChunkGraph, staticClosure, withCss, type ChunkGraph } from '@safe-haven/web/build/chunk-graph';
import { PAGE_ENTRIES, PAGE_MODULES } from '@safe-haven/web/build/page-modules';
import { ROOT_DIR } from '../local/config';
import { FIRST_ROUND_TRIP_HTML_BYTES, PAGE_WEIGHT_BUDGETS_KB, STAFF_PAGE_BUDGETS_KB } from './budgets';
import { classicScriptsOf, measureStaffPageWeights, type StaffPageWeight } from './staff-page-weight';

const DIST = join(ROOT_DIR, 'web', 'dist');
const FORBIDDEN_ON_PUBLIC = [/aws-amplify/, /@aws-amplify/, /web\/src\/features\/dashboard/, /web\/src\/features\/auth/, /recharts|chart\.js/];
/** The login screen's own entry (src/login-main.tsx) hydrates without the router and the query cache; Amplify loads after the form is up. */
const FORBIDDEN_ON_LOGIN = [/aws-amplify/, /@aws-amplify/, /react-router/, /@tanstack/, /web\/src\/features\/dashboard/];

const INVITATION_DIALOGS = 'web/src/features/invitation-pages/components/answer-dialogs.tsx';
const formModule = (name: string) => `web/src/features/invitation-pages/components/${name}-response-form.tsx`;

/**
 * What each page loads on its own after hydration, without a tap or a scroll: the invitation pages'
 * dialogs. (The answer form is fetched when the answer section comes near, the toast view with the
 * first toast, the forms' validation when a form opens: none is part of a first visit that stays at
 * the top; `answerForm` below says what reaching the answers adds.)
 */
const LOADED_AFTER_HYDRATION: Readonly<Record<PrerenderedPage, readonly string[]>> = {
  '/': [],
  '/invitation': [INVITATION_DIALOGS],
  '/invitation/land-owners': [INVITATION_DIALOGS],
  '/invitation/investors': [INVITATION_DIALOGS],
  '/thank-you': [],
};

const ANSWER_FORM: Partial<Record<PrerenderedPage, string>> = {
  '/invitation': formModule('member'),
  '/invitation/land-owners': formModule('land-owner'),
  '/invitation/investors': formModule('investor'),
};

export interface PageWeight {
  page: PrerenderedPage;
  /** Gzipped bytes of the HTML (with its styles) and the JavaScript needed to hydrate. */
  beforeInteractive: number;
  /** Gzipped bytes of the HTML alone. */
  html: number;
  /** Plus what the page loads by itself afterwards. */
  total: number;
  /** Plus the answer form, fetched when the visitor scrolls towards the answers. */
  withAnswerForm: number;
  files: number;
  forbidden: string[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;

export const measurePageWeights = (graph: ChunkGraph = readChunkGraph(DIST)): PageWeight[] => {
  return PRERENDERED_PAGES.map((page) => {
    const html = prerenderedFile(page).slice(1);
    const markup = readFileSync(join(DIST, html), 'utf8');
    // The classic script every page runs first (web/public/token-to-fragment.js), and the after-paint
    // loader on the pages that ask for their JavaScript once painted (web/build/build-site.ts).
    // The whole global stylesheet the loader links with the scripts (src/prerender/first-paint-styles.ts).
    const early = [...classicScriptsOf(markup), ...[...markup.matchAll(/data-styles="\/([^"]+)"/g)].map((match) => match[1]!)];
    const interactive = new Set([...withCss(graph, beforeInteractiveClosure(graph, PAGE_ENTRIES[page], PAGE_MODULES[page])), ...early]);
    const later = withCss(graph, staticClosure(graph, LOADED_AFTER_HYDRATION[page].map((module) => chunkOf(graph, module))));
    const all = new Set([...interactive, ...later]);
    const form = ANSWER_FORM[page];
    const withForm = new Set([...all, ...(form ? withCss(graph, staticClosure(graph, [chunkOf(graph, form)])) : [])]);
    const sum = (files: Iterable<string>) => [...files].reduce((bytes, file) => bytes + gzipSize(file), gzipSize(html));
    const rules = page === '/' ? FORBIDDEN_ON_LOGIN : FORBIDDEN_ON_PUBLIC;
    const forbidden = [...withForm].flatMap((file) => (graph[file]?.modules ?? []).filter((module) => rules.some((pattern) => pattern.test(module))));
    return { page, beforeInteractive: sum(interactive), html: gzipSize(html), total: sum(all), withAnswerForm: sum(withForm), files: all.size + 1, forbidden: [...new Set(forbidden)] };
  });
};

const staffMarkdown = (loginBytes: number, weights: StaffPageWeight[]): string => {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', 'web', 'shared', 'scripts') ? ' with uncommitted changes' : '';
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  // Chunk names without their content hash: the page's own and the shared pieces it brings.
  const names = (files: string[]) => files.map((file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')).join(', ');
  return [
    `\`npx tsx scripts/budgets/page-weight.ts --markdown\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${git('rev-parse', '--short', 'HEAD')}${dirty}:`,
    '',
    '| page | first visit, before interactive (KB) | a link from the dashboard adds (KB) | chunks that link fetches |',
    '| --- | ---: | ---: | --- |',
    `| / (login, prerendered) | ${kb(loginBytes)} | | |`,
    ...weights.map((weight) => `| ${weight.path} | ${kb(weight.firstVisit)} | ${weight.fromDashboard === undefined ? '' : kb(weight.fromDashboard)} | ${names(weight.addedChunks)} |`),
  ].join('\n');
};

/** The newest modification time among the files a web build reads (sources, templates, config). */
const newestSourceMs = (): number => {
  const newestIn = (path: string): number => {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(0, ...readdirSync(path).filter((name) => name !== 'node_modules').map((name) => newestIn(join(path, name))));
  };
  return Math.max(...['web/src', 'web/public', 'web/vite-plugins', 'web/build', 'shared/src', 'web/index.html', 'web/invitation.html', 'web/login.html', 'web/vite.config.ts'].map((path) => newestIn(join(ROOT_DIR, path))));
};

/** Missing, asked for, or older than a source: a stale build would measure yesterday's code. */
const needsBuild = (): boolean => {
  const graph = join(DIST, 'chunk-graph.json');
  return !existsSync(graph) || !!process.env.BUDGET_REBUILD || statSync(graph).mtimeMs < newestSourceMs();
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (needsBuild()) {
    execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const graph = readChunkGraph(DIST);
  // A development build (React's dev runtime) would make every figure meaningless.
  if (Object.values(graph).some((chunk) => chunk.modules.some((m) => m.includes('jsx-dev-runtime')))) {
    throw new Error('web/dist is a development build; rebuild with NODE_ENV=production (BUDGET_REBUILD=1)');
  }
  let failed = false;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  console.log('First visit, gzipped (HTML with its styles + JavaScript): before interactive / in all (with the answer form), with budgets');
  const publicWeights = measurePageWeights(graph);
  for (const weight of publicWeights) {
    const budget = PAGE_WEIGHT_BUDGETS_KB[weight.page];
    const over = weight.beforeInteractive > budget.beforeInteractive * 1024 || weight.withAnswerForm > budget.withAnswerForm * 1024;
    const htmlOver = weight.html > FIRST_ROUND_TRIP_HTML_BYTES;
    failed ||= over || htmlOver || weight.forbidden.length > 0;
    console.log(
      `  ${weight.page.padEnd(24)} ${kb(weight.beforeInteractive)} KB / ${kb(weight.total)} KB (${kb(weight.withAnswerForm).trim()} KB)` +
        ` (budgets ${budget.beforeInteractive} / ${budget.withAnswerForm} KB)${over ? '  OVER BUDGET' : ''}` +
        `; HTML ${weight.html} bytes (first round trip: ${FIRST_ROUND_TRIP_HTML_BYTES})${htmlOver ? '  OVER: ONE MORE ROUND TRIP' : ''}`,
    );
    if (weight.forbidden.length > 0) console.log(`    must not load: ${weight.forbidden.slice(0, 5).join(', ')}`);
  }
  console.log('Staff pages, gzipped JS+CSS with the SPA shell: a first visit before interactive / what a link from the dashboard adds, with budgets');
  const login = publicWeights.find((weight) => weight.page === '/')!;
  console.log(`  ${'/ (login, above)'.padEnd(36)} ${kb(login.beforeInteractive)} KB`);
  const staffWeights = measureStaffPageWeights(DIST, graph);
  for (const weight of staffWeights) {
    const budget = STAFF_PAGE_BUDGETS_KB[weight.path];
    const over = !budget || weight.firstVisit > budget.firstVisit * 1024 || (weight.fromDashboard ?? 0) > (budget.fromDashboard ?? 0) * 1024;
    failed ||= over;
    const added = weight.fromDashboard === undefined ? '     -   ' : `${kb(weight.fromDashboard)} KB`;
    const budgets = budget ? `(budgets ${budget.firstVisit} / ${budget.fromDashboard ?? '-'} KB)` : '(no budget: add one to STAFF_PAGE_BUDGETS_KB)';
    console.log(`  ${weight.path.padEnd(36)} ${kb(weight.firstVisit)} KB / ${added} ${budgets}${budget && over ? '  OVER BUDGET' : ''}`);
  }
  // `--markdown`: the staff table as docs/performance.md gives it, with the date and the commit measured.
  if (process.argv.includes('--markdown')) console.log(`\n${staffMarkdown(login.beforeInteractive, staffWeights)}`);
  process.exitCode = failed ? 1 : 0;
}
