/** The current raise as a short term sheet, with the accredited-investor test under it. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ACCREDITED_INVESTOR_DEFINITION, CURRENT_RAISE_TERMS } from '@safe-haven/shared/content/current-raise';

export const RaiseTerms = () => (
  <Box bg="sand" rounded="xl" borderWidth="1px" borderColor="blackAlpha.100" p={{ base: 5, md: 8 }}>
    <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.800" mb="4">Terms of the current raise</Heading>
    <Stack as="dl" gap="0">
      {CURRENT_RAISE_TERMS.map((term) => (
        <Stack
          key={term.label} direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={{ base: 0.5, sm: 6 }}
          py="3" borderBottomWidth="1px" borderColor="blackAlpha.100" _last={{ borderBottomWidth: 0 }}
        >
          <Text as="dt" color="fg.muted">{term.label}</Text>
          <Text as="dd" fontWeight="semibold" color="brand.800" textAlign={{ sm: 'end' }}>{term.value}</Text>
        </Stack>
      ))}
    </Stack>
    <Text fontSize="sm" color="fg.muted" mt="4">{ACCREDITED_INVESTOR_DEFINITION}</Text>
  </Box>
);
