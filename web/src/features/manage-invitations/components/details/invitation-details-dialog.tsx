/**
 * The details dialog: contact info, current status, next-step date, notes, the invitee's answer,
 * Quick Actions, Update Status and the Audit Trail; for admins also the Access Log and Erase Invitee. It reads the invitation fresh each time it opens
 * and after every change (also a refused one), so it always shows the current status.
 */
import { Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { AUDIENCE_LABELS } from '@safe-haven/shared/audiences';
import { STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { INVITATION_OPENS_MESSAGES, MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { useMyProfile } from '../../../../hooks/use-my-profile';
import { useInvitationDetails } from '../../api/invitations';
import { AUDIENCE_PALETTE, formatOpenedAt, statusPalette } from '../../utils/labels';
import { AccessLogSection } from './access-log-section';
import { AddNoteForm } from './add-note-form';
import { AuditTrail } from './audit-trail';
import { ContactSection } from './contact-section';
import { EraseInviteeSection } from './erase-invitee-section';
import { NextStepField } from './next-step-field';
import { NotesSection } from './notes-section';
import { DocumentLinksSection } from './document-links-section';
import { PipelineActions } from './pipeline-actions';
import { ResponseSection } from './response-section';
import { DialogRoot } from '../../../../components/ui/dialog-root';

export const InvitationDetailsDialog = ({ invitationId, onClose }: { invitationId: string | null; onClose: () => void }) => {
  const details = useInvitationDetails(invitationId);
  const invitation = details.data;
  // Privacy tools are for admins; the server checks again.
  const isAdmin = useMyProfile().data?.role === 'admin';
  return (
    <DialogRoot open={!!invitationId} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* 'full' keeps its minimum height at larger sizes: a phone gets the whole screen, desktops a centred panel. */}
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="12">
              <Dialog.Title fontFamily="heading" fontSize="xl">{invitation?.recipientName ?? 'Invitation details'}</Dialog.Title>
              {invitation && (
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">Current status</Text>
                  <Badge colorPalette={statusPalette(invitation.status)} variant="surface" data-testid="current-status">{STATUS_LABELS[invitation.status]}</Badge>
                  <Badge colorPalette={AUDIENCE_PALETTE[invitation.audience]} variant="subtle">{AUDIENCE_LABELS[invitation.audience]}</Badge>
                  {invitation.openedAt && (
                    <Badge colorPalette="green" variant="outline" data-testid="opened">{INVITATION_OPENS_MESSAGES.opened(formatOpenedAt(invitation.openedAt))}</Badge>
                  )}
                  {invitation.emailIssue && <Badge colorPalette="red" variant="outline">{invitation.emailIssue === 'bounced' ? 'Email bounced' : 'Marked as spam'}</Badge>}
                </HStack>
              )}
            </Dialog.Header>
            <Dialog.Body pb="6">
              {details.isPending && (
                <HStack gap="3" py="8" justify="center" role="status">
                  <Spinner size="sm" />
                  <Text>Loading invitation...</Text>
                </HStack>
              )}
              {details.isError && (
                <Stack gap="3" py="6" role="alert">
                  <Text color="fg.error">{details.error.message || M.notFound}</Text>
                  <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void details.refetch()}>Try again</Button>
                </Stack>
              )}
              {/* A refetch that fails (the invitation deleted meanwhile) keeps the old data: show the error alone. */}
              {invitation && !details.isError && (
                <Stack gap="5">
                  {invitation.emailIssue && (
                    <Box bg="red.subtle" color="red.fg" p="3" borderRadius="md" fontSize="sm" role="note">{M.undeliverable[invitation.emailIssue]}</Box>
                  )}
                  <ContactSection invitation={invitation} />
                  <NextStepField invitation={invitation} />
                  <NotesSection invitation={invitation} />
                  <ResponseSection invitation={invitation} />
                  <PipelineActions invitation={invitation} />
                  <DocumentLinksSection invitation={invitation} />
                  <AddNoteForm invitation={invitation} />
                  <AuditTrail invitation={invitation} />
                  {isAdmin && <AccessLogSection invitation={invitation} />}
                  {isAdmin && <EraseInviteeSection invitation={invitation} onErased={onClose} />}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
