/**
 * The entry of the three prerendered invitation pages (invitation.html): it hydrates the page with
 * the providers every page needs, without the router or TanStack Query, which these pages do not need (they leave by a full
 * page load, see lib/page-location.ts). scripts/build/web.ts prerenders them with the same tree.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageProvider } from './app/page-provider';
import { INVITATION_PAGE_MODULES } from './app/invitation-page-modules';
import { beginHydration, endHydration } from './lib/hydration';

const container = document.getElementById('root')!;

const start = async () => {
  const path = window.location.pathname.replace(/(.)\/$/, '$1');
  const load = INVITATION_PAGE_MODULES[path];
  // Only this page's HTML loads this entry; any other address is a deployment mistake worth a loud error.
  if (!load) throw new Error(`invitation.html was served for ${path}, which is not an invitation page`);
  const Page = await load();
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task: the page stays responsive (and scrollable) while it hydrates.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <PageProvider onFirstCommit={endHydration}>
          <Page />
        </PageProvider>
      </StrictMode>,
      // A mismatch means the page re-rendered from scratch (a flash, and lost focus): say so loudly.
      { onRecoverableError: (error) => console.error('Hydration error:', error) },
    );
  });
};

void start();
