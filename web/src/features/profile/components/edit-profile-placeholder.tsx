/**
 * Edit Profile before anyone is known (components/layout/signed-in-placeholder.tsx): its heading and
 * the line under it, Sign Out's place, the photo card with grey places for the photo and its button,
 * and the place of the details form. Drawn with the page's own heading row and card layout, so
 * nothing above the form moves when the page takes over, on a phone as on a desktop.
 */
import { Button, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';
import { SignedInPlaceholder } from '../../../components/layout/signed-in-placeholder';
import { EditProfileHeading } from './edit-profile-heading';
import { PhotoCardLayout } from './photo-card-layout';

/**
 * A button's grey place, exactly its size: the skeleton wraps the button and hides it (out of reach
 * and unread). On a touch screen the layout makes every button 44 px tall (touch-targets.tsx), and
 * so its place.
 */
const ButtonPlace = ({ label, variant }: { label: string; variant?: 'outline' }) => (
  <Skeleton rounded="l2" css={{ '@media (pointer: coarse)': { minHeight: '44px' } }}>
    <Button size="sm" variant={variant}>{label}</Button>
  </Skeleton>
);

export const EditProfilePlaceholder = () => (
  <SignedInPlaceholder>
    <Stack gap="6" maxW="3xl">
      <EditProfileHeading signOut={<ButtonPlace label="Sign Out" variant="outline" />} />
      {/* The avatar's 2xl size: 16 (64 px). */}
      <PhotoCardLayout avatar={<SkeletonCircle size="16" />}>
        <ButtonPlace label="Upload Photo" />
      </PhotoCardLayout>
      <Skeleton h="96" rounded="l3" />
    </Stack>
  </SignedInPlaceholder>
);
