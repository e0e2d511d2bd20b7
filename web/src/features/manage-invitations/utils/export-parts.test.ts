import { describe, expect, it } from 'vitest';
import type { InvitationExportPart } from '@safe-haven/shared/api-types';
import { INVITATION_EXPORT_MESSAGES } from '@safe-haven/shared/invitation-export';
import { joinExportParts } from './export-parts';

const row = (id: string) => ({ id, line: `${id},row\r\n` });

/** Parts served in order, each answering the cursor the previous one named. */
const served = (parts: InvitationExportPart[]) => {
  const asked: (string | undefined)[] = [];
  return {
    asked,
    readPart: async (cursor: string | undefined) => {
      asked.push(cursor);
      return parts[asked.length - 1]!;
    },
  };
};

describe('joinExportParts', () => {
  it('reads every part from the cursor the previous one named, header first, a repeated row once', async () => {
    const { asked, readPart } = served([
      { fileName: 'invitations-2026-11-26.csv', header: 'H\r\n', rows: [row('a'), row('b')], nextCursor: 'c1' },
      { fileName: 'invitations-2026-11-27.csv', rows: [row('b'), row('c')], nextCursor: 'c2' },
      { fileName: 'invitations-2026-11-27.csv', rows: [row('d')] },
    ]);
    const progress: number[] = [];
    const file = await joinExportParts(readPart, (rows) => progress.push(rows));
    expect(asked).toEqual([undefined, 'c1', 'c2']);
    expect(file).toEqual({ fileName: 'invitations-2026-11-26.csv', pieces: ['H\r\n', 'a,row\r\n', 'b,row\r\n', 'c,row\r\n', 'd,row\r\n'], rows: 4 });
    expect(progress).toEqual([2, 3, 4]);
  });

  it('an empty list is the header alone', async () => {
    const { readPart } = served([{ fileName: 'f.csv', header: 'H\r\n', rows: [] }]);
    expect(await joinExportParts(readPart, () => {})).toEqual({ fileName: 'f.csv', pieces: ['H\r\n'], rows: 0 });
  });

  it('stops past the most rows a file holds, asking for a narrower filter, without reading further', async () => {
    const { asked, readPart } = served([
      { fileName: 'f.csv', header: 'H\r\n', rows: [row('a'), row('b')], nextCursor: 'c1' },
      { fileName: 'f.csv', rows: [row('c')], nextCursor: 'c2' },
      { fileName: 'f.csv', rows: [row('d')] },
    ]);
    await expect(joinExportParts(readPart, () => {}, 2)).rejects.toThrow(INVITATION_EXPORT_MESSAGES.tooLarge(2));
    expect(asked).toEqual([undefined, 'c1']);
  });
});
