/**
 * The brand's content (Edit Content) on a private in-memory DynamoDB Local: the size of the
 * content item, and the median latency (of RUNS) of what each route's service does: the read in force
 * before any save and after (one GetItem), the raise alone (the investor's invitation read and The
 * Current Raise), Edit Content's read with the history (GetItem + Query) and a save (GetItem,
 * TransactWrite of three Puts, Query). Read and write units are computed from the item sizes (4 KB a
 * strongly consistent read unit, 1 KB a write unit, transactions twice). Run:
 *   npx tsx scripts/bench/content-versions.ts
 */
import { startBenchTable } from './bench-table';

const RUNS = 9;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
};

const bench = await startBenchTable('content', 18700, 512);
try {
  const { itemSizeBytes } = await import('@safe-haven/lambdas/data/item-size');
  const { currentContentEntity, getCurrentContent } = await import('@safe-haven/lambdas/data/content-version');
  const { currentSiteContent, INITIAL_CONTENT } = await import('@safe-haven/lambdas/content/current-content');
  const { currentRaiseTerms } = await import('@safe-haven/lambdas/content/current-raise');
  const { saveSiteContent, siteContentView } = await import('@safe-haven/lambdas/content/site-content-service');
  const admin = { id: 'bench-admin', firstName: 'Bench', lastName: 'Admin', role: 'admin' } as Parameters<typeof saveSiteContent>[0];

  const readBefore = await timed(() => currentSiteContent());
  let version = 0;
  const save = await timed(async () => {
    const saved = await saveSiteContent(admin, { baseVersion: version, content: { ...INITIAL_CONTENT, raise: { ...INITIAL_CONTENT.raise, amountUsd: 2_000_000 + version } } });
    version = saved.version;
  });
  const readAfter = await timed(() => currentSiteContent());
  const raiseOnly = await timed(() => currentRaiseTerms());
  const editorRead = await timed(() => siteContentView(admin));

  const current = await getCurrentContent();
  const bytes = itemSizeBytes(currentContentEntity.toItem(current!));
  const readUnits = Math.ceil(bytes / 4096);
  const writeUnits = Math.ceil(bytes / 1024);
  console.log(`content item: ${(bytes / 1024).toFixed(1)} KB (${readUnits} read units strongly consistent, ${writeUnits} write units)`);
  console.log(`a save: 1 GetItem (${readUnits} RCU) + TransactWrite of the version, CURRENT and the log entry (about ${2 * (2 * writeUnits + 1)} WCU) + Query of 10 versions (about ${Math.ceil((10 * bytes) / 4096)} RCU)`);
  console.log(`\n| operation (median of ${RUNS}, ms) | ms |\n| --- | ---: |`);
  console.log(`| content in force, nothing saved (GetItem, absent) | ${readBefore.toFixed(1)} |`);
  console.log(`| save a version (GetItem, TransactWrite, Query) | ${save.toFixed(1)} |`);
  console.log(`| content in force after ${version} saves (GetItem) | ${readAfter.toFixed(1)} |`);
  console.log(`| the raise alone (invitation read, The Current Raise) | ${raiseOnly.toFixed(1)} |`);
  console.log(`| Edit Content's read (GetItem + Query of the history) | ${editorRead.toFixed(1)} |`);
} finally {
  bench.stop();
}
