import { Badge, Box, Flex, HStack, Heading, IconButton, Kbd, Separator, Text } from '@chakra-ui/react';
import type { MyProfile } from '@safe-haven/shared/api-types';
import { FALLBACK_HEADER_TITLE, HEADER_TITLES, ROLE_LABELS, isStaffRole } from '@safe-haven/shared/roles';
import { MenuIcon, PanelLeftIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatUnreadCount } from '../../../components/ui/format-unread-count';
import { mobileMenuLabel } from '../utils/menu-unread';
import { sidebarShortcutLabel } from '../utils/sidebar-shortcut';
import { DESKTOP_SIDEBAR_ID } from './desktop-sidebar';
import { MOBILE_SIDEBAR_ID } from './mobile-sidebar-id';

export const headerTitle = (role: unknown): string => (isStaffRole(role) ? HEADER_TITLES[role] : FALLBACK_HEADER_TITLE);

interface DashboardHeaderProps {
  profile: MyProfile;
  isMobile: boolean;
  /** Desktop: the rail is expanded; mobile: the drawer is open. */
  expanded: boolean;
  onToggleSidebar: () => void;
  /** The sidebar toggle, where focus returns when a dialog opened from the closed drawer closes. */
  toggleRef?: React.Ref<HTMLButtonElement>;
  /**
   * Phones: unread updates behind the closed drawer (the sidebar's badges are out of sight there), shown
   * as a dot on the menu button and named in its label.
   */
  menuUnread?: number;
}

/** The bar above every dashboard page: the sidebar (or drawer) toggle, the role's title and who is signed in. */
export const DashboardHeader = ({ profile, isMobile, expanded, onToggleSidebar, toggleRef, menuUnread = 0 }: DashboardHeaderProps) => {
  const shortcut = sidebarShortcutLabel(typeof navigator === 'undefined' ? '' : navigator.platform);
  const label = isMobile ? mobileMenuLabel(menuUnread) : expanded ? 'Collapse sidebar' : 'Expand sidebar';
  const unreadText = isMobile ? formatUnreadCount(menuUnread) : null;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Flex
      as="header" position="sticky" top="0" zIndex="sticky" h="14" px={{ base: '3', md: '5' }} gap="3" align="center"
      bg="bg" borderBottomWidth="1px" borderColor="border"
    >
      {/* No tooltip on a phone: a tap shows it over the page's title, and a keyboard shortcut means nothing there. */}
      <Tooltip
        openDelay={300} placement="bottom-start" disabled={isMobile}
        content={(
          <HStack gap="2">
            <span>{isMobile ? (unreadText ? `Menu (${unreadText} unread)` : 'Menu') : 'Toggle sidebar'}</span>
            <Kbd size="sm">{shortcut}</Kbd>
          </HStack>
        )}
      >
        <IconButton
          ref={toggleRef} variant="ghost" size={isMobile ? 'lg' : 'sm'} aria-label={label} onClick={onToggleSidebar}
          position="relative"
          aria-controls={isMobile ? MOBILE_SIDEBAR_ID : DESKTOP_SIDEBAR_ID}
          aria-expanded={expanded}
          aria-keyshortcuts="Control+B Meta+B"
        >
          {isMobile ? <MenuIcon /> : <PanelLeftIcon />}
          {unreadText && (
            // Inside the 44 px button, so the tap target stays as it is; the label carries the count.
            <Box
              data-testid="menu-unread-dot" position="absolute" top="2" right="2" boxSize="2.5" borderRadius="full"
              bg="red.500" boxShadow="0 0 0 2px var(--sh-colors-bg)" aria-hidden="true"
            />
          )}
        </IconButton>
      </Tooltip>
      <Separator orientation="vertical" h="6" />
      <Heading as="p" size="md" fontFamily="heading" color="brand.fg" truncate flex="1">
        {headerTitle(profile.role)}
      </Heading>
      {name && (
        <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
          <Text fontSize="sm" color="fg.muted" truncate maxW="48">{name}</Text>
          {isStaffRole(profile.role) && <Badge colorPalette="brass" variant="subtle">{ROLE_LABELS[profile.role]}</Badge>}
        </HStack>
      )}
    </Flex>
  );
};
