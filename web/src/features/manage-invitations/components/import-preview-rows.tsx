/**
 * The rows of an import preview, each with its result: before the send, the preview's (new, already
 * invited, ...); once the send has answered for a row, Sent or Not sent. A table from tablets up; on
 * a phone a list of stacked rows, so the result is seen without scrolling sideways (a five-column
 * table at 390 px puts Result out of sight).
 */
import { Badge, Box, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  IMPORT_DIALOG_MESSAGES as D, IMPORT_RESULT_LABELS,
  type ImportPreviewRow, type ImportRowResult, type ImportSendRowResult,
} from '@safe-haven/shared/invitation-import';

const RESULT_PALETTE: Record<ImportRowResult, string> = {
  NEW: 'green', ALREADY_INVITED_ACTIVE: 'orange', ALREADY_CLOSED: 'orange', EMAIL_SUPPRESSED: 'red',
  ALREADY_REGISTERED: 'orange', INVALID: 'red', DUPLICATE_IN_FILE: 'gray', OVER_DAILY_CAP: 'purple',
};

export interface RowOutcome {
  label: string;
  palette: string;
  message: string;
  /** 'sent' or 'not-sent' once the send answered for the row. */
  sendState?: 'sent' | 'not-sent';
}

/** What a row shows: its preview's result, or once the send answered for it, Sent or Not sent. */
export const outcomeOf = (row: ImportPreviewRow, sent: ImportSendRowResult | undefined): RowOutcome => {
  if (!sent) return { label: IMPORT_RESULT_LABELS[row.result], palette: RESULT_PALETTE[row.result], message: row.message };
  return sent.ok
    ? { label: D.rowSent, palette: 'green', message: '', sendState: 'sent' }
    : { label: D.rowNotSent, palette: 'red', message: sent.message, sendState: 'not-sent' };
};

const nameOf = (row: ImportPreviewRow) => `${row.firstName} ${row.lastName}`.trim();

const Outcome = ({ outcome }: { outcome: RowOutcome }) => (
  <>
    <Badge colorPalette={outcome.palette}>{outcome.label}</Badge>
    {outcome.message && <Text fontSize="xs" color="fg.muted" mt="1">{outcome.message}</Text>}
  </>
);

export const ImportPreviewRows = ({ rows, sentByLine }: { rows: ImportPreviewRow[]; sentByLine: ReadonlyMap<number, ImportSendRowResult> }) => {
  const shown = rows.map((row) => ({ row, outcome: outcomeOf(row, sentByLine.get(row.line)) }));
  return (
    <>
      <Box hideBelow="md" overflowX="auto">
        <Table.Root size="sm" aria-label={D.previewTitle}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{D.columns.line}</Table.ColumnHeader>
              <Table.ColumnHeader>{D.columns.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{D.columns.email}</Table.ColumnHeader>
              <Table.ColumnHeader>{D.columns.audience}</Table.ColumnHeader>
              <Table.ColumnHeader>{D.columns.result}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map(({ row, outcome }) => (
              <Table.Row key={row.line} data-result={row.result} data-send={outcome.sendState}>
                <Table.Cell>{row.line}</Table.Cell>
                <Table.Cell>{nameOf(row)}</Table.Cell>
                <Table.Cell overflowWrap="break-word">{row.email}</Table.Cell>
                <Table.Cell>{row.audience}</Table.Cell>
                <Table.Cell><Outcome outcome={outcome} /></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack as="ul" hideFrom="md" gap="2" listStyleType="none" m="0" p="0" aria-label={D.previewTitle}>
        {shown.map(({ row, outcome }) => (
          <Card.Root as="li" key={row.line} size="sm" variant="outline" data-result={row.result} data-send={outcome.sendState}>
            <Card.Body gap="2" p="3">
              <Stack gap="0">
                <HStack justify="space-between" align="baseline" gap="2">
                  <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">{nameOf(row)}</Text>
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>{[D.lineOf(row.line), row.audience].filter(Boolean).join(' · ')}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{row.email}</Text>
              </Stack>
              <Box><Outcome outcome={outcome} /></Box>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
};
