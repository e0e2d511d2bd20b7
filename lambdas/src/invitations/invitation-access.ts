/**
 * Who may see and work which invitation. Admins see every invitation; everyone sees the invitations
 * they sent; admins and founders also see those of the lead generators they added (their team),
 * which is what 'Filter My LeadGens', My Lead Generators' 'View Invites' and the second unread badge
 * are about. Anything else is answered as if it did not exist (404, no data).
 */
import type { StaffRole } from '@safe-haven/shared/roles';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { NotFoundError } from '../core/errors';
import { getInvitation, type Invitation } from '../data/invitation';
import type { Profile } from '../data/profile';

export type Viewer = Pick<Profile, 'id' | 'role'>;

/** By the viewer's role now: a founder demoted to lead generator no longer sees their former team's invitations. */
export const canSee = (viewer: Viewer, invitation: Pick<Invitation, 'senderId' | 'senderAddedById'>): boolean =>
  viewer.role === 'admin' || invitation.senderId === viewer.id || (hasTeam(viewer.role) && invitation.senderAddedById === viewer.id);

/**
 * Whose unread counts an invitation's changes move: the people who see it (canSee) while they can sign
 * in to look. A suspended admin or founder keeps only what they sent; the stream reads the active
 * admins and founders once per batch (BatchContext), and a role change withdraws what no longer holds.
 */
export const watches = (person: Pick<Profile, 'id' | 'role' | 'status'>, invitation: Pick<Invitation, 'senderId' | 'senderAddedById'>): boolean =>
  invitation.senderId === person.id || (person.status === 'active' && canSee(person, invitation));

export const invitationNotFound = () => new NotFoundError(MANAGE_INVITATIONS_MESSAGES.notFound, { code: 'INVITATION_NOT_FOUND' });

/** The invitation, if the viewer may see it; otherwise the same 404 as for an unknown id. */
export const visibleInvitation = async (viewer: Viewer, id: string): Promise<Invitation> => {
  const invitation = await getInvitation(id);
  if (!invitation || !canSee(viewer, invitation)) throw invitationNotFound();
  return invitation;
};

/** The sender's name is shown to admins, and to founders on their lead generators' invitations. */
export const showsSender = (viewer: Viewer, invitation: Pick<Invitation, 'senderId'>): boolean =>
  viewer.role === 'admin' || (viewer.role === 'founder' && invitation.senderId !== viewer.id);

export const hasTeam = (role: StaffRole): boolean => role === 'admin' || role === 'founder';
