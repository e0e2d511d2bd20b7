/**
 * 'Export CSV': every invitation the viewer sees under Manage Invitations' current filters,
 * in the list's order, as a CSV file. The rows come from the list's own service, page after page, so
 * the filters, the scopes (invitation-access.ts: visibleScopes, canSeeSender) and the order are the
 * list's by construction; each row is checked with canSee once more before it is written. The export
 * is answered in the response (up to MAX_EXPORT_ROWS rows; docs/performance.md, "Export CSV and Import CSV") and
 * recorded in the access log, one entry per exported invitee.
 */
import { exportCsv, exportFileName, INVITATION_EXPORT_MESSAGES, MAX_EXPORT_BYTES, MAX_EXPORT_ROWS } from '@safe-haven/shared/invitation-export';
import type { InvitationExport } from '@safe-haven/shared/api-types';
import type { InvitationExportQuery } from '@safe-haven/shared/validation/manage-invitations';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { PayloadTooLargeError } from '../core/errors';
import { retentionPeriods } from '../core/retention-settings';
import { recordExportAccess } from '../data/access-log';
import { READ_BUDGET_UNITS } from '../data/index-pages';
import type { Invitation } from '../data/invitation';
import { firstResponseOf, type InvitationResponse } from '../data/invitation-response';
import type { Profile } from '../data/profile';
import { canSee, type Viewer } from './invitation-access';
import { listInvitationItems } from './list-invitations-service';

/** Invitations per list page read by the export: one BatchGetItem's worth. */
const EXPORT_PAGE_SIZE = 100;
/** Answers read at once (one Query each). */
const ANSWER_READS_IN_FLIGHT = 16;

export const exportTooLarge = (limit = MAX_EXPORT_ROWS) =>
  new PayloadTooLargeError(INVITATION_EXPORT_MESSAGES.tooLarge(limit), { code: ERROR_CODES.EXPORT_TOO_LARGE });

/** Every invitation of the filtered list, in its order; refused past `maxRows`. */
const everyListedInvitation = async (viewer: Viewer, query: InvitationExportQuery, maxRows: number): Promise<Invitation[]> => {
  const invitations: Invitation[] = [];
  let cursor: string | undefined;
  do {
    // The list's default 1 MB read budget per page: a rare filter takes more pages, never more per read.
    const page = await listInvitationItems(viewer, { ...query, ...(cursor ? { cursor } : {}) }, { pageSize: EXPORT_PAGE_SIZE, readBudgetUnits: READ_BUDGET_UNITS });
    invitations.push(...page.items.filter((invitation) => canSee(viewer, invitation)));
    if (invitations.length > maxRows) throw exportTooLarge(maxRows);
    cursor = page.nextCursor;
  } while (cursor);
  return invitations;
};

const answersOf = async (invitations: readonly Invitation[]): Promise<Map<string, InvitationResponse>> => {
  const answered = invitations.filter((invitation) => invitation.responseAt || invitation.answer);
  const answers = new Map<string, InvitationResponse>();
  for (let start = 0; start < answered.length; start += ANSWER_READS_IN_FLIGHT) {
    const batch = answered.slice(start, start + ANSWER_READS_IN_FLIGHT);
    const found = await Promise.all(batch.map((invitation) => firstResponseOf(invitation.id)));
    batch.forEach((invitation, i) => found[i] && answers.set(invitation.id, found[i]));
  }
  return answers;
};

/** `openedAt` is written by the opens feature; an invitation without it was not opened. */
const openedAtOf = (invitation: Invitation): string | undefined => (invitation as Invitation & { openedAt?: string }).openedAt;

export const exportInvitations = async (
  viewer: Pick<Profile, 'id' | 'role' | 'firstName' | 'lastName'>,
  query: InvitationExportQuery,
  options: { now?: Date; maxRows?: number } = {},
): Promise<InvitationExport> => {
  const now = options.now ?? new Date();
  const invitations = await everyListedInvitation(viewer, query, options.maxRows ?? MAX_EXPORT_ROWS);
  const answers = await answersOf(invitations);
  const csv = exportCsv(
    invitations.map((invitation) => ({
      invitation: { ...invitation, openedAt: openedAtOf(invitation) },
      answer: answers.get(invitation.id),
    })),
  );
  if (Buffer.byteLength(csv) > MAX_EXPORT_BYTES) throw exportTooLarge(options.maxRows ?? MAX_EXPORT_ROWS);
  // Recorded before the file leaves: an export that could not be logged is not answered.
  await recordExportAccess(
    invitations.map((invitation) => invitation.id),
    { viewerId: viewer.id, viewerName: `${viewer.firstName} ${viewer.lastName}`.trim(), viewerRole: viewer.role, at: now.toISOString() },
    retentionPeriods().accessLogDays,
  );
  return { fileName: exportFileName(now), rows: invitations.length, csv };
};
