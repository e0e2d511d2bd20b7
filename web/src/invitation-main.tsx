/**
 * The entry of the three prerendered invitation pages (invitation.html): it hydrates the page with
 * the providers every page needs, without the router or TanStack Query, which these pages do not need (they leave by a full
 * page load, see lib/page-location.ts). web/build/build-site.ts prerenders them with the same tree.
 */
import { startTransition, StrictMode } from 'react';
import { INVITATION_PAGE_MODULES } from './app/invitation-page-modules';
import { beginHydration, endHydration } from './lib/hydration';
import { nextTask } from './lib/next-task';
import { forPrerenderedPage } from './theme/prerendered-system';

const container = document.getElementById('root')!;

const start = async () => {
  const path = window.location.pathname.replace(/(.)\/$/, '$1');
  const load = INVITATION_PAGE_MODULES[path];
  // Only this page's HTML loads this entry; any other address is a deployment mistake worth a loud error.
  if (!load) throw new Error(`invitation.html was served for ${path}, which is not an invitation page`);
  // React DOM, Chakra, the theme, the system built from it, then the page, each in a task of its own
  // (their chunks are preloaded together, see web/build/build-site.ts). Imported statically they would
  // be evaluated in one task, over 100 ms on a mid-range phone, during which a tap waits: Lighthouse
  // counts every task's time past 50 ms as blocking.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { PageProvider } = await import('./app/page-provider');
  await nextTask();
  const { getSystem } = await import('./theme/system');
  await nextTask();
  const system = getSystem();
  await nextTask();
  const Page = await load();
  const prerendered = container.hasChildNodes();
  const app = (
    <StrictMode>
      <PageProvider system={prerendered ? forPrerenderedPage(system) : system} onFirstCommit={endHydration}>
        <Page />
      </PageProvider>
    </StrictMode>
  );
  // The dev server (npm start) serves the bare template, without the prerendered page: render it.
  // Hydrating an empty root would keep the marketing sections (StaticIsland) as the empty HTML it found.
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task: the page stays responsive (and scrollable) while it hydrates.
  startTransition(() => {
    // A mismatch means the page re-rendered from scratch (a flash, and lost focus): say so loudly.
    hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
  });
};

void start();
