/**
 * The entry of the staff login screen at `/` (login.html, prerendered): the page with the providers
 * every page needs, without React Router or TanStack Query, which the SPA's signed-in pages need and
 * the login does not. It leaves by a full page load (features/auth/utils/open-app.ts), after
 * prefetching the SPA's chunks. web/build/build-site.ts prerenders it with the same tree.
 */
import { startTransition, StrictMode } from 'react';
import { beginHydration, endHydration } from './lib/hydration';
import { nextTask } from './lib/next-task';
import { forPrerenderedPage } from './theme/prerendered-system';

const container = document.getElementById('root')!;

const start = async () => {
  // React DOM, Chakra, the theme's system, then the page, each in a task of its own (their chunks are
  // preloaded together, see web/build/build-site.ts), as the invitation pages do (invitation-main.tsx):
  // evaluated in one task they would block a tap for over 100 ms on a mid-range phone.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { PageProvider } = await import('./app/page-provider');
  await nextTask();
  const { getSystem } = await import('./theme/system');
  await nextTask();
  const system = getSystem();
  await nextTask();
  const { LoginPage } = await import('./features/auth/routes/login-page');
  const prerendered = container.hasChildNodes();
  const app = (
    <StrictMode>
      <PageProvider system={prerendered ? forPrerenderedPage(system) : system} onFirstCommit={endHydration}>
        <LoginPage />
      </PageProvider>
    </StrictMode>
  );
  // The dev server (npm start) serves the bare template: render it.
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task.
  startTransition(() => {
    // A mismatch means the page re-rendered from scratch (a flash, and lost focus): say so loudly.
    hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration error:', error) });
  });
};

void start();
