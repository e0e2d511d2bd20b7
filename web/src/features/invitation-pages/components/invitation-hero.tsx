/** The first screen: the page's one h1, who it is for and who sent it, and the way to answer. */
import type { ReactNode } from 'react';
import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { PublicInvitation } from '@safe-haven/shared/api-types';
import type { HeroContent } from '@safe-haven/shared/content/types';
import type { HeroPage } from '@safe-haven/shared/hero-photos';
import { validUntil } from '../utils/valid-until';
import { ContentIcon } from './content-icon';
import { HeroPhoto } from './hero-photo';
import { PersonalDetail } from './personal-detail';

/** The theme's green focus ring is about 2:1 on the hero's green; a light brass one is well over 3:1 (WCAG 2.4.11). */
const ON_DARK_FOCUS = { outlineColor: 'brass.200' } as const;

/** A ridge line drawn as inline SVG: depth without an image request. */
const Ridge = ({ color }: { color: string }) => (
  <Box as="span" position="absolute" insetX="0" bottom="-1px" h={{ base: '16', md: '24' }} color={color} aria-hidden="true" pointerEvents="none">
    <svg width="100%" height="100%" viewBox="0 0 1200 120" preserveAspectRatio="none" focusable="false">
      <path d="M0 120V78l130-46 110 38 150-64 170 72 120-40 160 52 140-58 220 62v26z" fill="currentColor" opacity="0.18" />
      <path d="M0 120V96l180-38 140 30 190-44 160 46 170-34 180 42 180-28v70z" fill="currentColor" />
    </svg>
  </Box>
);

/** The invitation itself, as a card: for whom, from whom, until when. Wide screens only. */
const InvitationCard = ({ invitation }: { invitation: PublicInvitation | undefined }) => (
  <Box
    display={{ base: 'none', lg: 'block' }} rounded="2xl" borderWidth="1px" borderColor="brass.300/40"
    bg="whiteAlpha.50" p="2" shadow="lg"
  >
    <Stack gap="5" rounded="xl" borderWidth="1px" borderColor="brass.300/25" px="8" py="9" textAlign="center" align="center">
      <Box display="grid" placeItems="center" boxSize="14" rounded="full" bg="brass.300" color="brand.900">
        <ContentIcon name="key" size={26} />
      </Box>
      <Text fontSize="xs" letterSpacing="0.14em" textTransform="uppercase" color="brass.300">Personal invitation</Text>
      <Stack gap="1" w="full">
        {/* Two lines are reserved for the name, one for each line after it. The clamp sits inside the
            centring box (a grid cannot clamp), and a name longer than the card breaks anywhere. */}
        <Box display="grid" placeItems="center" minH="2.4em" fontFamily="heading" fontSize="3xl" lineHeight="1.2">
          <Text lineClamp={2} overflowWrap="anywhere" maxW="full">
            {/* Once answered the server no longer sends the invitee's name (a forwarded link reveals nothing). */}
            {invitation?.answered ? 'Thank you' : <PersonalDetail value={invitation?.recipient_name} placeholderWidth="6em" strong={false} />}
          </Text>
        </Box>
        <Text color="whiteAlpha.800" truncate>Invited by <PersonalDetail value={invitation?.inviter_name} strong={false} /></Text>
      </Stack>
      <Box h="1px" w="16" bg="brass.300/50" />
      <Text fontSize="sm" color="whiteAlpha.800" truncate>
        Valid until <PersonalDetail value={invitation && validUntil(invitation.expires_at)} strong={false} />
      </Text>
    </Stack>
  </Box>
);

export const InvitationHero = ({ page, content, invitation, validating, answerTarget, learnMoreTarget, ridgeColor = 'white', children }: {
  /** Whose page: names its hero photo. */
  page: HeroPage;
  content: HeroContent;
  invitation: PublicInvitation | undefined;
  /** The link is being checked: the personal lines show placeholders of their final size. */
  validating: boolean;
  /** Anchor of the answer section. */
  answerTarget: string;
  learnMoreTarget: string;
  /** The background of the section below, so the ridge reads as its horizon. */
  ridgeColor?: string;
  /** Extra content under the introduction, e.g. the raise's headline figures. */
  children?: ReactNode;
}) => (
  <Box as="section" aria-labelledby="invitation-title" position="relative" overflow="hidden" bgColor="brand.800" bgGradient="to-b" gradientFrom="brand.900" gradientTo="brand.700" color="white">
    <HeroPhoto page={page} />
    <Container maxW="5xl" px={{ base: 5, md: 8 }} pt={{ base: 6, md: 10 }} pb={{ base: 24, md: 36 }} position="relative">
      {/* minmax(0, …): a long name truncates inside its column instead of widening it past a phone's edge. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="12" alignItems="center">
        <Stack gap={{ base: 5, md: 6 }}>
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brass.300">
            {content.eyebrow}
          </Text>
          <Heading as="h1" id="invitation-title" fontFamily="heading" fontWeight="normal" lineHeight="1.12" fontSize={{ base: '4xl', md: '6xl', lg: '5xl' }}>
            {content.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">{content.lead}</Text>
          {(invitation || validating) && (
            <Stack gap="0.5" fontSize="sm" color="whiteAlpha.800" display={{ lg: 'none' }}>
              <Text truncate>
                {invitation?.answered ? 'You have answered this invitation' : <>Prepared for <PersonalDetail value={invitation?.recipient_name} /></>}
              </Text>
              <Text truncate>Invited by <PersonalDetail value={invitation?.inviter_name} /></Text>
            </Stack>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
            <Button asChild size="lg" bg="brass.300" color="brand.900" _hover={{ bg: 'brass.200' }} fontWeight="semibold" _focusVisible={ON_DARK_FOCUS}>
              <a href={`#${answerTarget}`}>{invitation?.answered ? 'See your answer' : 'Respond to your invitation'}</a>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: 'whiteAlpha.200' }} _focusVisible={ON_DARK_FOCUS}>
              <a href={`#${learnMoreTarget}`}>Learn more</a>
            </Button>
          </Stack>
        </Stack>
        {(invitation || validating) && <InvitationCard invitation={invitation} />}
      </Grid>
      {children && <Box pt={{ base: 8, md: 12 }}>{children}</Box>}
    </Container>
    <Ridge color={ridgeColor} />
  </Box>
);
