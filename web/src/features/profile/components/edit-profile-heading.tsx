import type { ReactNode } from 'react';
import { HStack } from '@chakra-ui/react';
import { PageHeader } from '../../../components/layout/page-header';
import { EDIT_PROFILE_HEADER } from '../utils/edit-profile-header';

/**
 * Edit Profile's heading with Sign Out beside it (below it on a phone, where the row wraps): one
 * component for the page and its placeholder, so the cards under it start at the same place in both.
 */
export const EditProfileHeading = ({ signOut }: { signOut: ReactNode }) => (
  <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
    <PageHeader {...EDIT_PROFILE_HEADER} />
    {signOut}
  </HStack>
);
