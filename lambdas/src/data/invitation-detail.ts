/**
 * An invitation's long texts, in an item of their own (`INVITATION#<id>` / `DETAIL`): the sender's
 * personal message and the latest status note. Only the details dialog and a resend read them, so
 * the invitation item a page of cards loads stays small (about 1 KB, whatever its history; see
 * docs/data-model.md). Written in the same transactions as the invitation.
 */
import { invitationPartition } from './invitation-partition';
import type { Invitation } from './invitation';
import { defineEntity } from './entity';
import { tableName } from './table';
import type { NamedTransactItem } from './transaction';

export interface InvitationDetail {
  invitationId: string;
  personalMessage: string;
  /** The note of the latest status change (absent when that change had none). */
  responseNotes?: string;
}

export const DETAIL_SK = 'DETAIL';
export const DETAIL_TAG = 'invitation-detail';

export const invitationDetailEntity = defineEntity<InvitationDetail, [invitationId: string]>({
  tag: DETAIL_TAG,
  key: (invitationId) => ({ pk: invitationPartition(invitationId), sk: DETAIL_SK }),
  identity: (detail) => [detail.invitationId],
});

/**
 * The latest status note, set or cleared with the status change. An Update, so an invitation whose
 * detail item is missing (written before the split and not yet migrated) gets one.
 */
export const setResponseNotes = <N extends string>(name: N, invitationId: string, note: string | undefined): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: invitationDetailEntity.key(invitationId),
      UpdateExpression: `SET entity = :tag, invitationId = :id${note ? ', responseNotes = :note' : ' REMOVE responseNotes'}`,
      ExpressionAttributeValues: { ':tag': DETAIL_TAG, ':id': invitationId, ...(note ? { ':note': note } : {}) },
    },
  },
});

/** The long texts of an invitation, from its detail item or (not yet migrated) the invitation itself. */
export const longTextsOf = (invitation: Invitation, detail: InvitationDetail | undefined): { personalMessage: string; responseNotes?: string } => {
  const personalMessage = detail?.personalMessage ?? invitation.personalMessage ?? '';
  const responseNotes = detail ? detail.responseNotes : invitation.responseNotes;
  return { personalMessage, ...(responseNotes ? { responseNotes } : {}) };
};
