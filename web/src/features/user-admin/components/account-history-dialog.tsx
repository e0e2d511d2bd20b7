/** Account History (admins): a person's password and two-factor resets, who did them and when, newest first. */
import { Button, Dialog, HStack, List, Portal, Spinner, Text } from '@chakra-ui/react';
import { DialogRoot } from '../../../components/ui/dialog-root';
import { ACCOUNT_EVENT_LABELS } from '@safe-haven/shared/account-recovery';
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import { useAccountHistory } from '../api/account-recovery';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const AccountHistoryDialog = ({ user, onClose, finalFocusEl }: { user: ManagedUser | undefined; onClose: () => void; finalFocusEl?: () => HTMLElement | null }) => {
  const history = useAccountHistory(user?.id);
  return (
    <DialogRoot open={!!user} placement="center" onOpenChange={(details) => !details.open && onClose()} {...(finalFocusEl ? { finalFocusEl } : {})}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">Account History: {user?.firstName} {user?.lastName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {history.isPending && <HStack gap="2" role="status"><Spinner size="xs" /><Text fontSize="sm">Loading the account history...</Text></HStack>}
              {history.isError && <Text color="fg.error" fontSize="sm" role="alert">{history.error.message}</Text>}
              {history.data && (history.data.entries.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">No password or two-factor resets.</Text>
              ) : (
                <List.Root as="ol" gap="1" fontSize="sm" ps="5" data-testid="account-history">
                  {history.data.entries.map((entry) => (
                    <List.Item key={entry.id}>
                      {ACCOUNT_EVENT_LABELS[entry.kind]}{entry.actorName ? ` (${entry.actorName})` : ''}, {when(entry.at)}
                    </List.Item>
                  ))}
                </List.Root>
              ))}
              {history.data && <Text fontSize="xs" color="fg.muted" mt="3">Each event is kept {history.data.retentionDays} days.</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>Close</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
