import { useState } from 'react';
import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { InfoIcon } from '../../../components/ui/icons';

/**
 * A stat card's explanation. A tooltip opens on hover and keyboard focus only, and phones have
 * neither, so a tap (a click) toggles it as well; tapping elsewhere, Escape or scrolling close it.
 */
export const StatHelp = ({ label, text }: { label: string; text: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Root
      open={open} onOpenChange={(details) => setOpen(details.open)} openDelay={200}
      closeOnClick={false} closeOnPointerDown={false} positioning={{ placement: 'top' }}
    >
      <Tooltip.Trigger asChild>
        <IconButton
          variant="ghost" aria-label={`About ${label}`} color="fg.muted" onClick={() => setOpen((current) => !current)}
          size={{ base: 'lg', md: '2xs' }} mt={{ base: '-3', md: '-1' }} me={{ base: '-3', md: '-1' }}
        >
          <InfoIcon />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="64">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
};
