import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { MANAGE_INVITATIONS_INTRO } from '../utils/manage-invitations-intro';

/**
 * Manage Invitations' heading and the line under it, with the list's actions beside it (below it on
 * a phone, where the row wraps): one component for the page and its placeholder.
 */
export const ManageInvitationsHeading = ({ actions }: { actions: ReactNode }) => (
  // The views beside the list's actions: on a full-HD screen the header stays one row, so 20 compact
  // rows still fit under it.
  <Flex gap="3" justify="space-between" align="flex-end" wrap="wrap">
    <Box>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontFamily="heading" color="brand.fg">Manage Invitations</Heading>
      <Text mt="1" color="fg.muted">{MANAGE_INVITATIONS_INTRO}</Text>
    </Box>
    <Flex gap="3" align="center" wrap="wrap">{actions}</Flex>
  </Flex>
);
