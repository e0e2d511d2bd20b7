import { useId, useState } from 'react';
import { Box, Card, Flex, Heading, Link as ChakraLink, List, Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { ChevronDownIcon, LightbulbIcon } from '../../../components/ui/icons';

const TIPS = [
  {
    title: 'Complete your profile',
    body: 'Add a photo and your professional details so the rest of the team knows who you are.',
    link: { label: 'Edit Profile', to: DASHBOARD_PATHS.editProfile },
  },
  {
    title: 'Track your invitations',
    body: 'Follow each invitation and its status, and see updates as soon as invitees answer.',
    link: { label: 'Manage Invitations', to: DASHBOARD_PATHS.manageInvitations },
  },
  {
    title: 'Use your dashboard',
    body: 'Send invitations from the cards above and watch your numbers grow here.',
    link: undefined,
  },
] as const;

/**
 * The collapsible 'Getting Started' tips, open at first. A button and a region of our own rather than
 * Chakra's Collapsible, whose state machine (zag's runtime) and measuring of the content's height
 * were the only such work on the dashboard's first screen: the height eases with a grid row going
 * from 0fr to 1fr, which needs no measuring.
 */
export const GettingStartedCard = () => {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <Card.Root variant="outline" bg="bg">
      <chakra.button
        type="button" w="full" textAlign="start" px="5" py="4" cursor="pointer" borderRadius="l3"
        aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((wasOpen) => !wasOpen)}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      >
        <Flex align="center" gap="3">
          <Box color="brass.500" fontSize="xl"><LightbulbIcon /></Box>
          <Heading as="h2" size="md" flex="1">Getting Started</Heading>
          <Box
            as="span" display="inline-flex" aria-hidden="true" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined}
            _motionReduce={{ transition: 'none' }}
          >
            <ChevronDownIcon />
          </Box>
        </Flex>
      </chakra.button>
      <Box
        id={contentId} display="grid" gridTemplateRows={open ? '1fr' : '0fr'} transition="grid-template-rows 0.25s ease"
        _motionReduce={{ transition: 'none' }} inert={!open}
      >
        {/* Hidden once closed (visibility changes at the end of the easing), so no one tabs or reads into it. */}
        <Box minH="0" overflow="hidden" visibility={open ? 'visible' : 'hidden'} transition="visibility 0.25s">
          <Card.Body pt="0">
            <List.Root as="ol" gap="3" ps="5">
              {TIPS.map((tip) => (
                <List.Item key={tip.title}>
                  <Text fontWeight="semibold">{tip.title}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {tip.body}{' '}
                    {tip.link && (
                      <ChakraLink asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                        <Link to={tip.link.to}>{tip.link.label}</Link>
                      </ChakraLink>
                    )}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Box>
      </Box>
    </Card.Root>
  );
};
