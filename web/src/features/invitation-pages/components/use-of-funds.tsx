/**
 * Where the raise goes: one bar per use, drawn with CSS widths (no chart library). The uses arrive
 * with the raise's terms; until then each holds its place with a label bar and an empty track.
 */
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { RaiseUseOfFunds } from '@safe-haven/shared/api-types';
import { formatPercent } from '@safe-haven/shared/content/format';
import { RAISE_TERMS_LAYOUT } from '@safe-haven/shared/content/raise-terms';
import { LinePlaceholder } from './line-placeholder';

const Use = ({ label, share, percent }: { label: ReactNode; share: ReactNode; percent: number }) => (
  <Box as="li">
    <Stack direction="row" justify="space-between" mb="1.5" gap="4">
      <Text fontSize="sm">{label}</Text>
      <Text fontSize="sm" fontWeight="semibold" color="brand.800">{share}</Text>
    </Stack>
    <Box h="2" rounded="full" bg="brand.50" overflow="hidden" aria-hidden="true">
      <Box h="full" w={`${percent}%`} rounded="full" bg="brand.600" />
    </Box>
  </Box>
);

export const UseOfFunds = ({ uses }: { uses: readonly RaiseUseOfFunds[] | undefined }) => (
  <Box bg="white" rounded="xl" borderWidth="1px" borderColor="blackAlpha.100" p={{ base: 5, md: 8 }}>
    <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.800" mb="5">Use of funds</Heading>
    <Stack as="ul" listStyleType="none" gap="4" aria-hidden={uses ? undefined : true}>
      {uses
        ? uses.map((use) => <Use key={use.label} label={use.label} share={formatPercent(use.percent)} percent={use.percent} />)
        : Array.from({ length: RAISE_TERMS_LAYOUT.useOfFunds }, (_, index) => (
            <Use key={index} label={<LinePlaceholder width="11em" />} share={<LinePlaceholder width="2.5em" />} percent={0} />
          ))}
    </Stack>
  </Box>
);
