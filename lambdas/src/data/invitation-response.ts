/** The invitee's answer, stored in the invitation's partition (the details dialog reads both in one Query). */
import type { ResponseRecord } from '@safe-haven/shared/invitee-response-record';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { invitationEntity, type Invitation } from './invitation';
import { tableName } from './table';

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

/**
 * An invitation and its answers with one strongly consistent Query of its partition (which also holds
 * a few small bookkeeping items: counted facts, unread states, search entries).
 */
export const invitationWithResponses = async (invitationId: string): Promise<{ invitation?: Invitation; responses: InvitationResponse[] }> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `INVITATION#${invitationId}` },
      ConsistentRead: true,
    }),
  );
  const items = Items ?? [];
  const invitation = items.find((item) => invitationEntity.is(item));
  return {
    ...(invitation ? { invitation: invitationEntity.fromItem(invitation) } : {}),
    responses: items.filter((item) => invitationResponseEntity.is(item)).map((item) => invitationResponseEntity.fromItem(item)),
  };
};
