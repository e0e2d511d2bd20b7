/**
 * Who may see and work which invitation. Admins see every invitation; everyone sees the invitations
 * they sent; admins and founders also see those of the lead generators they added (their team),
 * which is what 'Filter My LeadGens', My Lead Generators' 'View Invites' and the second unread badge
 * are about. Anything else is answered as if it did not exist (404, no data).
 *
 * The one place this rule is written: the details and every change (visibleInvitation), the list
 * (visibleScopes, canSeeSender), marking as seen (visibleCondition), and whose unread counts move
 * (viewersOf, watches).
 */
import { hasTeam } from '@safe-haven/shared/roles';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { NotFoundError } from '../core/errors';
import type { Condition, Conditions } from '../data/expressions';
import type { FunnelPartition } from '../data/funnel-stats';
import { getInvitation, type Invitation } from '../data/invitation';
import type { Profile } from '../data/profile';

export type Viewer = Pick<Profile, 'id' | 'role'>;

/** Whose invitations a list reads: all of them, one sender's, or a team's (the people someone added). */
export type Scope = { kind: 'all' } | { kind: 'sender'; id: string } | { kind: 'team'; id: string };

/** By the viewer's role now: a founder demoted to lead generator no longer sees their former team's invitations. */
export const canSee = (viewer: Viewer, invitation: Pick<Invitation, 'senderId' | 'senderAddedById'>): boolean =>
  viewer.role === 'admin' || invitation.senderId === viewer.id || (hasTeam(viewer.role) && invitation.senderAddedById === viewer.id);

/** canSee as the list reads it: the scopes whose union is exactly what the viewer sees. */
export const visibleScopes = (viewer: Viewer): Scope[] => {
  if (viewer.role === 'admin') return [{ kind: 'all' }];
  const own: Scope = { kind: 'sender', id: viewer.id };
  return hasTeam(viewer.role) ? [own, { kind: 'team', id: viewer.id }] : [own];
};

/**
 * The funnel partition (data/funnel-stats.ts) holding exactly what the viewer sees, as visibleScopes
 * says it: everything for an admin; for a founder their own and their team's, which is their group.
 * None for a lead generator (the Funnel is for admins and founders).
 */
export const funnelPartitionFor = (viewer: Viewer): FunnelPartition | undefined => {
  const scopes = visibleScopes(viewer);
  if (scopes.some((scope) => scope.kind === 'all')) return { kind: 'all' };
  const ownAndTeam = scopes.some((scope) => scope.kind === 'sender' && scope.id === viewer.id) && scopes.some((scope) => scope.kind === 'team' && scope.id === viewer.id);
  return ownAndTeam && scopes.length === 2 ? { kind: 'group', profileId: viewer.id } : undefined;
};

/** canSee as a condition on a write to the invitation (none for an admin): the union of visibleScopes. */
export const visibleCondition = (viewer: Viewer, c: Conditions<Invitation>): Condition | undefined => {
  const terms = visibleScopes(viewer).map((scope) => {
    if (scope.kind === 'all') return undefined;
    return scope.kind === 'sender' ? c.eq('senderId', scope.id) : c.eq('senderAddedById', scope.id);
  });
  return terms.includes(undefined) ? undefined : c.or(...terms);
};

/** Whether the viewer sees a sender's invitations: canSee for a sender, given whom they were added by. */
export const canSeeSender = (viewer: Viewer, sender: { id: string; addedById: string | undefined }): boolean =>
  canSee(viewer, { senderId: sender.id, senderAddedById: sender.addedById });

/**
 * Whose unread counts an invitation's changes move: the people who see it (canSee) while they can sign
 * in to look. A suspended admin or founder keeps only what they sent; the stream reads the active
 * admins and founders once per batch (BatchContext), and a role change withdraws what no longer holds.
 */
export const watches = (person: Pick<Profile, 'id' | 'role' | 'status'>, invitation: Pick<Invitation, 'senderId' | 'senderAddedById'>): boolean =>
  invitation.senderId === person.id || (person.status === 'active' && canSee(person, invitation));

/**
 * The people whose counts an invitation's changes move, for the stream: watches() for every person,
 * with the active admins and founders read once per batch rather than one profile per viewer.
 */
export const viewersOf = (invitation: Pick<Invitation, 'senderId' | 'senderAddedById'>, active: { adminIds: readonly string[]; founderIds: readonly string[] }): string[] => {
  const addedBy = invitation.senderAddedById;
  const teamHolder = addedBy !== undefined && (active.adminIds.includes(addedBy) || active.founderIds.includes(addedBy));
  return [...new Set([invitation.senderId, ...(teamHolder ? [addedBy] : []), ...active.adminIds])];
};

export const invitationNotFound = () => new NotFoundError(MANAGE_INVITATIONS_MESSAGES.notFound, { code: ERROR_CODES.INVITATION_NOT_FOUND });

/** The invitation, if the viewer may see it; otherwise the same 404 as for an unknown id. */
export const visibleInvitation = async (viewer: Viewer, id: string): Promise<Invitation> => {
  const invitation = await getInvitation(id);
  if (!invitation || !canSee(viewer, invitation)) throw invitationNotFound();
  return invitation;
};

/** The sender's name is shown to admins, and to founders on their lead generators' invitations. */
export const showsSender = (viewer: Viewer, invitation: Pick<Invitation, 'senderId'>): boolean =>
  viewer.role === 'admin' || (viewer.role === 'founder' && invitation.senderId !== viewer.id);
