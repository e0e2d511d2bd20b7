/**
 * The sidebar's contents, shared by the desktop rail and the mobile drawer: the role's groups from
 * shared/navigation, each entry a link or an action, with unread badges where the data says so.
 */
import { Box, Flex, Stack, Text, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import {
  isNavLinkActive, navigationForRole, type NavAction, type NavGroup, type NavItem, type UnreadBadgeKey,
} from '@safe-haven/shared/navigation';
import type { StaffRole } from '@safe-haven/shared/roles';
import { Tooltip, type TooltipProps } from '../../../components/ui/tooltip';
import { UnreadBadge } from '../../../components/ui/unread-badge';
import { OverdueBadge, overdueCountLabel } from '../../../components/ui/overdue-badge';
import { formatUnreadCount, unreadCountLabel } from '../../../components/ui/format-unread-count';
import { NavIcon } from './nav-icon';

/** Unread status changes per badge slot (from useUnreadCounts). 0 or undefined shows nothing. */
export type UnreadCounts = Partial<Record<UnreadBadgeKey, number>>;

export interface SidebarNavProps {
  role: StaffRole;
  /** Desktop rail at 3rem: icons only, labels in tooltips. */
  collapsed?: boolean;
  unreadCounts?: UnreadCounts;
  /** Overdue leads for the entry with a follow-up badge (useFollowUpCounts). */
  overdueCount?: number;
  /** `trigger` is the entry that was activated, so a dialog it opens can give focus back to it. */
  onAction: (action: NavAction, trigger: HTMLElement) => void;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

const itemStyles = (collapsed: boolean): HTMLChakraProps<'a'> => ({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  // The drawer (phones) gets 44 px tap targets; the desktop rail keeps compact rows, so an admin's
  // 17 entries fit a 1440 x 900 laptop's screen without scrolling (dashboard-shell's browser test).
  minH: { base: '11', md: '34px' },
  px: collapsed ? '0' : '3',
  justifyContent: collapsed ? 'center' : 'flex-start',
  position: 'relative',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'whiteAlpha.900',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _hover: { bg: 'whiteAlpha.200', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brass.300', outlineOffset: '1px' },
  _currentPage: {
    bg: 'whiteAlpha.200',
    color: 'white',
    fontWeight: 'semibold',
    boxShadow: 'inset 3px 0 0 var(--sh-colors-brass-400)',
  },
});

const ItemLink = chakra(Link);

/** Shows the entry's label beside the icon when the rail is collapsed. */
const CollapsedTooltip = ({ label, collapsed, children }: { label: string; collapsed: boolean; children: TooltipProps['children'] }) => (
  <Tooltip content={label} disabled={!collapsed} placement="right" openDelay={150} closeDelay={0}>
    {children}
  </Tooltip>
);

const ItemContent = ({ item, collapsed, count, overdue }: { item: NavItem; collapsed: boolean; count: number | undefined; overdue?: number }) => (
  <>
    <Box as="span" flexShrink={0} fontSize="md" display="inline-flex">
      <NavIcon name={item.icon} />
    </Box>
    {collapsed ? (
      <>
        <chakra.span srOnly>{item.label}</chakra.span>
        {/* No room for a number at 3rem: a dot, the count in the tooltip and for screen readers. */}
        {formatUnreadCount(count) !== null && (
          <>
            <Box position="absolute" top="1.5" right="1.5" boxSize="2" borderRadius="full" bg="red.500" aria-hidden="true" />
            <chakra.span srOnly>{unreadCountLabel(count)}</chakra.span>
          </>
        )}
        {formatUnreadCount(overdue) !== null && <chakra.span srOnly>{overdueCountLabel(overdue)}</chakra.span>}
      </>
    ) : (
      <>
        {/* Wraps rather than truncates: beside a badge, 'Manage Invitations' is wider than the rail's 16rem allows. */}
        <Text as="span" flex="1" minW="0" lineClamp="2" lineHeight="short" py="1">{item.label}</Text>
        <UnreadBadge count={count} />
        <OverdueBadge count={overdue} />
      </>
    )}
  </>
);

const SidebarItem = ({ item, collapsed, unreadCounts, overdueCount, onAction, onNavigate }: Omit<SidebarNavProps, 'role'> & { item: NavItem; collapsed: boolean }) => {
  const location = useLocation();
  if (item.kind === 'link') {
    const active = isNavLinkActive(item, location.pathname, location.search);
    const count = item.unreadBadge ? unreadCounts?.[item.unreadBadge] : undefined;
    const overdue = item.followUpBadge ? overdueCount : undefined;
    const badges = [unreadCountLabel(count), overdueCountLabel(overdue)].filter(Boolean).join(', ');
    return (
      <CollapsedTooltip label={badges ? `${item.label} (${badges})` : item.label} collapsed={collapsed}>
        <ItemLink to={item.path} aria-current={active ? 'page' : undefined} onClick={onNavigate} {...itemStyles(collapsed)}>
          <ItemContent item={item} collapsed={collapsed} count={count} overdue={overdue} />
        </ItemLink>
      </CollapsedTooltip>
    );
  }
  return (
    <CollapsedTooltip label={item.label} collapsed={collapsed}>
      <chakra.button type="button" onClick={(event) => onAction(item.action, event.currentTarget)} {...(itemStyles(collapsed) as HTMLChakraProps<'button'>)}>
        <ItemContent item={item} collapsed={collapsed} count={undefined} />
      </chakra.button>
    </CollapsedTooltip>
  );
};

const SidebarGroup = ({ group, collapsed, ...rest }: Omit<SidebarNavProps, 'role'> & { group: NavGroup; collapsed: boolean }) => {
  const labelId = `sidebar-group-${group.id}`;
  return (
    <Box as="section" aria-labelledby={labelId}>
      <Text
        id={labelId} px={collapsed ? '0' : '3'} mb="1" fontSize="xs" fontWeight="semibold" letterSpacing="wider"
        textTransform="uppercase" color="brass.200" srOnly={collapsed}
      >
        {group.label}
      </Text>
      {collapsed && <Box h="1px" bg="whiteAlpha.300" mx="1" mb="2" aria-hidden="true" />}
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {group.items.map((item) => (
          <Box as="li" key={item.id}>
            <SidebarItem item={item} collapsed={collapsed} {...rest} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
};

export const SIGN_OUT_GROUP_ID = 'sign-out';

/** Every group but Sign Out, which the sidebar pins to its foot. */
export const SidebarNav = ({ role, collapsed = false, ...rest }: SidebarNavProps) => (
  <Stack as="nav" aria-label="Dashboard" gap={collapsed ? '2' : '4'}>
    {navigationForRole(role)
      .filter((group) => group.id !== SIGN_OUT_GROUP_ID)
      .map((group) => (
        <SidebarGroup key={group.id} group={group} collapsed={collapsed} {...rest} />
      ))}
  </Stack>
);

/** The Sign Out group: its single entry, without a heading that would only repeat it. */
export const SidebarFooter = ({ role, collapsed = false, ...rest }: SidebarNavProps) => {
  const group = navigationForRole(role).find((candidate) => candidate.id === SIGN_OUT_GROUP_ID);
  if (!group) return null;
  return (
    <Flex direction="column" gap="0.5">
      {group.items.map((item) => (
        <SidebarItem key={item.id} item={item} collapsed={collapsed} {...rest} />
      ))}
    </Flex>
  );
};
