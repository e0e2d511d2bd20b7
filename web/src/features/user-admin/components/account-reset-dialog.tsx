/**
 * The confirmation of an admin's reset, naming the person and what will happen. A reset never lets
 * the admin sign in as them: the code goes to the person's own email, and only they choose a password.
 */
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import type { AccountReset } from '../api/account-recovery';
import { RESET_LABELS } from './reset-labels';

const name = (user: ManagedUser) => `${user.firstName} ${user.lastName}`.trim();

const title = (reset: AccountReset, user: ManagedUser) =>
  reset === 'password-reset' ? `Send ${name(user)} a password reset?` : `Reset ${name(user)}'s two-factor sign-in?`;

const consequence = (reset: AccountReset, user: ManagedUser) =>
  reset === 'password-reset'
    ? `${name(user)} gets an email at ${user.email} with a code to choose a new password on the "Forgot password?" page. You will not see the code. Their current password keeps working until they choose a new one, and they are told you sent it.`
    : `${name(user)}'s authenticator app stops working for this account and they are signed out everywhere. ` +
      `${user.role === 'leadgen' ? 'They may add a new app in Edit Profile.' : 'They must set up a new app at their next sign-in.'} ` +
      'Their password stays the same, and they get an email saying you did this.';

export const AccountResetDialog = ({ pending, busy, onConfirm, onClose, finalFocusEl }: {
  pending: { user: ManagedUser; reset: AccountReset } | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  finalFocusEl?: () => HTMLElement | null;
}) => (
  <ConfirmDialog
    {...(finalFocusEl ? { finalFocusEl } : {})}
    open={!!pending} title={pending ? title(pending.reset, pending.user) : ''} confirmLabel={pending ? RESET_LABELS[pending.reset] : ''} cancelLabel="Cancel"
    busy={busy} busyLabel="Working..." onConfirm={onConfirm} onClose={onClose}
  >
    {pending ? consequence(pending.reset, pending.user) : null}
  </ConfirmDialog>
);
