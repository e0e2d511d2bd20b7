import type { SystemContext } from '@chakra-ui/react';

/**
 * The system for hydrating a prerendered page: the same system, except that its global styles
 * (the reset, the global CSS and the token variables) are empty, because the page's HTML already
 * carries them in the style tag the prerender extracted (src/prerender/render-page.tsx). Emotion
 * leaves that tag in place; ChakraProvider then neither rebuilds nor re-serialises about 600 CSS
 * variables while the invitee waits. With vite-plugins/lazy-chakra-global-styles.ts they are never
 * built at all.
 *
 * Only for a page that leaves by a full page load (the invitation pages): the styles it keeps are
 * the prerender's, which hold for no other page.
 */
export const forPrerenderedPage = (system: SystemContext): SystemContext =>
  Object.create(system, { _global: { value: [] } }) as SystemContext;
