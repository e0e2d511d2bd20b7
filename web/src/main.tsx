import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter, isSignedInPage, routes } from './app/router';
import { queryClient } from './lib/query-client';
import { beginHydration, endHydration } from './lib/hydration';
import { setNavigationPendingProbe } from './lib/dialog-history';
import { PLACEHOLDER_ATTRIBUTE } from '@safe-haven/shared/site-pages';

const container = document.getElementById('root')!;

/**
 * A prerendered page (see src/prerender) is hydrated: its route modules are loaded first, so the
 * first render is the page the HTML already shows rather than the router's empty loading state.
 * A placeholder page (a signed-in page's frame and heading: the dashboard home, Manage Invitations,
 * Edit Profile; see PLACEHOLDER_PAGES in shared/src/site-pages.ts) is rendered over, once its route
 * modules are in too: the app's first frame replaces it with the same placeholder, never with a
 * blank screen. Every other route starts from the empty SPA shell.
 */
const start = async () => {
  // A page behind the sign-in: the profile is asked for now, beside the route's code, instead of
  // after it (lib/profile-head-start.ts). Without a stored session it answers "no one" at once, as
  // the guard would, with no request.
  if (isSignedInPage(window.location)) {
    // A chunk that cannot load is the guard's to report: it loads the same modules.
    void import('./lib/profile-head-start').then(({ startProfileRequest }) => startProfileRequest(queryClient), () => undefined);
  }
  const placeholder = container.firstElementChild?.hasAttribute(PLACEHOLDER_ATTRIBUTE) ?? false;
  const prerendered = container.hasChildNodes() && !placeholder;
  if (prerendered || placeholder) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  const router = createAppRouter();
  // A dialog closed by following a link in it must not step back over that navigation.
  setNavigationPendingProbe(() => router.state.navigation.state !== 'idle');
  const app = (
    <StrictMode>
      <AppProvider onFirstCommit={endHydration}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (prerendered) {
    beginHydration();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for one long task: the page stays responsive (and scrollable) while it hydrates.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch means the page re-rendered from scratch (a flash, and lost focus): say so loudly.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
    });
  } else if (placeholder) {
    // Over a placeholder, the first render too runs as a transition, in slices: the placeholder stays
    // on screen meanwhile. Safe here because every route module is already in, so the router has no
    // first update of its own that a sliced render could miss before RouterProvider subscribes (from
    // the empty shell it does, and a redirect on the first render was seen to be lost).
    startTransition(() => createRoot(container).render(app));
  } else createRoot(container).render(app);
};

void start();
