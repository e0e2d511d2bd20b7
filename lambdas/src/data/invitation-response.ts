/** The invitee's answer, stored in the invitation's partition (the details dialog reads both in one Query). */
import type { ResponseRecord } from '@safe-haven/shared/invitee-response-record';
import { defineEntity } from './entity';

export interface InvitationResponse extends ResponseRecord {
  id: string;
  invitationId: string;
  createdAt: string;
}

const keyOf = (invitationId: string, createdAt: string, id: string) => ({ pk: `INVITATION#${invitationId}`, sk: `RESPONSE#${createdAt}#${id}` });

export const invitationResponseEntity = defineEntity<InvitationResponse, [invitationId: string, createdAt: string, id: string]>({
  tag: 'invitation-response',
  key: keyOf,
  keyOf: (response) => keyOf(response.invitationId, response.createdAt, response.id),
});
