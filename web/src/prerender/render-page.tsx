/**
 * Renders one public page to HTML at build time (scripts/prerender.ts runs it for each page of
 * PRERENDERED_PAGES). The tree is the one the browser hydrates: the invitation pages and the login
 * without a router (invitation-main.tsx, login-main.tsx), the others with the router's static handler
 * in place of the browser's (main.tsx); Emotion's styles are collected from the render and returned as
 * style tags for the head, so the page is in the brand's colours from the first byte.
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { INVITATION_PAGE_MODULES } from '../app/invitation-page-modules';
import { PageProvider } from '../app/page-provider';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { PlaceholderSidebarFolded } from '../components/layout/signed-in-placeholder';
import { PageMetaCollector, type PageMeta } from '../components/seo/use-page-meta';
import { getSystem } from '../theme/system';

export interface RenderedPage {
  html: string;
  styles: string;
  meta: PageMeta | undefined;
}

/** The tree main.tsx hydrates: the page inside the app's router. */
const routedPage = async (path: string) => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}); it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
};

/** The pages whose entry hydrates them without the router: the invitation pages' and the login's. */
const OWN_ENTRY_PAGES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  ...INVITATION_PAGE_MODULES,
  '/': async () => (await import('../features/auth/routes/login-page')).LoginPage,
};

/**
 * `sidebarFolded`: a placeholder page drawn with the desktop sidebar folded to its rail (the file the
 * server picks for a person who left it folded: railPlaceholderFile in shared/src/site-pages.ts).
 */
export const renderPage = async (path: string, { sidebarFolded = false } = {}): Promise<RenderedPage> => {
  // Rendered as their entries hydrate them, without the router.
  const loadOwnEntryPage = OWN_ENTRY_PAGES[path];
  const Page = loadOwnEntryPage ? await loadOwnEntryPage() : undefined;
  const page = Page ? <Page /> : await routedPage(path);
  // The browser's default Emotion cache uses the key "css" and adopts style tags of that key.
  const cache = createCache({ key: 'css' });
  // Collect styles in the cache instead of writing a style tag beside each element.
  cache.compat = true;
  const collector: { meta?: PageMeta } = {};
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageMetaCollector.Provider value={collector}>
          <PlaceholderSidebarFolded.Provider value={sidebarFolded}>
            {Page ? <PageProvider system={getSystem()}>{page}</PageProvider> : <AppProvider>{page}</AppProvider>}
          </PlaceholderSidebarFolded.Provider>
        </PageMetaCollector.Provider>
      </CacheProvider>
    </StrictMode>,
  );
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, meta: collector.meta };
};
