/**
 * A quiet line over the page when the dashboard's reads have been refused as busy for a while: the
 * counts and lists on screen are the last ones read, and polling goes on with backoff. A blip says
 * nothing; the line goes as soon as a read succeeds.
 */
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { busyForLong } from '../../lib/busy-retry';

interface BusyNoticeProps {
  /** The state of the poll that runs on every dashboard page (the unread counts). */
  poll: { isError: boolean; error: unknown; dataUpdatedAt: number };
}

export const BusyNotice = ({ poll }: BusyNoticeProps) => {
  // Before the first success, the trouble is counted from when the dashboard opened.
  const [openedAt] = useState(() => Date.now());
  const lastSuccessAt = poll.dataUpdatedAt || openedAt;
  if (!busyForLong({ isError: poll.isError, error: poll.error, lastSuccessAt }, Date.now())) return null;
  return (
    // A plain box, not Chakra's Alert: its recipe would weigh on every dashboard page for a rare line.
    <Box role="status" mb="4" px="4" py="2" borderRadius="md" borderWidth="1px" borderColor="orange.300" bg="orange.50" color="orange.900" fontSize="sm">
      {API_MESSAGES.serverBusy}
    </Box>
  );
};
