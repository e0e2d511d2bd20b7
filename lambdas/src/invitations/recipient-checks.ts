/**
 * Why an invitation to an address would be refused, in the catalogue's codes and messages: the one
 * place a send (create-invitation.ts, where the transaction's conditions decide) and an
 * import's preview (import-invitations-service.ts, which reads the same items before anything is
 * written) turn a refusal into what the person reads. The checks are the send's, in its order: a
 * staff member's address, a suppressed address, then the recipient marker (one open invitation per
 * person; a closed record after a no, an archive or a conversion).
 */
import { invitationResultMessage, type SendInvitationResult } from '@safe-haven/shared/validation/invitation';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { getInvitation } from '../data/invitation';
import { profileEmailEntity, type Profile } from '../data/profile';
import { recipientEntity, recipientIsFree, type RecipientMarker } from '../data/recipient';
import { isSuppressed } from '../data/suppression';
import { canSee } from './invitation-access';

export const refusal = (result: Omit<SendInvitationResult, 'ok' | 'message'>): SendInvitationResult => ({
  ok: false,
  ...result,
  message: invitationResultMessage({ code: result.code, message: '', meta: result.meta }),
});

/**
 * The sender and date of the earlier invitation are named only to someone who may see it anyway
 * (the same rule as Manage Invitations); anyone else learns that the person is already invited, not
 * who on the team is working them.
 */
export const refusalForMarker = async (sender: Pick<Profile, 'id' | 'role'>, marker: Partial<RecipientMarker> | undefined): Promise<SendInvitationResult> => {
  if (marker?.state === 'closed') return refusal({ code: ERROR_CODES.ALREADY_CLOSED });
  const earlier = marker?.invitationId ? await getInvitation(marker.invitationId) : undefined;
  if (!earlier || !marker?.senderName || !marker.sentAt || !canSee(sender, earlier)) return refusal({ code: ERROR_CODES.ALREADY_INVITED_ACTIVE });
  return refusal({ code: ERROR_CODES.ALREADY_INVITED_ACTIVE, meta: { senderName: marker.senderName, lastSentDate: marker.sentAt } });
};

/**
 * The refusal a send to `email` would meet now, read from the items the send's transaction checks;
 * undefined when it would be sent. A preview: the send itself still decides.
 */
export const refusalFor = async (sender: Pick<Profile, 'id' | 'role'>, email: string, now: Date): Promise<SendInvitationResult | undefined> => {
  const [staff, suppressed, marker] = await Promise.all([profileEmailEntity.get(email), isSuppressed(email), recipientEntity.get(email)]);
  if (staff) return refusal({ code: ERROR_CODES.ALREADY_REGISTERED });
  if (suppressed) return refusal({ code: ERROR_CODES.EMAIL_SUPPRESSED });
  if (!recipientIsFree(marker, now.toISOString())) return refusalForMarker(sender, marker);
  return undefined;
};
