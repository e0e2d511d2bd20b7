/** /dashboard: the welcome, the invitation statistics, the three invite cards and the getting-started tips. */
import { useEffect } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/paths';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { DASHBOARD_HOME_INTRO } from '@safe-haven/shared/messages';
import { isAudience, type Audience } from '@safe-haven/shared/audiences';
import { INVITE_QUERY_PARAM } from '@safe-haven/shared/navigation';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { GettingStartedCard } from '../components/getting-started-card';
import { InvitationFormDialog, InvitationSentDialog, usePrefetchInvitationForm } from '../components/lazy-invitation-form-dialog';
import { InviteCards } from '../components/invite-cards';
import { InviteStatsCards } from '../components/invite-stats';
import { TeamDirectory } from '../components/team-directory';
import { useInviteFlow } from '../hooks/use-invite-flow';

export const DASHBOARD_LOADING_TEXT = 'Loading dashboard...';

/** The route's waiting screen (web/src/app/router.tsx): what /dashboard's HTML is served with. */
export { DashboardHomePlaceholder } from '../components/dashboard-home-placeholder';

export const DashboardHomePage = () => {
  usePageMeta({
    title: 'Dashboard | Safe Haven',
    description: 'Invite potential members, land owner partners and investors, and follow your invitation statistics.',
  });
  const profile = useMyProfile();
  const flow = useInviteFlow();
  const returnFocus = useReturnFocus();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(INVITE_QUERY_PARAM);
  const openForm = flow.open;
  usePrefetchInvitationForm();

  // Other pages link to /dashboard?invite=<audience> to open that form directly; the parameter is
  // dropped at once so a reload or Back does not open it again.
  useEffect(() => {
    if (!requested) return;
    if (isAudience(requested)) openForm(requested);
    setSearchParams((current) => {
      current.delete(INVITE_QUERY_PARAM);
      return current;
    }, { replace: true });
  }, [requested, openForm, setSearchParams]);

  const invite = (audience: Audience, opener: HTMLElement) => {
    returnFocus.remember(opener);
    flow.open(audience);
  };

  if (profile.isPending || !profile.data) return <FullPageLoading label={DASHBOARD_LOADING_TEXT} />;
  const { id, firstName, role } = profile.data;

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" color="brand.fg">
          Welcome, {firstName.trim() || 'there'}
        </Heading>
        <Text mt="2" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {DASHBOARD_HOME_INTRO}
        </Text>
        {profile.data.twoFactor === 'grace' && (
          <Box role="status" mt="4" bg="orange.50" borderWidth="1px" borderColor="orange.200" color="orange.900" rounded="md" px="4" py="3">
            <Text fontWeight="semibold">{PROFILE_MESSAGES.twoFactorGraceTitle}</Text>
            <Text fontSize="sm" mt="1">{PROFILE_MESSAGES.twoFactorGrace}</Text>
            <Button asChild mt="3" size="sm" colorPalette="brand">
              <RouterLink to={TWO_FACTOR_SETUP_PATH}>Set Up Two-Factor Sign-In</RouterLink>
            </Button>
          </Box>
        )}
      </Box>
      <InviteStatsCards profileId={id} role={role} />
      <InviteCards onInvite={invite} />
      <GettingStartedCard />
      <TeamDirectory />
      {flow.form && (
        <InvitationFormDialog
          key={flow.form.attempt} type={flow.form.type} open onCancel={flow.cancel} onSent={flow.sent}
          finalFocusEl={returnFocus.finalFocusEl}
        />
      )}
      <InvitationSentDialog
        invitation={flow.sentInvitation} onFinish={flow.finish} onSendAnother={flow.sendAnother} onClosed={flow.confirmationClosed}
        finalFocusEl={returnFocus.finalFocusEl}
      />
    </Stack>
  );
};
