/** 'Welcome, {name}!': the Founder Account badge and what a founder can do; 'Get Started' opens the dashboard. */
import { useRef } from 'react';
import { Badge, Button, Center, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FOUNDER_WELCOME_REDIRECT_MS } from '@safe-haven/shared/constants';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { FOUNDER_ABILITIES } from '@safe-haven/shared/team';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { MY_PROFILE_QUERY_KEY } from '../../../lib/query-keys';
import { DialogRoot } from '../../../components/ui/dialog-root';

export const FounderWelcomeDialog = ({ firstName }: { firstName: string }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const getStarted = async () => {
    if (started.current) return;
    started.current = true;
    await queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY });
    setTimeout(() => navigate(DASHBOARD_PATHS.home, { replace: true }), FOUNDER_WELCOME_REDIRECT_MS);
  };
  return (
    <Center minH="100dvh" bg="sand">
      <DialogRoot open role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="3" textAlign="center">
              <Dialog.Header flexDirection="column" alignItems="center" gap="3">
                <Badge colorPalette="brass" variant="solid" size="lg">Founder Account</Badge>
                <Dialog.Title fontFamily="heading" fontSize="2xl">Welcome, {firstName}!</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" mb="4">As a founder you can:</Text>
                <List.Root gap="2" variant="plain" align="start" textAlign="start" mx="auto" maxW="sm">
                  {FOUNDER_ABILITIES.map((ability) => (
                    <List.Item key={ability}>
                      <List.Indicator asChild color="brand.solid"><CheckCircleIcon /></List.Indicator>
                      {ability}
                    </List.Item>
                  ))}
                </List.Root>
              </Dialog.Body>
              <Dialog.Footer justifyContent="center">
                <Button colorPalette="brand" size="lg" onClick={() => void getStarted()}>Get Started</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </DialogRoot>
    </Center>
  );
};
