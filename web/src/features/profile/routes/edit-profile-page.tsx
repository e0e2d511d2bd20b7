/** /dashboard/admin/edit-profile (all staff): photo, personal and professional information, security, Sign Out. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { useSignOut } from '../../../hooks/use-sign-out';
import { EditProfileHeading } from '../components/edit-profile-heading';
import { PhotoCard } from '../components/photo-card';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorCard } from '../components/two-factor-card';

/** The route's waiting screen (web/src/app/router.tsx): what this page's HTML is served with. */
export { EditProfilePlaceholder } from '../components/edit-profile-placeholder';

export const EditProfilePage = () => {
  usePageMeta({ title: 'Edit Profile | Safe Haven', description: 'Your photo, details and sign-in security.' });
  const profile = useMyProfile();
  const signOut = useSignOut();
  if (profile.isPending) return <FullPageLoading label="Loading profile..." />;
  if (!profile.data) return <Text role="alert" color="fg.error">{PROFILE_MESSAGES.errorLoading}</Text>;
  return (
    <Stack gap="6" maxW="3xl">
      <EditProfileHeading signOut={<Button variant="outline" size="sm" onClick={() => void signOut()}>Sign Out</Button>} />
      <PhotoCard profile={profile.data} />
      <ProfileForm key={profile.data.id} profile={profile.data} />
      <TwoFactorCard profile={profile.data} />
    </Stack>
  );
};
