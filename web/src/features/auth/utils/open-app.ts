/**
 * The login screen is an entry of its own (src/login-main.tsx, without React Router or TanStack
 * Query): the signed-in pages are the SPA's, reached by a full page load. The web build names the
 * SPA's entry and the dashboard home's chunks in the login page's head (`APP_CHUNKS_META`, see
 * web/build/build-site.ts); they are preloaded when the browser is idle once the form is up, so the
 * switch after signing in finds them in the HTTP cache.
 */
import { APP_CHUNKS_META } from '@safe-haven/shared/site-pages';

let preloaded = false;

export const preloadApp = async (): Promise<void> => {
  if (preloaded) return;
  preloaded = true;
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CHUNKS_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
};

/** Opens a page of the SPA in place of the login screen (the login is not kept in the history, as before). */
export const openApp = (path: string): void => {
  window.location.replace(path);
};
