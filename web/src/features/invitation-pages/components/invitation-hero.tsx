/** The first screen: the page's one h1, who it is for and who sent it, and the way to answer. */
import type { ReactNode } from 'react';
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { PublicInvitation } from '@safe-haven/shared/api-types';
import type { HeroContent } from '@safe-haven/shared/content/types';

/** A ridge line drawn in CSS-free SVG: depth without an image request. */
const Ridge = ({ color }: { color: string }) => (
  <Box as="span" position="absolute" insetX="0" bottom="-1px" h={{ base: '16', md: '24' }} color={color} aria-hidden="true" pointerEvents="none">
    <svg width="100%" height="100%" viewBox="0 0 1200 120" preserveAspectRatio="none" focusable="false">
      <path d="M0 120V78l130-46 110 38 150-64 170 72 120-40 160 52 140-58 220 62v26z" fill="currentColor" opacity="0.18" />
      <path d="M0 120V96l180-38 140 30 190-44 160 46 170-34 180 42 180-28v70z" fill="currentColor" />
    </svg>
  </Box>
);

export const InvitationHero = ({ content, invitation, answerTarget, learnMoreTarget, ridgeColor = 'white', children }: {
  content: HeroContent;
  invitation: PublicInvitation | undefined;
  /** Anchor of the answer section. */
  answerTarget: string;
  learnMoreTarget: string;
  /** The background of the section below, so the ridge reads as its horizon. */
  ridgeColor?: string;
  /** Extra content under the lead, e.g. the raise's headline figures. */
  children?: ReactNode;
}) => (
  <Box as="section" aria-labelledby="invitation-title" position="relative" overflow="hidden" bgGradient="to-b" gradientFrom="brand.900" gradientTo="brand.700" color="white">
    <Container maxW="5xl" px={{ base: 5, md: 8 }} pt={{ base: 10, md: 20 }} pb={{ base: 24, md: 36 }} position="relative">
      <Stack gap={{ base: 5, md: 6 }} maxW="3xl">
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brass.300">
          {content.eyebrow}
        </Text>
        <Heading as="h1" id="invitation-title" fontFamily="heading" fontWeight="normal" lineHeight="1.12" fontSize={{ base: '4xl', md: '6xl' }}>
          {content.title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">{content.lead}</Text>
        {invitation && (
          <Text fontSize="sm" color="whiteAlpha.800">
            Prepared for <Text as="span" color="white" fontWeight="semibold">{invitation.recipient_name}</Text>
            {' · '}Invited by <Text as="span" color="white" fontWeight="semibold">{invitation.inviter_name}</Text>
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          <Button asChild size="lg" bg="brass.300" color="brand.900" _hover={{ bg: 'brass.200' }} fontWeight="semibold">
            <a href={`#${answerTarget}`}>Respond to your invitation</a>
          </Button>
          <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.200' }}>
            <a href={`#${learnMoreTarget}`}>Learn more</a>
          </Button>
        </Stack>
        {children}
      </Stack>
    </Container>
    <Ridge color={ridgeColor} />
  </Box>
);
