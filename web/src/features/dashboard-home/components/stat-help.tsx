import { useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { InfoIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';

/**
 * A stat card's explanation. A tooltip opens on hover and keyboard focus only, and phones have
 * neither, so a tap (a click) toggles it as well; tapping elsewhere, Escape or scrolling close it.
 */
export const StatHelp = ({ label, text }: { label: string; text: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip content={text} maxW="64" open={open} onOpenChange={setOpen} openDelay={200} placement="top">
      <IconButton
        variant="ghost" aria-label={`About ${label}`} color="fg.muted" onClick={() => setOpen((current) => !current)}
        size={{ base: 'lg', md: '2xs' }} mt={{ base: '-3', md: '-1' }} me={{ base: '-3', md: '-1' }}
      >
        <InfoIcon />
      </IconButton>
    </Tooltip>
  );
};
