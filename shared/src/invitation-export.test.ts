import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse';
import { EXPORT_COLUMNS, EXPORT_HEADER_LINE, exportFileName, exportLine, exportRow } from './invitation-export';

const invitation = {
  recipientFirstName: 'Ana', recipientLastName: 'Ruiz', recipientEmail: 'ana@example.com', audience: 'land_owner' as const,
  status: 'maybe' as const, inviterName: 'Lee Gen', createdAt: '2026-11-01T10:00:00.000Z',
};

describe('exportRow', () => {
  it('writes one cell per column, in words, empty where nothing happened yet', () => {
    const row = exportRow(invitation, undefined);
    expect(row).toHaveLength(EXPORT_COLUMNS.length);
    expect(Object.fromEntries(EXPORT_COLUMNS.map((column, i) => [column, row[i]]))).toMatchObject({
      'First name': 'Ana', Audience: 'Land Owner', Status: 'Maybe', Sender: 'Lee Gen', Sent: '2026-11-01T10:00:00.000Z',
      Opened: '', Answered: '', 'Next step due': '', Answer: '', 'Answer details': '',
    });
  });

  it("writes the answer's fields, its structured details as labelled text", () => {
    const row = exportRow({ ...invitation, openedAt: '2026-11-02T08:00:00.000Z', responseAt: '2026-11-03T09:00:00.000Z', nextStepDueAt: '2026-12-01' }, {
      inviteeName: 'Ana Ruiz', inviteeEmail: 'ana@example.com', responseType: 'maybe_call', details: { acreage: '40', preference: 'call' },
    });
    const cell = (column: (typeof EXPORT_COLUMNS)[number]) => row[EXPORT_COLUMNS.indexOf(column)];
    expect([cell('Opened'), cell('Answered'), cell('Next step due')]).toEqual(['2026-11-02T08:00:00.000Z', '2026-11-03T09:00:00.000Z', '2026-12-01']);
    expect(cell('Answer')).toBe('Maybe: schedule a call');
    expect(cell('Answer details')).toBe('Acreage: 40; Preference: A call');
  });
});

describe('the file', () => {
  it('is the header line and a line per invitation, read back by the parser, formulas escaped', () => {
    const lines = [exportLine({ ...invitation, recipientLastName: '@Ruiz, "the elder"' }, undefined), exportLine(invitation, undefined)];
    const [header, first, second, ...rest] = parseCsv(EXPORT_HEADER_LINE + lines.join(''));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(first![1]).toBe('\'@Ruiz, "the elder"');
    expect(second![1]).toBe('Ruiz');
    expect(rest).toEqual([]);
    expect(EXPORT_HEADER_LINE.startsWith('\uFEFF')).toBe(true);
  });

  it('names the file after the day', () => {
    expect(exportFileName(new Date('2026-11-26T23:59:00.000Z'))).toBe('invitations-2026-11-26.csv');
  });
});
