/**
 * A chart with its table below it, both at the card's full width, under one heading and caption that
 * say what both show. The table is the accessible reading of the chart: same rows, same values. A
 * figure with no rows says so in a sentence instead (no chart, no table with a make-believe row).
 */
import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { BarChart, type Bar } from './bar-chart';
import { ScrollTable } from './scroll-table';

export interface ChartFigureProps {
  title: string;
  caption: string;
  bars: readonly Bar[];
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** What the figure says when it has no rows. */
  empty?: string;
  testId: string;
}

export const ChartFigure = ({ title, caption, bars, columns, rows, empty, testId }: ChartFigureProps) => {
  const captionId = useId();
  return (
    <Box as="figure" data-testid={testId} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} m="0">
      <Box as="figcaption" id={captionId} mb="3">
        <Heading as="h2" fontWeight="semibold" fontSize="lg">{title}</Heading>
        <Text fontSize="sm" color="fg.muted">{caption}</Text>
      </Box>
      {rows.length === 0 && empty ? (
        <Text color="fg.muted" py="2" data-empty="">{empty}</Text>
      ) : (
        <Stack gap="4">
          <BarChart bars={bars} labelledBy={captionId} />
          <ScrollTable label={title}>
            <Table.Root size="sm" aria-labelledby={captionId}>
              <Table.Header>
                <Table.Row>
                  {columns.map((column, i) => <Table.ColumnHeader key={column} textAlign={i === 0 ? 'start' : 'end'}>{column}</Table.ColumnHeader>)}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.key}>
                    {row.cells.map((cell, i) => (
                      i === 0
                        ? <Table.Cell as="th" scope="row" key={i} fontWeight="medium">{cell}</Table.Cell>
                        // A figure stays on one line; a cell given as an element sets its own wrapping.
                        : <Table.Cell key={i} textAlign="end" whiteSpace={typeof cell === 'string' ? 'nowrap' : undefined}>{cell}</Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
        </Stack>
      )}
    </Box>
  );
};
