import { Badge, Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import {
  LOI_BUTTON, MEMBERSHIP_OPTIONS_PAGE, tierPrice, type MembershipProperty, type MembershipTier,
} from '@safe-haven/shared/content/membership-tiers';
import { CheckCircleIcon } from '../../../components/ui/icons';

const BenefitList = ({ title, items }: { title: string; items: readonly string[] }) => (
  <Stack gap="2">
    <Heading as="h4" fontFamily="body" fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
      {title}
    </Heading>
    <List.Root gap="1.5" variant="plain">
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start" gap="2">
          <List.Indicator asChild color="brand.fg" mt="1">
            <CheckCircleIcon />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  </Stack>
);

/**
 * One membership tier: name, type, price under 'Initial Investment', description, the benefits every
 * membership shares and the tier's own. Letters of Intent are not open yet, so the button is marked
 * disabled for assistive technology, stays focusable, and the note under it says why it does nothing.
 */
export const TierCard = ({ tier, property, id }: { tier: MembershipTier; property: MembershipProperty; id: string }) => {
  const headingId = `${id}-name`;
  const noteId = `${id}-loi-note`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="elevated" h="full">
      <Card.Header gap="2">
        <Badge alignSelf="flex-start" colorPalette="brass" variant="subtle">{tier.type}</Badge>
        <Heading id={headingId} as="h3" size="xl" fontFamily="heading" color="brand.fg">{tier.name}</Heading>
        <Box>
          <Text fontSize="3xl" fontWeight="bold" fontFamily="heading" lineHeight="1.1">{tierPrice(tier)}</Text>
          <Text fontSize="sm" color="fg.muted">{MEMBERSHIP_OPTIONS_PAGE.priceLabel}</Text>
        </Box>
        <Text color="fg.muted">{tier.description}</Text>
      </Card.Header>
      <Card.Body gap="5">
        <BenefitList title={MEMBERSHIP_OPTIONS_PAGE.sharedBenefitsTitle} items={property.sharedBenefits} />
        <BenefitList title={MEMBERSHIP_OPTIONS_PAGE.specificBenefitsTitle} items={tier.specificBenefits} />
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        <Button
          variant="outline" colorPalette="brand" size={{ base: 'lg', md: 'md' }}
          aria-disabled="true" aria-describedby={noteId} cursor="not-allowed" opacity="0.75"
          onClick={(event) => event.preventDefault()}
        >
          {LOI_BUTTON.label}
        </Button>
        <Text id={noteId} fontSize="xs" color="fg.muted" textAlign="center">{LOI_BUTTON.note}</Text>
      </Card.Footer>
    </Card.Root>
  );
};
