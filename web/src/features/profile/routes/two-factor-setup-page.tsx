/**
 * `/two-factor-setup`: an admin or founder without a second factor, past their one sign-in of grace
 * (or new), sets up an authenticator app here before anything else; the server refuses every other
 * call until it is on. Signing out is the only other way out.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { TWO_FACTOR_DUE_MESSAGE } from '@safe-haven/shared/two-factor';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { toaster } from '../../../components/ui/toaster';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { signOutEverywhere } from '../../../lib/auth';
import { MY_PROFILE_QUERY_KEY } from '../../../lib/query-keys';
import { OnboardingCard } from '../../../components/layout/onboarding-card';
import { useStartTwoFactorSetup } from '../api/profile';
import { refusalOf, SetupSteps } from '../components/two-factor-card';

export const TwoFactorSetupPage = () => {
  usePageMeta({ title: 'Set Up Two-Factor Sign-In | Safe Haven', description: 'Set up two-factor sign-in to continue.' });
  const profile = useMyProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string>();
  const [signingOut, setSigningOut] = useState(false);
  const start = useStartTwoFactorSetup();
  const busy = start.isPending || signingOut;

  if (profile.isPending) return <FullPageLoading label="Checking your account..." />;
  if (!profile.data) return <Navigate to="/" replace />;
  if (profile.data.twoFactor !== 'due' && profile.data.twoFactor !== 'grace') return <Navigate to="/dashboard" replace />;

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (started) => setSecret(started.sharedSecret),
      onError: (failure) => toaster.create({ type: 'error', title: refusalOf(failure).message }),
    });
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY });
    toaster.create({ type: 'success', title: PROFILE_MESSAGES.twoFactorOnTitle, description: PROFILE_MESSAGES.twoFactorOn });
    navigate(DASHBOARD_PATHS.home, { replace: true });
  };
  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutEverywhere();
      queryClient.clear();
      navigate('/', { replace: true });
    } catch {
      toaster.create({ type: 'error', title: PROFILE_MESSAGES.twoFactorFailed });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <OnboardingCard title="Set Up Two-Factor Sign-In" subtitle={TWO_FACTOR_DUE_MESSAGE} maxW="lg">
      {secret ? (
        <SetupSteps secret={secret} email={profile.data.email} onDone={() => void done()} onCancel={() => setSecret(undefined)} />
      ) : (
        <Stack gap="4">
          <Text>You will need an authenticator app on your phone (Google Authenticator, 1Password, Authy, ...). It takes a minute.</Text>
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="brand" onClick={begin} loading={start.isPending} loadingText="Preparing...">Start</Button>
            <Button variant="ghost" onClick={() => void signOut()} disabled={busy}>Sign Out</Button>
          </HStack>
        </Stack>
      )}
    </OnboardingCard>
  );
};
