import { Box, Button, Card, Circle, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { AUDIENCES, type Audience } from '@safe-haven/shared/audiences';
import { MapPinIcon, SendIcon, TrendingUpIcon, UsersIcon, type IconProps } from '../../../components/ui/icons';
import { INVITE_AUDIENCE_COPY } from '../utils/invite-audiences';

const AUDIENCE_ICONS: Record<Audience, (props: IconProps) => React.JSX.Element> = {
  member: UsersIcon,
  land_owner: MapPinIcon,
  investor: TrendingUpIcon,
};

/** The three invite cards; 'Invite Now' opens the invitation form of the card's type and is where focus returns. */
export const InviteCards = ({ onInvite }: { onInvite: (audience: Audience, opener: HTMLElement) => void }) => (
  <Box as="section" aria-labelledby="invite-cards-heading">
    <Heading id="invite-cards-heading" as="h2" size="lg" fontFamily="heading" mb="4">Send an Invitation</Heading>
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {AUDIENCES.map((audience) => {
        const copy = INVITE_AUDIENCE_COPY[audience];
        const Icon = AUDIENCE_ICONS[audience];
        const headingId = `invite-card-${audience}`;
        return (
          <Card.Root key={audience} variant="elevated" aria-labelledby={headingId} as="article">
            <Card.Body gap="3">
              <Circle size="10" bg="brand.subtle" color="brand.fg" fontSize="lg">
                <Icon />
              </Circle>
              <Heading id={headingId} as="h3" size="md">{copy.cardTitle}</Heading>
              <Text color="fg.muted" fontSize="sm">{copy.cardDescription}</Text>
            </Card.Body>
            <Card.Footer>
              <Button
                colorPalette="brand" w="full" size={{ base: 'lg', md: 'md' }} aria-describedby={headingId}
                onClick={(event) => onInvite(audience, event.currentTarget)}
              >
                <SendIcon />
                Invite Now
              </Button>
            </Card.Footer>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  </Box>
);
