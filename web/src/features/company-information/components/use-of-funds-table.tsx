import { Box, HStack, Table } from '@chakra-ui/react';
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { formatPercent, formatUsd } from '@safe-haven/shared/content/format';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise-page';
import { allocationUsd } from '@safe-haven/shared/content/raise-terms';
import { allocationColor } from '../utils/use-of-funds-colors';

/** The use of funds as a table: the figures of the chart for every reader, its swatches as the chart's legend. */
export const UseOfFundsTable = ({ raise }: { raise: RaiseTerms }) => (
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
      {raise.useOfFunds.map((use, index) => (
        <Table.Row key={use.label}>
          <Table.ColumnHeader scope="row" fontWeight="normal" color="fg">
            <HStack gap="2.5" align="center">
              <Box boxSize="3" borderRadius="sm" bg={allocationColor(index)} flexShrink={0} aria-hidden="true" />
              {use.label}
            </HStack>
          </Table.ColumnHeader>
          <Table.Cell textAlign="end" fontWeight="semibold">{formatPercent(use.percent)}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">{formatUsd(allocationUsd(raise, use))}</Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
    <Table.Footer>
      <Table.Row>
        <Table.ColumnHeader scope="row" color="fg">Total</Table.ColumnHeader>
        <Table.Cell textAlign="end" fontWeight="semibold">{formatPercent(raise.useOfFunds.reduce((sum, use) => sum + use.percent, 0))}</Table.Cell>
        <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">{formatUsd(raise.amountUsd)}</Table.Cell>
      </Table.Row>
    </Table.Footer>
  </Table.Root>
);
