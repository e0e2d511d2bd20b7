/** The details dialog: the invitation, the invitee's answer and the audit trail, if the viewer may see it. */
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { invitationWithResponses } from '../data/invitation-response';
import { canSee, invitationNotFound, type Viewer } from './invitation-access';
import { toInvitationDetails } from './invitation-views';

export const invitationDetails = async (viewer: Viewer, id: string): Promise<InvitationDetails> => {
  const { invitation, responses } = await invitationWithResponses(id);
  if (!invitation || !canSee(viewer, invitation)) throw invitationNotFound();
  return toInvitationDetails(invitation, responses, viewer);
};
