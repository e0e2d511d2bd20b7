/** Where the raise goes: one bar per use, drawn with CSS widths (no chart library). */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { USE_OF_FUNDS } from '@safe-haven/shared/content/current-raise';
import { formatPercent } from '@safe-haven/shared/content/format';

export const UseOfFunds = () => (
  <Box bg="white" rounded="xl" borderWidth="1px" borderColor="blackAlpha.100" p={{ base: 5, md: 8 }}>
    <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.800" mb="5">Use of funds</Heading>
    <Stack as="ul" listStyleType="none" gap="4">
      {USE_OF_FUNDS.map((use) => (
        <Box as="li" key={use.label}>
          <Stack direction="row" justify="space-between" mb="1.5" gap="4">
            <Text fontSize="sm">{use.label}</Text>
            <Text fontSize="sm" fontWeight="semibold" color="brand.800">{formatPercent(use.percent)}</Text>
          </Stack>
          <Box h="2" rounded="full" bg="brand.50" overflow="hidden" aria-hidden="true">
            <Box h="full" w={`${use.percent}%`} rounded="full" bg="brand.600" />
          </Box>
        </Box>
      ))}
    </Stack>
  </Box>
);
