import { Box, HStack, Table } from '@chakra-ui/react';
import {
  CURRENT_RAISE, CURRENT_RAISE_PAGE, USE_OF_FUNDS, allocationUsd,
} from '@safe-haven/shared/content/current-raise';
import { formatPercent, formatUsd } from '@safe-haven/shared/content/format';
import { allocationColor } from '../utils/use-of-funds-colors';

const totalPercent = USE_OF_FUNDS.reduce((sum, use) => sum + use.percent, 0);

/** The use of funds as a table: the figures of the chart for every reader, its swatches as the chart's legend. */
export const UseOfFundsTable = () => (
  // Narrow padding on phones keeps the three columns within 375 px without a scrolling box.
  <Table.Root size="sm" variant="line" css={{ '& th, & td': { px: { base: '1.5', sm: '2' } } }}>
    <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mt="0" mb="2">{CURRENT_RAISE_PAGE.tableCaption}</Table.Caption>
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>Category</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Share</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
    <Table.Body>
      {USE_OF_FUNDS.map((use, index) => (
        <Table.Row key={use.label}>
          <Table.ColumnHeader scope="row" fontWeight="normal" color="fg">
            <HStack gap="2.5" align="center">
              <Box boxSize="3" borderRadius="sm" bg={allocationColor(index)} flexShrink={0} aria-hidden="true" />
              {use.label}
            </HStack>
          </Table.ColumnHeader>
          <Table.Cell textAlign="end" fontWeight="semibold">{formatPercent(use.percent)}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">{formatUsd(allocationUsd(use))}</Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
    <Table.Footer>
      <Table.Row>
        <Table.ColumnHeader scope="row" color="fg">Total</Table.ColumnHeader>
        <Table.Cell textAlign="end" fontWeight="semibold">{formatPercent(totalPercent)}</Table.Cell>
        <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">{formatUsd(CURRENT_RAISE.amountUsd)}</Table.Cell>
      </Table.Row>
    </Table.Footer>
  </Table.Root>
);
