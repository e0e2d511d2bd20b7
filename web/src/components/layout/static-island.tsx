/**
 * Content that never changes after it is rendered (the long marketing sections of a public page).
 * When the page was prerendered, the browser keeps the server's HTML for it and React skips it
 * during hydration: no component runs and no style is computed for it, which is most of the page's
 * hydration work on a phone. Mounted any other way (a client-side navigation, the dev server), it
 * renders its children as usual.
 */
import { useState, type ReactNode } from 'react';
import { isHydratingPrerenderedPage } from '../../lib/hydration';

/**
 * One object for every render: React compares this prop by identity, and a new object would make it
 * write the empty string into the element, wiping the server's HTML on the next re-render.
 */
const KEEP_SERVER_HTML = { __html: '' } as const;

export const StaticIsland = ({ children }: { children: ReactNode }) => {
  const [keepServerHtml] = useState(isHydratingPrerenderedPage);
  return keepServerHtml ? (
    // React leaves the inner HTML of an element with dangerouslySetInnerHTML alone when hydrating.
    <div data-static-island="" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  ) : (
    <div data-static-island="">{children}</div>
  );
};
