/**
 * `npm run bench:lighthouse`: only the Lighthouse part of `npm run bench` (step 3), for working on the
 * invitation pages' speed without the hour-long run. Builds the web app, starts a private local
 * stack, sends one invitation per page and prints LCP, TBT (each run's, and the median) and CLS.
 * Writes nothing: bench/results.json stays the full run's. LIGHTHOUSE_RUNS sets the runs per page (5), LIGHTHOUSE_PAGES which pages (member,land_owner,investor).
 * Every property has a photo and every page a hero photo (uploaded and saved as an admin does), so
 * the pages are measured with their photos; LIGHTHOUSE_PHOTOS=0 measures them without (the heroes
 * are then the site's drawn default), for a comparison at the same moment on a shared machine.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';
import { ROOT_DIR } from '../local/config';
import { linkTokenIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { runLighthouse } from './lighthouse';
import { giveHeroPhotos } from './hero-photos';
import { givePropertiesPhotos } from './property-photos';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
const { info, teardown } = await startTestStack('bench', 18400, 'preview', { dynamoDb: { inMemory: true, heapMb: 1024 } });
try {
  const admin = await createStaffUser(info, { role: 'admin', firstName: 'Bench', lastName: 'Admin' });
  const staffToken = await signIn(info, admin);
  if (process.env.LIGHTHOUSE_PHOTOS !== '0') {
    const photoSaves = await givePropertiesPhotos(info, staffToken);
    console.log(`Three property photos (4032 x 3024 JPEG) saved: ${photoSaves.join(', ')} ms each (upload check and six sizes)`);
    const heroBytes = await giveHeroPhotos(info, staffToken);
    console.log(`A hero photo on each page (photo-like 4032 x 3024 JPEG), sizes served: ${Object.entries(heroBytes).map(([size, bytes]) => `${size} ${(bytes / 1024).toFixed(1)} KB`).join(', ')}`);
  } else {
    console.log('No property photos (LIGHTHOUSE_PHOTOS=0)');
  }
  console.log(`Lighthouse, mobile profile, ${RUNS} runs per page (load average before: ${loadavg().map((load) => load.toFixed(2)).join(' / ')})`);
  // LIGHTHOUSE_PAGES=member,investor measures only those pages.
  const pages = (['member', 'land_owner', 'investor'] as const).filter((audience) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(audience));
  for (const audience of pages) {
    const email = `bench-${randomUUID().slice(0, 8)}@invitee.test`;
    const sent = await callApi(info, 'POST', '/invitations', {
      token: staffToken,
      body: { firstName: 'Quinn', lastName: 'Avery', email, personalMessage: 'I saved you a seat.', audience, idempotencyKey: randomUUID() },
    });
    if (sent.status !== 201) throw new Error(`Could not send a bench invitation: ${JSON.stringify(sent.body)}`);
    const token = linkTokenIn((await waitForEmail(info.urls.mailbox, email))[0]!);
    const figures = await runLighthouse(`${info.urls.web}${INVITATION_PATHS[audience]}#token=${token}`, RUNS);
    console.log(
      `  ${INVITATION_PATHS[audience].padEnd(24)} LCP ${(figures.lcpMs / 1000).toFixed(2)} s (FCP ${(figures.fcpMs / 1000).toFixed(2)} s)  TBT ${Math.round(figures.tbtMs)} ms ` +
        `(runs: ${figures.tbtRunsMs.join(', ')})  CLS ${figures.cls.toFixed(3)}\n    LCP element: ${(figures.lcpElement ?? '?').slice(0, 70)}\n    LCP phases (last run): ${figures.lcpPhases ?? '?'}`,
    );
  }
  console.log(`load average after: ${loadavg().map((load) => load.toFixed(2)).join(' / ')}`);
} finally {
  await teardown();
}
