/**
 * Edit Profile before anyone is known (components/layout/signed-in-placeholder.tsx): its heading,
 * the line under it, and the places of the photo, details and security cards.
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../components/layout/page-header';
import { SignedInPlaceholder } from '../../../components/layout/signed-in-placeholder';
import { EDIT_PROFILE_HEADER } from '../utils/edit-profile-header';

export const EditProfilePlaceholder = () => (
  <SignedInPlaceholder>
    <Stack gap="6" maxW="3xl">
      <PageHeader {...EDIT_PROFILE_HEADER} />
      <Skeleton h="32" rounded="l3" />
      <Skeleton h="96" rounded="l3" />
    </Stack>
  </SignedInPlaceholder>
);
