/** The frame of every invitation page: preview bar, brand header, the page, a quiet footer. */
import type { ReactNode } from 'react';
import { Box, Container, HStack, Text } from '@chakra-ui/react';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { Logo } from '../../../components/brand/logo';
import { PreviewBanner } from './preview-banner';

export const InvitationShell = ({ preview, children }: { preview: boolean; children: ReactNode }) => (
  <Box minH="100dvh" display="flex" flexDirection="column" bg="sand">
    {preview && <PreviewBanner />}
    <Box as="header" bg="brand.900">
      <Container maxW="5xl" px={{ base: 5, md: 8 }} py="4">
        <HStack justify="space-between" gap="4">
          <Logo size={32} inverted />
          <Text fontSize="xs" letterSpacing="0.14em" textTransform="uppercase" color="brass.300" textAlign="end">By invitation only</Text>
        </HStack>
      </Container>
    </Box>
    <Box as="main" flex="1">{children}</Box>
    <Box as="footer" bg="brand.900" color="whiteAlpha.800" py="8">
      <Container maxW="5xl" px={{ base: 5, md: 8 }}>
        {/* The prerendered year may be last year's; the browser's is the one kept. */}
        <Text fontSize="sm" suppressHydrationWarning>
          &copy; {new Date().getFullYear()} {BRAND_NAME}. This invitation is private and intended only for its recipient.
        </Text>
      </Container>
    </Box>
  </Box>
);
