/**
 * 'Export CSV': every invitation the viewer sees under Manage Invitations' current filters, in the
 * list's order, a part at a time. The rows come from the list's own service, page after page, so the
 * filters, the scopes (invitation-access.ts: visibleScopes, canSeeSender) and the order are the list's
 * by construction; each row is checked with canSee once more before it is written. A part ends at
 * EXPORT_PART_ROWS rows or before a page that would take the answer past EXPORT_PART_BYTES, and names
 * the cursor the next part starts from; the browser joins the parts (docs/performance.md, "Export CSV
 * and Import CSV"). Each part's invitees are recorded in the access log before the part is answered.
 */
import { EXPORT_HEADER_LINE, EXPORT_PART_BYTES, EXPORT_PART_ROWS, exportFileName, exportLine } from '@safe-haven/shared/invitation-export';
import type { InvitationExportPart, InvitationExportRow } from '@safe-haven/shared/api-types';
import type { InvitationExportQuery } from '@safe-haven/shared/validation/manage-invitations';
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

export interface ExportPartLimits {
  /** Tests make parts small to cross their edges with a few invitations. */
  partRows: number;
  partBytes: number;
}

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

/**
 * A row's bytes as Lambda counts them: the part is JSON, and the HTTP response carries that JSON as
 * a string inside its own JSON, so a quote in a name costs eight bytes there.
 */
const responseBytes = (row: InvitationExportRow): number => Buffer.byteLength(JSON.stringify(JSON.stringify(row)));

/** One page of the list as rows, the ones this part already holds left out. */
const rowsOf = async (viewer: Viewer, invitations: readonly Invitation[], seen: ReadonlySet<string>): Promise<InvitationExportRow[]> => {
  const fresh = invitations.filter((invitation) => canSee(viewer, invitation) && !seen.has(invitation.id));
  const answers = await answersOf(fresh);
  return fresh.map((invitation) => ({ id: invitation.id, line: exportLine(invitation, answers.get(invitation.id)) }));
};

interface PartRead {
  rows: InvitationExportRow[];
  /** Where the next part starts; absent once the list is read to its end. */
  nextCursor: string | undefined;
}

/**
 * The list's pages from `cursor` until the part is full. A page that would take the part past its
 * bytes is left for the next part (which starts at that page's cursor); a first page too large on its
 * own is read again at half the size, down to one invitation, which always fits.
 */
const readPart = async (viewer: Viewer, query: InvitationExportQuery, limits: ExportPartLimits): Promise<PartRead> => {
  const rows: InvitationExportRow[] = [];
  const seen = new Set<string>();
  let bytes = 0;
  let cursor = query.cursor;
  let pageSize = EXPORT_PAGE_SIZE;
  for (;;) {
    const page = await listInvitationItems(
      viewer,
      { ...query, cursor },
      { pageSize: Math.min(pageSize, limits.partRows - rows.length), readBudgetUnits: READ_BUDGET_UNITS },
    );
    const pageRows = await rowsOf(viewer, page.items, seen);
    const pageBytes = pageRows.reduce((sum, row) => sum + responseBytes(row), 0);
    if (bytes + pageBytes > limits.partBytes) {
      if (rows.length > 0) return { rows, nextCursor: cursor };
      if (pageSize > 1) {
        pageSize = Math.ceil(pageSize / 2);
        continue;
      }
    }
    for (const row of pageRows) seen.add(row.id);
    rows.push(...pageRows);
    bytes += pageBytes;
    cursor = page.nextCursor;
    if (!cursor || rows.length >= limits.partRows) return { rows, nextCursor: cursor };
  }
};

export const exportInvitationPart = async (
  viewer: Pick<Profile, 'id' | 'role' | 'firstName' | 'lastName'>,
  query: InvitationExportQuery,
  options: { now?: Date; limits?: ExportPartLimits } = {},
): Promise<InvitationExportPart> => {
  const now = options.now ?? new Date();
  const { rows, nextCursor } = await readPart(viewer, query, options.limits ?? { partRows: EXPORT_PART_ROWS, partBytes: EXPORT_PART_BYTES });
  // Recorded before the part leaves: rows that could not be logged are not answered.
  await recordExportAccess(
    rows.map((row) => row.id),
    { viewerId: viewer.id, viewerName: `${viewer.firstName} ${viewer.lastName}`.trim(), viewerRole: viewer.role, at: now.toISOString() },
    retentionPeriods().accessLogDays,
  );
  return {
    fileName: exportFileName(now),
    ...(query.cursor ? {} : { header: EXPORT_HEADER_LINE }),
    rows,
    ...(nextCursor ? { nextCursor } : {}),
  };
};
