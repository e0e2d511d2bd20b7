import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { SIDEBAR_WIDTH_MOBILE } from '@safe-haven/shared/constants';
import { SIDEBAR_HEADINGS } from '@safe-haven/shared/roles';
import { SidebarBrand } from './sidebar-brand';
import { SidebarFooter, SidebarNav, type SidebarNavProps } from './sidebar-nav';

import { MOBILE_SIDEBAR_ID } from './mobile-sidebar-id';

export { MOBILE_SIDEBAR_ID };

interface MobileSidebarDrawerProps extends Omit<SidebarNavProps, 'collapsed' | 'onNavigate'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Below 768px the sidebar is an 18rem off-canvas drawer; following a link or an action closes it. */
export const MobileSidebarDrawer = ({ open, onOpenChange, onAction, ...navProps }: MobileSidebarDrawerProps) => {
  const close = () => onOpenChange(false);
  const act: SidebarNavProps['onAction'] = (action, trigger) => {
    close();
    onAction(action, trigger);
  };
  return (
    <Drawer.Root
      open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start"
      ids={{ content: MOBILE_SIDEBAR_ID }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={SIDEBAR_WIDTH_MOBILE} w={SIDEBAR_WIDTH_MOBILE} bg="brand.700" color="white">
            <Drawer.Title srOnly>{SIDEBAR_HEADINGS[navProps.role]}</Drawer.Title>
            <Flex direction="column" h="full">
              <Box px="4" pt="4" pb="3">
                <SidebarBrand role={navProps.role} />
              </Box>
              <Box flex="1" overflowY="auto" px="3" py="2">
                <SidebarNav {...navProps} onAction={act} onNavigate={close} />
              </Box>
              <Box px="3" py="3" borderTopWidth="1px" borderColor="whiteAlpha.300">
                <SidebarFooter {...navProps} onAction={act} />
              </Box>
            </Flex>
            <Drawer.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Close navigation menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
