import { Stack, Text } from '@chakra-ui/react';
import { SIDEBAR_HEADINGS, type StaffRole } from '@safe-haven/shared/roles';
import { Logo } from '../../../components/brand/logo';

/** Logo and the role's heading ('Admin Dashboard', ...); the mark alone when the rail is collapsed. */
export const SidebarBrand = ({ role, collapsed = false }: { role: StaffRole; collapsed?: boolean }) => (
  <Stack gap="1" align={collapsed ? 'center' : 'flex-start'}>
    <Logo size={collapsed ? 28 : 32} withName={!collapsed} inverted />
    <Text
      fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brass.300"
      srOnly={collapsed} ps="0.5"
    >
      {SIDEBAR_HEADINGS[role]}
    </Text>
  </Stack>
);
