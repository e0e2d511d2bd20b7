/**
 * Who hears about an invitee's answer: the inviter while they are active; otherwise the person who
 * added them (if active); otherwise the longest-serving active admin. A lead is never left unheard
 * because the person who sent the invitation has left.
 */
import { activeAdmins, getProfile, type Profile } from '../data/profile';

export interface NotificationRecipient {
  profile: Profile;
  /** The inviter's name when someone else stands in for them. */
  onBehalfOf?: string;
}

export class NoNotificationRecipientError extends Error {
  constructor() {
    super('No active inviter, team lead or admin to notify');
    this.name = 'NoNotificationRecipientError';
  }
}

const fullName = (profile: Profile) => `${profile.firstName} ${profile.lastName}`.trim() || profile.email;

export const notificationRecipient = async (senderId: string): Promise<NotificationRecipient> => {
  const sender = await getProfile(senderId);
  if (sender?.status === 'active') return { profile: sender };
  const onBehalfOf = sender ? fullName(sender) : 'The inviter';
  if (sender?.addedById) {
    const lead = await getProfile(sender.addedById);
    if (lead?.status === 'active') return { profile: lead, onBehalfOf };
  }
  const [admin] = await activeAdmins();
  if (admin) return { profile: admin, onBehalfOf };
  throw new NoNotificationRecipientError();
};

export const recipientName = fullName;
