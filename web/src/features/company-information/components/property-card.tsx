import { Box, Card, Circle, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { PropertyInReview } from '@safe-haven/shared/content/properties-in-review';
import { PROPERTY_PHOTO_SIZES } from '@safe-haven/shared/site-photos';
import { SITE_PHOTO_MESSAGES } from '@safe-haven/shared/site-photo-messages';
import { PhotoFrame } from '../../../components/media/photo-frame';
import { SitePhotoPicture } from '../../../components/media/site-photo-picture';
import { MapPinIcon } from '../../../components/ui/icons';

/** One property under review: its name, where it is, a line about it and each group of details. */
export const PropertyCard = ({ property }: { property: PropertyInReview }) => {
  const headingId = `property-${property.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="elevated" borderTopWidth="4px" borderTopColor="brass.400">
      <Card.Header gap="3">
        {property.photo ? (
          <SitePhotoPicture photo={property.photo} sizes={PROPERTY_PHOTO_SIZES.staff} />
        ) : (
          <PhotoFrame empty><Text srOnly>{SITE_PHOTO_MESSAGES.noPhotoShown}</Text></PhotoFrame>
        )}
        <HStack gap="3" align="flex-start">
          <Circle size="10" bg="brand.subtle" color="brand.fg" fontSize="lg" flexShrink={0}>
            <MapPinIcon />
          </Circle>
          <Box>
            <Heading id={headingId} as="h2" size="lg" fontFamily="heading" lineHeight="short">{property.name}</Heading>
            <Text fontSize="sm" color="brass.fg" fontWeight="semibold">{property.location}</Text>
          </Box>
        </HStack>
        <Text color="fg.muted">{property.summary}</Text>
      </Card.Header>
      <Card.Body gap="5">
        {property.groups.map((group) => (
          <Stack key={group.title} gap="2">
            <Heading as="h3" fontFamily="body" fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
              {group.title}
            </Heading>
            <List.Root gap="1.5" ps="5">
              {group.items.map((item) => (
                <List.Item key={item} _marker={{ color: 'brass.500' }}>{item}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
};
