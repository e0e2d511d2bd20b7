/**
 * A signed-in page before anyone is known: the dashboard layout's frame (the sidebar on a desktop,
 * the header bar, the page's column) around what the page shows the same for everyone, its heading
 * and the line under it, with the places of what will load. The web build writes such a placeholder
 * into the page's HTML (PLACEHOLDER_PAGES in shared/src/site-pages.ts), so a returning member of
 * staff sees the page's frame as the HTML arrives rather than a blank screen until the scripts, the
 * session and the profile have all come in. The page's route names it as its waiting screen
 * (lib/route-handle.ts), which the session guard shows while it waits, so the app's first render
 * changes nothing on screen.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from '@safe-haven/shared/constants';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { PLACEHOLDER_ATTRIBUTE, sidebarFolded } from '@safe-haven/shared/site-pages';

const DESKTOP = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Whether to draw the desktop sidebar folded to its rail: the web build renders each placeholder page
 * both ways (the server picks the file by the sidebar's cookie: railPlaceholderFile in
 * shared/src/site-pages.ts); in the browser, the cookie itself says.
 */
export const PlaceholderSidebarFolded = createContext<boolean | undefined>(undefined);

export const SignedInPlaceholder = ({ children }: { children: ReactNode }) => {
  const folded = useContext(PlaceholderSidebarFolded) ?? (typeof document !== 'undefined' && sidebarFolded(document.cookie));
  return (
    <Flex minH="100dvh" bg="sand" {...{ [PLACEHOLDER_ATTRIBUTE]: '' }}>
      {/* Media queries rather than the app's breakpoint hook: the HTML is drawn before any script runs. */}
      <Box
        display="none" css={{ [DESKTOP]: { display: 'block' } }} w={folded ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH}
        flexShrink={0} h="100dvh" position="sticky" top="0" bg="brand.700"
      />
      <Flex direction="column" flex="1" minW="0">
        <Box h="14" bg="bg" borderBottomWidth="1px" borderColor="border" />
        <Box flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          {children}
          <Box role="status" aria-live="polite" srOnly>{AUTH_MESSAGES.checkingAuthentication}</Box>
        </Box>
      </Flex>
    </Flex>
  );
};
