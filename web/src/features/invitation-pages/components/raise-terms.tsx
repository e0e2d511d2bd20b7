/**
 * The current raise as a short term sheet, with the accredited-investor test under it. The terms
 * arrive with the invitation's read; until then each row holds its place with bars of one line.
 */
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { RaiseTerms as Terms } from '@safe-haven/shared/api-types';
import { ACCREDITED_INVESTOR_DEFINITION } from '@safe-haven/shared/content/accredited-investor';
import { RAISE_TERMS_LAYOUT, raiseTermRows } from '@safe-haven/shared/content/raise-terms';
import { LinePlaceholder } from './line-placeholder';

const Row = ({ label, value, inList }: { label: ReactNode; value: ReactNode; inList: boolean }) => (
  <Stack
    direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={{ base: 0.5, sm: 6 }}
    py="3" borderBottomWidth="1px" borderColor="blackAlpha.100" _last={{ borderBottomWidth: 0 }}
  >
    <Text as={inList ? 'dt' : 'p'} color="fg.muted">{label}</Text>
    <Text as={inList ? 'dd' : 'p'} fontWeight="semibold" color="brand.800" textAlign={{ sm: 'end' }}>{value}</Text>
  </Stack>
);

export const RaiseTerms = ({ raise }: { raise: Terms | undefined }) => (
  <Box bg="sand" rounded="xl" borderWidth="1px" borderColor="blackAlpha.100" p={{ base: 5, md: 8 }}>
    <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.800" mb="4">Terms of the current raise</Heading>
    {raise ? (
      <Stack as="dl" gap="0">
        {raiseTermRows(raise).map((term) => <Row key={term.label} label={term.label} value={term.value} inList />)}
      </Stack>
    ) : (
      <Stack gap="0" aria-hidden="true">
        {Array.from({ length: RAISE_TERMS_LAYOUT.terms }, (_, index) => (
          <Row key={index} label={<LinePlaceholder width="9em" />} value={<LinePlaceholder width="12em" />} inList={false} />
        ))}
      </Stack>
    )}
    <Text fontSize="sm" color="fg.muted" mt="4">{ACCREDITED_INVESTOR_DEFINITION}</Text>
  </Box>
);
