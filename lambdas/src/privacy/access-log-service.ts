/**
 * Who opened an invitee's details, and when: recorded on a GET of the details, once per opening (the
 * dialog's reads after a status change, a note or a date within the opening window are part of the
 * same opening; not the details a status change or a note answers with either), readable by admins
 * per invitation.
 */
import type { InvitationAccessLog } from '@safe-haven/shared/api-types';
import { PRIVACY_MESSAGES } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ForbiddenError } from '../core/errors';
import { retentionPeriods } from '../core/retention-settings';
import { accessLogOf, recordAccess } from '../data/access-log';
import type { Profile } from '../data/profile';
import { visibleInvitation } from '../invitations/invitation-access';

/** The dialog shows the latest views; older ones are still kept until they expire. */
export const ACCESS_LOG_PAGE = 100;

/** True when the read was recorded as a new opening; false when it belongs to the viewer's last one. */
export const recordDetailsView = async (viewer: Pick<Profile, 'id' | 'firstName' | 'lastName' | 'role'>, invitationId: string, now = new Date()): Promise<boolean> => {
  const recorded = await recordAccess(
    { invitationId, viewerId: viewer.id, viewerName: `${viewer.firstName} ${viewer.lastName}`.trim(), viewerRole: viewer.role, at: now.toISOString() },
    retentionPeriods().accessLogDays,
  );
  return recorded !== undefined;
};

export const invitationAccessLog = async (actor: Profile, invitationId: string): Promise<InvitationAccessLog> => {
  if (actor.role !== 'admin') throw new ForbiddenError(PRIVACY_MESSAGES.accessLogForbidden, { code: ERROR_CODES.ACCESS_LOG_FORBIDDEN });
  // An erased invitation has no log to show here (its entries expire on their own).
  await visibleInvitation(actor, invitationId);
  const entries = await accessLogOf(invitationId, ACCESS_LOG_PAGE);
  return {
    entries: entries.map(({ viewerId, viewerName, viewerRole, at, via }) => ({ viewerId, viewerName, viewerRole, at, ...(via ? { via } : {}) })),
    retentionDays: retentionPeriods().accessLogDays,
  };
};
