/** The 'Congratulations!' dialog itself (badge-celebration.tsx decides when it shows), loaded on demand. */
import { Box, Button, Circle, CloseButton, Dialog, HStack, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { BADGE_CELEBRATION_MS } from '@safe-haven/shared/badges';
import type { EarnedBadgeView } from '@safe-haven/shared/api-types';
import { BadgeIcon } from './badge-icon';
import { DialogRoot } from '../ui/dialog-root';

const CelebrationStyles = chakra('style');

/** Keyframes of the medal: a pop and a glow for 3 s; nothing moves under prefers-reduced-motion. */
const KEYFRAMES = `
@keyframes sh-badge-pop { 0% { transform: scale(0.3) rotate(-20deg); opacity: 0; } 25% { transform: scale(1.15) rotate(6deg); opacity: 1; }
  45% { transform: scale(0.95) rotate(-3deg); } 65% { transform: scale(1.05) rotate(0deg); } 100% { transform: scale(1); } }
@keyframes sh-badge-glow { 0%, 100% { box-shadow: 0 0 0 0 rgba(201, 168, 106, 0); } 50% { box-shadow: 0 0 0 14px rgba(201, 168, 106, 0.35); } }
@keyframes sh-confetti { 0% { transform: translateY(-10px) rotate(0deg); opacity: 1; } 100% { transform: translateY(120px) rotate(360deg); opacity: 0; } }
.sh-celebration-medal { animation: sh-badge-pop 900ms ease-out, sh-badge-glow 1500ms ease-in-out 900ms 2 both; }
.sh-confetti { animation: sh-confetti ${BADGE_CELEBRATION_MS}ms ease-in forwards; }
@media (prefers-reduced-motion: reduce) { .sh-celebration-medal, .sh-confetti { animation: none !important; } .sh-confetti { display: none; } }
`;

const CONFETTI_COLORS = ['#c9a86a', '#2f6b4a', '#d6b77a', '#7aa98a', '#b08d57'];

interface BadgeCelebrationDialogProps {
  /** The badges to celebrate; null when closed. */
  shown: EarnedBadgeView[] | null;
  animating: boolean;
  onClose: () => void;
}

export const BadgeCelebrationDialog = ({ shown, animating, onClose }: BadgeCelebrationDialogProps) => {
  const first = shown?.[0];
  return (
    <DialogRoot open={!!shown} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" overflow="hidden" data-testid="badge-celebration" data-animating={animating ? 'true' : 'false'}>
            <CelebrationStyles>{KEYFRAMES}</CelebrationStyles>
            {animating && (
              <Box position="absolute" inset="0" pointerEvents="none" aria-hidden="true" zIndex="0">
                {Array.from({ length: 18 }, (_, i) => (
                  <Box
                    key={i} className="sh-confetti" position="absolute" top="0" left={`${(i * 53) % 100}%`} w="2" h="3" borderRadius="sm"
                    bg={CONFETTI_COLORS[i % CONFETTI_COLORS.length]} style={{ animationDelay: `${(i % 6) * 120}ms` }}
                  />
                ))}
              </Box>
            )}
            {first && (
              <>
                <Dialog.Header justifyContent="center" pt="8">
                  <Stack align="center" gap="4">
                    <Circle className="sh-celebration-medal" size="20" bg="brass.100" color="brass.700" fontSize="4xl" borderWidth="3px" borderColor="brass.400">
                      <BadgeIcon name={first.icon} />
                    </Circle>
                    <Dialog.Title fontFamily="heading" fontSize="2xl" textAlign="center">Congratulations!</Dialog.Title>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description asChild>
                    <Stack gap="3" textAlign="center">
                      <Text color="fg.muted">
                        {shown!.length === 1 ? 'You earned a new badge:' : `You earned ${shown!.length} new badges:`}
                      </Text>
                      {shown!.map((badge) => (
                        <HStack key={badge.id} justify="center" gap="2">
                          <Box color="brass.600" fontSize="lg"><BadgeIcon name={badge.icon} /></Box>
                          <Text>
                            <Text as="strong">{badge.name}</Text>: {badge.description}
                          </Text>
                        </HStack>
                      ))}
                    </Stack>
                  </Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer justifyContent="center" pb="6">
                  <Dialog.ActionTrigger asChild>
                    <Button colorPalette="brand">Thank you!</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                {/* Above the confetti, which falls across the top-right corner. */}
                <Dialog.CloseTrigger asChild zIndex="1">
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
