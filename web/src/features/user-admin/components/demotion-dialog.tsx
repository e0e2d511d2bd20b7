/**
 * The confirmation before a demotion (admin to founder or lead generator, founder to lead generator),
 * naming the person and the new role: it takes rights away at once and ends what they sent that the
 * new role may not send. A promotion takes nothing away and needs no confirmation.
 */
import { ROLE_LABELS, type StaffRole } from '@safe-haven/shared/roles';
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import { MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

export interface Demotion {
  user: ManagedUser;
  role: StaffRole;
  /** The menu entry that asked for it ('Make Lead Gen'), repeated on the confirm button. */
  label: string;
}

const name = (user: ManagedUser) => `${user.firstName} ${user.lastName}`.trim();

export const DemotionDialog = ({ pending, busy, onConfirm, onClose, finalFocusEl }: {
  pending: Demotion | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  finalFocusEl?: () => HTMLElement | null;
}) => (
  <ConfirmDialog
    {...(finalFocusEl ? { finalFocusEl } : {})}
    open={!!pending} title={pending ? MANAGE_USERS_MESSAGES.demoteTitle(name(pending.user), ROLE_LABELS[pending.role]) : ''}
    confirmLabel={pending?.label ?? ''} cancelLabel="Cancel" busy={busy} busyLabel={MANAGE_USERS_MESSAGES.demotingBusy}
    onConfirm={onConfirm} onClose={onClose}
  >
    {pending ? MANAGE_USERS_MESSAGES.demoteConsequence(name(pending.user), ROLE_LABELS[pending.user.role], ROLE_LABELS[pending.role]) : null}
  </ConfirmDialog>
);
