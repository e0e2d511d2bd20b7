/**
 * The staff dashboard shell: the role's sidebar (a collapsible rail on desktop, a drawer on phones),
 * the header with the role's title, the help dialog, and the page in <Outlet />.
 */
import { lazy, useRef, useState } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { TouchTargets } from '../../../components/layout/touch-targets';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import type { NavAction } from '@safe-haven/shared/navigation';
import { isStaffRole } from '@safe-haven/shared/roles';
import { BadgeCelebration } from '../../../components/badges/badge-celebration';
import { BusyNotice } from '../../../components/feedback/busy-notice';
import { AccessDenied } from '../../../components/layout/access-denied';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { openedOnDemand } from '../../../components/ui/on-demand-dialog';
import { SkipToContentLink } from '../../../components/layout/skip-to-content-link';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { useSignOut } from '../../../hooks/use-sign-out';
import { useUnreadCounts } from '../../../hooks/use-unread-counts';
import { useFollowUpCounts } from '../../../hooks/use-follow-up-counts';
import { useLiveUpdates } from '../../../hooks/use-live-updates';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { menuUnreadCount } from '../utils/menu-unread';
import { DashboardHeader } from './dashboard-header';
import { DesktopSidebar } from './desktop-sidebar';
import type { UnreadCounts } from './sidebar-nav';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The help guide loads on demand (fetched when the browser is first idle): its dialog and the menu
 * of invitation previews bring the menu and positioning machinery, which no page needs to show.
 */
const loadHelpDialog = () => import('./help-dialog');
const HelpDialog = openedOnDemand(
  lazy(() => loadHelpDialog().then((module) => ({ default: module.HelpDialog }))),
  (props) => props.open,
  (props) => ({ ...props, open: false }),
);

/** The phone's drawer likewise: the desktop never needs it, a phone first when the menu button is tapped. */
const loadMobileDrawer = () => import('./mobile-sidebar-drawer');
const MobileSidebarDrawer = openedOnDemand(
  lazy(() => loadMobileDrawer().then((module) => ({ default: module.MobileSidebarDrawer }))),
  (props) => props.open,
  (props) => ({ ...props, open: false }),
);

export const DashboardLayout = () => {
  const profile = useMyProfile();
  const signedIn = !!profile.data && isStaffRole(profile.data.role);
  // Unread status changes for Manage Invitations and My Lead Generators (99+, hidden at 0, 0 when never read).
  const unread = useUnreadCounts(signedIn);
  const { counts } = unread;
  const unreadCounts: UnreadCounts = { manageInvitations: counts.manageInvitations, myLeadgens: counts.myLeadgens };
  const followUp = useFollowUpCounts(signedIn);
  // One live connection per signed-in tab: opened once the person is known, closed on sign-out.
  useLiveUpdates(signedIn);
  const sidebar = useSidebarState();
  const signOut = useSignOut();
  const [helpOpen, setHelpOpen] = useState(false);
  const sidebarToggle = useRef<HTMLButtonElement>(null);
  const helpFocus = useReturnFocus(() => sidebarToggle.current);
  usePrefetchWhenIdle(loadHelpDialog);
  usePrefetchWhenIdle(loadMobileDrawer, sidebar.isMobile);

  if (profile.isPending) return <FullPageLoading label={AUTH_MESSAGES.checkingPermissions} />;
  if (!profile.data || !isStaffRole(profile.data.role)) return <AccessDenied />;
  const { role } = profile.data;

  const onAction = (action: NavAction, trigger: HTMLElement) => {
    if (action === 'open-help') {
      // On phones the entry sits in the drawer, which closes as help opens: focus goes back to the menu button.
      helpFocus.remember(sidebar.isMobile ? sidebarToggle.current : trigger);
      setHelpOpen(true);
    } else void signOut();
  };
  const navProps = { role, unreadCounts, overdueCount: followUp.counts.overdue, onAction };

  return (
    <Flex minH="100dvh" bg="sand">
      {/* A new screen opens at its top; keyed by path, so changing a list's filters (the query string) keeps the place. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
      <TouchTargets />
      <SkipToContentLink targetId={MAIN_CONTENT_ID} />
      {sidebar.isMobile ? (
        <MobileSidebarDrawer open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile} {...navProps} />
      ) : (
        <DesktopSidebar open={sidebar.open} {...navProps} />
      )}
      <Flex direction="column" flex="1" minW="0">
        <DashboardHeader
          profile={profile.data} isMobile={sidebar.isMobile}
          expanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open} onToggleSidebar={sidebar.toggle}
          toggleRef={sidebarToggle} menuUnread={menuUnreadCount(role, unreadCounts)}
        />
        <Box
          as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" w="full" maxW="7xl" mx="auto"
          px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} _focus={{ outline: 'none' }}
        >
          <BusyNotice poll={unread} />
          <Outlet />
        </Box>
      </Flex>
      <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} finalFocusEl={helpFocus.finalFocusEl} />
      <BadgeCelebration enabled={signedIn} />
    </Flex>
  );
};
