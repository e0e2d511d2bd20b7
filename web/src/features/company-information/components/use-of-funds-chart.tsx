/**
 * The use of funds as a donut, drawn by hand in SVG (no chart library) and loaded only by the Current
 * Raise page. It is a picture of the table beside it, which carries the same figures for everyone, so
 * the drawing itself is hidden from assistive technology.
 */
import { Box, Text } from '@chakra-ui/react';
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { formatUsd } from '@safe-haven/shared/content/format';
import { allocationColor, colorVar } from '../utils/use-of-funds-colors';

const RADIUS = 80;
const STROKE = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** A thin gap between segments, in the same units as the circumference. */
const GAP = 2;

/** Each use as an arc: its length, and where it starts (the sum of the arcs before it). */
const segmentsOf = ({ useOfFunds }: RaiseTerms) => useOfFunds.map((use, index) => ({
  use,
  color: colorVar(allocationColor(index)),
  length: (use.percent / 100) * CIRCUMFERENCE,
  start: (useOfFunds.slice(0, index).reduce((sum, before) => sum + before.percent, 0) / 100) * CIRCUMFERENCE,
}));

export const UseOfFundsChart = ({ raise }: { raise: RaiseTerms }) => (
  <Box position="relative" w="full" maxW="64" mx="auto" aria-hidden="true" data-testid="use-of-funds-chart">
    <svg viewBox="0 0 200 200" width="100%" role="presentation" focusable="false">
      <g transform="rotate(-90 100 100)">
        {segmentsOf(raise).map(({ use, color, length, start }) => (
          <circle
            key={use.label} cx="100" cy="100" r={RADIUS} fill="none" stroke={color} strokeWidth={STROKE}
            strokeDasharray={`${Math.max(length - GAP, 0)} ${CIRCUMFERENCE - Math.max(length - GAP, 0)}`}
            strokeDashoffset={-start}
          />
        ))}
      </g>
    </svg>
    <Box position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center">
      <Text fontFamily="heading" fontSize="xl" fontWeight="bold" color="brand.fg" lineHeight="1.1">
        {formatUsd(raise.amountUsd)}
      </Text>
      <Text fontSize="sm" color="fg.muted">raise</Text>
    </Box>
  </Box>
);
