/**
 * submit_invitation_response + invitations_public_respond in one transaction: the response record,
 * the invitation's new status (yes / maybe / no), the recipient marker (answered; closed on "no"), and the
 * inviter's notification in the outbox. A second answer is refused (409) and changes nothing:
 * the first answer is what staff acted on, so it is never silently overwritten.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmitResponseResult } from '@safe-haven/shared/api-types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';
import { choiceOf, toResponseRecord } from '@safe-haven/shared/invitee-response-record';
import type { InviteeResponse } from '@safe-haven/shared/validation/invitee-response';
import { dynamo } from '../core/aws-clients';
import { BadRequestError, ConflictError } from '../core/errors';
import type { AuditEntry } from '../data/invitations';
import { outboxItem } from '../data/outbox';
import { keys, tableName } from '../data/table';
import { responseNotificationEmail } from '../email/templates/response-notification-email';
import { usableInvitation } from './public-invitation-service';

export const submitInviteeResponse = async (
  token: string,
  response: InviteeResponse,
  origin: string,
  now: Date = new Date(),
): Promise<SubmitResponseResult> => {
  const invitation = await usableInvitation(token, now);
  if (response.form !== 'decline' && response.form !== invitation.audience) {
    throw new BadRequestError(`This invitation expects the ${invitation.audience.replace('_', ' ')} form.`, { code: 'WRONG_FORM' });
  }
  const record = toResponseRecord(response);
  const choice = choiceOf(record);
  const at = now.toISOString();
  const responseId = randomUUID();
  const audit: AuditEntry = { from_status: 'sent', to_status: choice, at, note: `Invitee answered: ${record.responseType}` };
  const notification = responseNotificationEmail({
    inviterName: invitation.inviterName,
    inviteeName: response.form === 'decline' ? invitation.recipientName : record.inviteeName,
    inviteeEmail: response.form === 'decline' ? invitation.recipientEmail : record.inviteeEmail,
    audience: invitation.audience,
    responseType: record.responseType,
    phone: record.inviteePhone,
    address: record.inviteeAddress,
    notes: response.form === 'decline' ? undefined : record.additionalNotes,
    dashboardLink: `${origin}/dashboard/admin/manage-invitations`,
  });
  const table = tableName();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: keys.invitation(invitation.id),
              UpdateExpression:
                'SET #status = :choice, responseAt = :at, statusUpdatedAt = :at, lastStatusChangeAt = :at, audit = list_append(if_not_exists(audit, :empty), :audit)',
              ConditionExpression: '#status = :sent',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':choice': choice, ':at': at, ':sent': 'sent', ':audit': [audit], ':empty': [] },
            },
          },
          {
            Put: {
              TableName: table,
              Item: {
                ...keys.response(invitation.id, at, responseId),
                entity: 'invitation-response',
                id: responseId,
                invitationId: invitation.id,
                invitationToken: invitation.token,
                ...record,
                createdAt: at,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: table,
              Item: outboxItem({
                id: randomUUID(), kind: 'response-notification', delivery: 'stream', to: invitation.inviterEmail,
                ...notification, relatedId: invitation.id, status: 'pending', attempts: 0, createdAt: at,
              }),
            },
          },
          {
            // "no" closes the record (a re-invite answers ALREADY_CLOSED); yes and maybe keep the email
            // held by this invitation even after its link expires (ALREADY_INVITED_ACTIVE).
            Update: {
              TableName: table,
              Key: keys.recipient(invitation.recipientEmail),
              UpdateExpression: choice === 'no' ? 'SET #state = :closed, closedAt = :at, answeredAt = :at' : 'SET answeredAt = :at',
              ConditionExpression: 'invitationId = :id',
              ...(choice === 'no' ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
              ExpressionAttributeValues: { ':at': at, ':id': invitation.id, ...(choice === 'no' ? { ':closed': 'closed' } : {}) },
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (reasons?.[0]?.Code === 'ConditionalCheckFailed') {
      throw new ConflictError(INVITEE_MESSAGES.alreadyAnswered, { code: 'ALREADY_ANSWERED' });
    }
    throw error;
  }
  return { ok: true, message: 'Response recorded', status: choice };
};
