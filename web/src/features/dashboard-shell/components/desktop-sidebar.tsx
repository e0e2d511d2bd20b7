import { Box, Flex } from '@chakra-ui/react';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from '@safe-haven/shared/constants';
import { SidebarBrand } from './sidebar-brand';
import { SidebarFooter, SidebarNav, type SidebarNavProps } from './sidebar-nav';

export const DESKTOP_SIDEBAR_ID = 'dashboard-sidebar';

/** The desktop rail: 16rem with labels, or 3rem of icons with tooltips; sticks while the page scrolls. */
export const DesktopSidebar = ({ open, ...navProps }: Omit<SidebarNavProps, 'collapsed'> & { open: boolean }) => {
  const collapsed = !open;
  return (
    <Box
      as="aside" id={DESKTOP_SIDEBAR_ID} data-state={open ? 'expanded' : 'collapsed'}
      w={open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED} flexShrink={0}
      position="sticky" top="0" h="100dvh" bg="brand.700" color="white"
      transition="width 0.2s ease" overflow="hidden"
    >
      <Flex direction="column" h="full">
        <Box px={collapsed ? '1' : '4'} pt="4" pb="3">
          <SidebarBrand role={navProps.role} collapsed={collapsed} />
        </Box>
        <Box flex="1" overflowY="auto" overflowX="hidden" px={collapsed ? '1.5' : '3'} py="2">
          <SidebarNav collapsed={collapsed} {...navProps} />
        </Box>
        <Box px={collapsed ? '1.5' : '3'} py="2" borderTopWidth="1px" borderColor="whiteAlpha.300">
          <SidebarFooter collapsed={collapsed} {...navProps} />
        </Box>
      </Flex>
    </Box>
  );
};
