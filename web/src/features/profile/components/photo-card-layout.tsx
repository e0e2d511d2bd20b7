import type { ReactNode } from 'react';
import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { PHOTO_FORMATS_LABEL } from '@safe-haven/shared/team';

/**
 * The card's layout, its title and the formats line: the same for everyone, so Edit Profile's
 * placeholder draws it too (edit-profile-placeholder.tsx), with grey places for the photo and the
 * buttons, and the card is as tall in the HTML as on the page at every width.
 */
export const PhotoCardLayout = ({ avatar, children }: { avatar: ReactNode; children: ReactNode }) => (
  <Card.Root as="section" aria-label="Profile photo">
    <Card.Body>
      <HStack gap="5" align="center" wrap="wrap">
        {avatar}
        <Stack gap="2">
          <Text fontWeight="semibold">Profile Photo</Text>
          <Text fontSize="sm" color="fg.muted">{PHOTO_FORMATS_LABEL}, at most 5 MB.</Text>
          <HStack gap="2" wrap="wrap">{children}</HStack>
        </Stack>
      </HStack>
    </Card.Body>
  </Card.Root>
);
