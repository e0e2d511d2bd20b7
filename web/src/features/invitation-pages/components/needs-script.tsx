/**
 * Text that is true only while the page's JavaScript runs, such as "Validating invitation...". The
 * prerendered HTML is also read without JavaScript, where that check never finishes: there <noscript>
 * hides the text and says how to answer instead. With JavaScript React never renders <noscript>'s
 * children, so hydration has nothing to compare.
 */
import type { ReactNode } from 'react';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';

export const NeedsScript = ({ children }: { children: ReactNode }) => (
  <>
    <span data-needs-script="">{children}</span>
    <noscript>
      <style>{'[data-needs-script]{display:none}'}</style>
      {INVITEE_MESSAGES.javaScriptOff}
    </noscript>
  </>
);
