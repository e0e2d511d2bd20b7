/**
 * A chart with its table beside it (below it on a phone) under one caption that says what both show.
 * The table is the accessible reading of the chart: same rows, same values.
 */
import { useId, type ReactNode } from 'react';
import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { BarChart, type Bar } from './bar-chart';

export interface ChartFigureProps {
  title: string;
  caption: string;
  bars: readonly Bar[];
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  testId: string;
}

export const ChartFigure = ({ title, caption, bars, columns, rows, testId }: ChartFigureProps) => {
  const captionId = useId();
  return (
    <Box as="figure" data-testid={testId} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} m="0">
      <Box as="figcaption" id={captionId} mb="3">
        <Text fontWeight="semibold" fontSize="lg">{title}</Text>
        <Text fontSize="sm" color="fg.muted">{caption}</Text>
      </Box>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align="start">
        <Box flex="1" minW="0" w="full"><BarChart bars={bars} labelledBy={captionId} /></Box>
        <Table.ScrollArea flex="1" minW="0" w="full" borderWidth="1px" borderRadius="md">
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
                      : <Table.Cell key={i} textAlign="end" whiteSpace="nowrap">{cell}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Flex>
    </Box>
  );
};
