/** A person's profile with all their badges. */
import { CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { TeamMember } from '@safe-haven/shared/api-types';
import { ROLE_LABELS } from '@safe-haven/shared/roles';
import { BadgeMedal, memberName } from './team-member-card';
import { Avatar } from '../../../components/ui/avatar';
import { DialogRoot } from '../../../components/ui/dialog-root';

const earned = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export const TeamMemberDialog = ({ member, onClose }: { member: TeamMember | null; onClose: () => void }) => (
  <DialogRoot open={!!member} onOpenChange={(details) => !details.open && onClose()} placement="center">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx="4">
          {member && (
            <>
              <Dialog.Header>
                <HStack gap="4">
                  <Avatar size="2xl" colorPalette="brand" name={memberName(member)} src={member.photoUrl} />
                  <Stack gap="0">
                    <Dialog.Title fontFamily="heading" fontSize="xl" overflowWrap="anywhere">{memberName(member)}</Dialog.Title>
                    <Text color="fg.muted">{ROLE_LABELS[member.role]}</Text>
                  </Stack>
                </HStack>
              </Dialog.Header>
              <Dialog.Body pb="6">
                <Stack gap="4">
                  {member.bio && <Text whiteSpace="pre-wrap">{member.bio}</Text>}
                  <Text fontWeight="semibold" color="brand.fg">Badges ({member.badges.length})</Text>
                  {member.badges.length === 0 ? (
                    <Text color="fg.muted" fontSize="sm">No badges yet.</Text>
                  ) : (
                    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                      {member.badges.map((badge) => (
                        <HStack as="li" key={badge.id} gap="3" align="flex-start">
                          <BadgeMedal badge={badge} size="10" />
                          <Stack gap="0">
                            <Text fontWeight="medium">{badge.name}</Text>
                            <Text fontSize="sm" color="fg.muted">{badge.description} Earned {earned.format(new Date(badge.earnedAt))}.</Text>
                          </Stack>
                        </HStack>
                      ))}
                    </Stack>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </DialogRoot>
);
