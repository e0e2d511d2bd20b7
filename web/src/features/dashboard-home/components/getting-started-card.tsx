import { Box, Card, Collapsible, Flex, Heading, Link as ChakraLink, List, Text, chakra } from '@chakra-ui/react';
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

/** The collapsible 'Getting Started' tips, open at first. */
export const GettingStartedCard = () => (
  <Collapsible.Root defaultOpen>
    <Card.Root variant="outline" bg="bg">
      <Collapsible.Trigger asChild>
        <chakra.button
          type="button" w="full" textAlign="start" px="5" py="4" cursor="pointer" borderRadius="l3"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          <Flex align="center" gap="3">
            <Box color="brass.500" fontSize="xl"><LightbulbIcon /></Box>
            <Heading as="h2" size="md" flex="1">Getting Started</Heading>
            <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
              <ChevronDownIcon />
            </Collapsible.Indicator>
          </Flex>
        </chakra.button>
      </Collapsible.Trigger>
      <Collapsible.Content>
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
      </Collapsible.Content>
    </Card.Root>
  </Collapsible.Root>
);
