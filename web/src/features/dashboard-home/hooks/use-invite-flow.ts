/**
 * The invite flow with its side effects: the delivery warning of a saved-but-undelivered invitation,
 * statistics refreshed once the stream has counted the new invitation, and the profile reloaded when
 * the confirmation closes.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Audience } from '@safe-haven/shared/audiences';
import { toaster } from '../../../components/ui/toaster';
import { MY_BADGES_QUERY_KEY } from '../../../hooks/use-my-badges';
import { MY_PROFILE_QUERY_KEY } from '../../../hooks/use-my-profile';
import { INVITE_STATS_QUERY_KEY } from '../api/get-invite-stats';
import { INITIAL_INVITE_FLOW, inviteFlowReducer, type SentInvitation } from '../utils/invite-flow';
import type { SendWarning } from '../utils/send-invitation-outcome';

/** The stream handler counts a new invitation within about a second of the write. */
export const STATS_REFRESH_AFTER_SEND_MS = 1500;

export const useInviteFlow = () => {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(inviteFlowReducer, INITIAL_INVITE_FLOW);
  const statsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(statsTimer.current), []);

  const refreshStats = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: INVITE_STATS_QUERY_KEY }),
    [queryClient],
  );

  const open = useCallback((audience: Audience) => dispatch({ type: 'open', audience }), []);
  const cancel = useCallback(() => dispatch({ type: 'cancel' }), []);

  const sent = useCallback(
    (invitation: SentInvitation, warning: SendWarning | null) => {
      dispatch({ type: 'sent', invitation });
      if (warning) toaster.create({ id: 'invitation-created', type: 'warning', title: warning.title, description: warning.description, duration: 10_000 });
      clearTimeout(statsTimer.current);
      statsTimer.current = setTimeout(refreshStats, STATS_REFRESH_AFTER_SEND_MS);
    },
    [refreshStats],
  );

  const closeConfirmation = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY });
    // A badge this invitation earned is celebrated now, once the confirmation is closed, not on the next page view.
    void queryClient.invalidateQueries({ queryKey: MY_BADGES_QUERY_KEY });
    refreshStats();
  }, [queryClient, refreshStats]);

  const finish = useCallback(() => {
    dispatch({ type: 'finish' });
    closeConfirmation();
  }, [closeConfirmation]);

  const sendAnother = useCallback(() => {
    dispatch({ type: 'send-another' });
    closeConfirmation();
  }, [closeConfirmation]);

  const confirmationClosed = useCallback(() => dispatch({ type: 'confirmation-closed' }), []);

  return { form: state.form, sentInvitation: state.sent, open, cancel, sent, finish, sendAnother, confirmationClosed };
};
