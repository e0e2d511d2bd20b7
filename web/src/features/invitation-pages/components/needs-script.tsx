/**
 * Text that is true only while the page's JavaScript runs, such as "Validating invitation...". The
 * prerendered HTML is also read without JavaScript, where that check never finishes: there the text
 * is hidden and the reader is told how to answer instead.
 */
import type { ReactNode } from 'react';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { NoScriptStyle } from '../../../components/prerender/no-script-style';

export const NeedsScript = ({ children }: { children: ReactNode }) => (
  <>
    <span data-needs-script="">{children}</span>
    <NoScriptStyle css="[data-needs-script]{display:none}" />
    <noscript>{INVITEE_MESSAGES.javaScriptOff}</noscript>
  </>
);
