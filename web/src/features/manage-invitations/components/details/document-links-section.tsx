/**
 * Documents sent to this lead by quick actions: each personal link with its views
 * ("Pitch deck opened 2 times, last Tue 14:02"), its expiry, and Withdraw link, which asks first.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { DocumentLinkView, InvitationDetails } from '@safe-haven/shared/api-types';
import { DOCUMENT_MESSAGES as M, shortViewTime } from '@safe-haven/shared/documents';
import { toaster } from '../../../../components/ui/toaster';
import { useRevokeDocumentLink } from '../../api/invitations';
import { DetailSection } from './detail-section';

const viewsLine = (link: DocumentLinkView) =>
  link.viewCount > 0 && link.lastViewedAt ? M.viewed(link.title, link.viewCount, shortViewTime(link.lastViewedAt)) : M.notViewed(link.title);

const LinkRow = ({ invitationId, link }: { invitationId: string; link: DocumentLinkView }) => {
  const revoke = useRevokeDocumentLink();
  const [asking, setAsking] = useState(false);
  const expired = link.expiresAt <= new Date().toISOString();
  return (
    <Stack gap="1" data-testid={`document-link-${link.kind}`}>
      <Text fontSize="sm">{viewsLine(link)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {link.revokedAt ? M.linkRevoked : expired ? 'Link expired' : `Link works until ${new Date(link.expiresAt).toLocaleDateString()}`}
      </Text>
      {!link.revokedAt && !expired && (asking ? (
        <Stack gap="2" role="group" aria-label={M.revoke} borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="md" p="3">
          <Text fontSize="sm">{M.revokeConfirm(link.title)}</Text>
          <HStack gap="2">
            <Button
              size="sm" colorPalette="red" loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(
                  { id: invitationId, kind: link.kind },
                  {
                    onSuccess: () => toaster.create({ type: 'success', title: M.linkRevoked }),
                    onError: (error) => toaster.create({ type: 'error', title: M.revoke, description: error.message }),
                    onSettled: () => setAsking(false),
                  },
                )
              }
            >
              {M.revoke}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAsking(false)} disabled={revoke.isPending}>Cancel</Button>
          </HStack>
        </Stack>
      ) : (
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setAsking(true)}>{M.revoke}</Button>
      ))}
    </Stack>
  );
};

export const DocumentLinksSection = ({ invitation }: { invitation: InvitationDetails }) =>
  invitation.documentLinks?.length ? (
    <DetailSection title="Documents Sent">
      <Stack gap="3">
        {invitation.documentLinks.map((link) => <LinkRow key={link.kind} invitationId={invitation.id} link={link} />)}
      </Stack>
    </DetailSection>
  ) : null;
