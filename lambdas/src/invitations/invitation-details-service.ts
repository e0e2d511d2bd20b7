/**
 * The details dialog: the invitation, its long texts, the invitee's answer and the newest entries of
 * the audit trail, if the viewer may see it. Two Queries in parallel: the invitation's own items, and
 * the trail newest first (at most AUDIT_PAGE_SIZE entries).
 */
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { auditTrailOf } from '../data/invitation-audit';
import { invitationWithResponses } from '../data/invitation-response';
import { canSee, invitationNotFound, type Viewer } from './invitation-access';
import { toInvitationDetails } from './invitation-views';

export const invitationDetails = async (viewer: Viewer, id: string): Promise<InvitationDetails> => {
  const [{ invitation, detail, responses }, trail] = await Promise.all([invitationWithResponses(id), auditTrailOf(id)]);
  if (!invitation || !canSee(viewer, invitation)) throw invitationNotFound();
  return toInvitationDetails({ invitation, detail, trail, responses }, viewer);
};
