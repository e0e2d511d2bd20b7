/**
 * 'Export CSV' joins the server's parts into one file: the first part's header, then every part's
 * lines, a row whose invitation an earlier part already held left out (a lead that moved in the
 * order while the export ran). Past `maxRows` it stops before anything is saved.
 */
import type { InvitationExportPart } from '@safe-haven/shared/api-types';
import { INVITATION_EXPORT_MESSAGES, MAX_EXPORT_ROWS } from '@safe-haven/shared/invitation-export';

export interface JoinedExport {
  fileName: string;
  /** The file's text in pieces, header first (a Blob takes them as they are). */
  pieces: string[];
  rows: number;
}

export const joinExportParts = async (
  readPart: (cursor: string | undefined) => Promise<InvitationExportPart>,
  onProgress: (rows: number) => void,
  maxRows = MAX_EXPORT_ROWS,
): Promise<JoinedExport> => {
  const pieces: string[] = [];
  const seen = new Set<string>();
  let fileName = '';
  let cursor: string | undefined;
  do {
    const part = await readPart(cursor);
    fileName ||= part.fileName;
    if (part.header) pieces.push(part.header);
    for (const row of part.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      pieces.push(row.line);
    }
    if (seen.size > maxRows) throw new Error(INVITATION_EXPORT_MESSAGES.tooLarge(maxRows));
    onProgress(seen.size);
    cursor = part.nextCursor;
  } while (cursor);
  return { fileName, pieces, rows: seen.size };
};
