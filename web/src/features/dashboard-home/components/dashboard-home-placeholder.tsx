/**
 * The dashboard home before anyone is known: the layout's frame (the sidebar on a desktop, the header
 * bar), the home's greeting and the words under it, which are the same for everyone, and the
 * statistics' places. The web build writes it into /dashboard's HTML (shared/src/site-pages.ts,
 * PLACEHOLDER_PAGES), so a returning member of staff sees the page's frame as the HTML arrives rather
 * than a blank screen until the scripts, the session and the profile have all come in. The route
 * names it as its waiting screen (web/src/app/router.tsx), which the session guard shows while it
 * waits, so the app's first render changes nothing on screen.
 */
import { Box, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH } from '@safe-haven/shared/constants';
import { AUTH_MESSAGES, DASHBOARD_HOME_INTRO } from '@safe-haven/shared/messages';
import { PLACEHOLDER_ATTRIBUTE } from '@safe-haven/shared/site-pages';

const DESKTOP = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

export const DashboardHomePlaceholder = () => (
  <Flex minH="100dvh" bg="sand" {...{ [PLACEHOLDER_ATTRIBUTE]: '' }}>
    {/* Media queries rather than the app's breakpoint hook: the HTML is drawn before any script runs. */}
    <Box display="none" css={{ [DESKTOP]: { display: 'block' } }} w={SIDEBAR_WIDTH} flexShrink={0} h="100dvh" position="sticky" top="0" bg="brand.700" />
    <Flex direction="column" flex="1" minW="0">
      <Box h="14" bg="bg" borderBottomWidth="1px" borderColor="border" />
      <Box flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" color="brand.fg">Welcome</Heading>
            <Text mt="2" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>{DASHBOARD_HOME_INTRO}</Text>
          </Box>
          {/* Three statistics, as an admin's and a founder's home shows them (a lead generator's shows fewer). */}
          <SimpleGrid columns={3} gap={{ base: '2', sm: '4' }}>
            {[0, 1, 2].map((card) => <Skeleton key={card} h={{ base: '28', sm: '24' }} rounded="l3" />)}
          </SimpleGrid>
          <Box role="status" aria-live="polite" srOnly>{AUTH_MESSAGES.checkingAuthentication}</Box>
        </Stack>
      </Box>
    </Flex>
  </Flex>
);
