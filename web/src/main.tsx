import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter, routes } from './app/router';

const container = document.getElementById('root')!;

/**
 * A prerendered page (see src/prerender) is hydrated: its route modules are loaded first, so the
 * first render is the page the HTML already shows rather than the router's empty loading state.
 * Every other route starts from the empty SPA shell.
 */
const start = async () => {
  const prerendered = container.hasChildNodes();
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>
  );
  if (prerendered) {
    hydrateRoot(container, app, {
      // A mismatch means the page re-rendered from scratch (a flash, and lost focus): say so loudly.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  } else createRoot(container).render(app);
};

void start();
