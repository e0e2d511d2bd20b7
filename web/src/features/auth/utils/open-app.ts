/**
 * The login screen is an entry of its own (src/login-main.tsx, without React Router or TanStack
 * Query): the signed-in pages are the SPA's, reached by a full page load. The web build names the
 * SPA's entry and the dashboard home's chunks in the login page's head (`APP_CHUNKS_META`, see
 * web/build/build-site.ts); they are prefetched once the person starts on the form, so the switch
 * after signing in finds them in the HTTP cache.
 */
import { APP_CHUNKS_META } from '@safe-haven/shared/site-pages';

let prefetched = false;

export const prefetchApp = async (): Promise<void> => {
  if (prefetched) return;
  prefetched = true;
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CHUNKS_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  for (const file of files) {
    const link = document.createElement('link');
    // Prefetch, not modulepreload: the chunks are for the next page, so they go to the HTTP cache
    // only, without being parsed here (a modulepreload compiles each module on this page's main
    // thread, blocking time on a phone). In CORS mode, as the next page's module scripts ask for them.
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.href = file;
    document.head.appendChild(link);
  }
};

/** Opens a page of the SPA in place of the login screen (the login is not kept in the history, as before). */
export const openApp = (path: string): void => {
  window.location.replace(path);
};
