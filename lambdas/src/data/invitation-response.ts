/** The invitee's answer, stored in the invitation's partition (the details dialog reads both in one Query). */
import { documentLinkEntity, type DocumentLink } from './document-link';
import type { ResponseRecord } from '@safe-haven/shared/invitee-response-record';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { keyTemplate } from './key-template';
import { invitationPartition } from './invitation-partition';
import { defineEntity } from './entity';
import { invitationEntity, type Invitation } from './invitation';
import { DETAIL_SK, invitationDetailEntity, type InvitationDetail } from './invitation-detail';
import { tableName } from './table';

export interface InvitationResponse extends ResponseRecord {
  id: string;
  invitationId: string;
  createdAt: string;
}

const RESPONSE = keyTemplate('RESPONSE');

const keyOf = (invitationId: string, createdAt: string, id: string) => ({ pk: invitationPartition(invitationId), sk: RESPONSE.of(createdAt, id) });

export const invitationResponseEntity = defineEntity<InvitationResponse, [invitationId: string, createdAt: string, id: string]>({
  tag: 'invitation-response',
  key: keyOf,
  identity: (response) => [response.invitationId, response.createdAt, response.id],
});

/**
 * An invitation, its detail item and its answers with one strongly consistent Query of the part of
 * its partition that holds them (`DETAIL` to `RESPONSE#...`, which also takes in the three small
 * list-order entries). The audit trail (`AUDIT#...`) sorts before that range and is read on its own,
 * newest first and limited (invitation-audit.ts), so a long trail never makes this read grow.
 */
export const invitationWithResponses = async (
  invitationId: string,
): Promise<{ invitation?: Invitation; detail?: InvitationDetail; responses: InvitationResponse[]; documentLinks: DocumentLink[] }> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': invitationPartition(invitationId), ':from': DETAIL_SK, ':to': RESPONSE.of('\uffff') },
      ConsistentRead: true,
    }),
  );
  const items = Items ?? [];
  const invitation = items.find((item) => invitationEntity.is(item));
  const detail = items.find((item) => invitationDetailEntity.is(item));
  return {
    ...(invitation ? { invitation: invitationEntity.fromItem(invitation) } : {}),
    ...(detail ? { detail: invitationDetailEntity.fromItem(detail) } : {}),
    responses: items.filter((item) => invitationResponseEntity.is(item)).map((item) => invitationResponseEntity.fromItem(item)),
    // DOCLINK# sorts between DETAIL and RESPONSE#: the personal document links come with the same Query.
    documentLinks: items.filter((item) => documentLinkEntity.is(item)).map((item) => documentLinkEntity.fromItem(item)),
  };
};

/**
 * Export CSV: the first answer of an invitation (an invitee answers once), with one Query
 * of the `RESPONSE#` part of its partition; eventually consistent, as the list it follows.
 */
export const firstResponseOf = async (invitationId: string): Promise<InvitationResponse | undefined> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :response)',
      ExpressionAttributeValues: { ':pk': invitationPartition(invitationId), ':response': RESPONSE.start },
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? invitationResponseEntity.fromItem(item) : undefined;
};
