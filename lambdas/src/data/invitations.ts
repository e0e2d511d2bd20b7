import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Audience, Pipeline } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { dynamo } from '../core/aws-clients';
import { entityAttributes, keys, tableName } from './table';

export const INVITATION_ENTITY = 'invitation';

export interface AuditEntry {
  from_status: InvitationStatus | null;
  to_status: InvitationStatus;
  at: string;
  note?: string;
  by?: string;
}

export interface Invitation {
  id: string;
  token: string;
  audience: Audience;
  pipeline: Pipeline;
  status: InvitationStatus;
  recipientEmail: string;
  recipientFirstName: string;
  recipientLastName: string;
  recipientName: string;
  senderId: string;
  /** Denormalised from the sender's profile so the stream can count 'my lead gens' without a read. */
  senderAddedById?: string;
  inviterName: string;
  inviterEmail: string;
  personalMessage: string;
  isInternal: false;
  createdAt: string;
  expiresAt: string;
  responseAt?: string;
  statusUpdatedAt?: string;
  lastStatusChangeAt?: string;
  responseNotes?: string;
  audit: AuditEntry[];
}

export const invitationItem = (invitation: Invitation) => ({
  ...keys.invitation(invitation.id),
  ...keys.invitationsBySender(invitation.senderId, invitation.createdAt, invitation.id),
  ...keys.allInvitations(invitation.createdAt, invitation.id),
  entity: INVITATION_ENTITY,
  ...invitation,
});

export const fromInvitationItem = (item: Record<string, unknown>): Invitation => entityAttributes<Invitation>(item);

export const isInvitationItem = (item: Record<string, unknown> | undefined): boolean => item?.entity === INVITATION_ENTITY;

export const getInvitation = async (id: string): Promise<Invitation | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.invitation(id), ConsistentRead: true }));
  return Item ? fromInvitationItem(Item) : undefined;
};

/** Two strongly consistent reads: the token marker, then the invitation it names. */
export const getInvitationByToken = async (token: string): Promise<Invitation | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.invitationToken(token), ConsistentRead: true }));
  const invitationId = Item?.invitationId;
  return typeof invitationId === 'string' ? getInvitation(invitationId) : undefined;
};

/** The recipient marker: which invitation currently holds an email, and whether its record is closed. */
export interface RecipientMarker {
  email: string;
  invitationId: string;
  senderName: string;
  sentAt: string;
  expiresAt: string;
  state: 'open' | 'closed';
}

export const recipientMarkerItem = (marker: RecipientMarker) => ({
  ...keys.recipient(marker.email),
  entity: 'recipient',
  ...marker,
});
