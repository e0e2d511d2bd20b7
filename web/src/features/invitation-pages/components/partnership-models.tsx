/** Equity, revenue share and hybrid, side by side. */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PartnershipModel } from '@safe-haven/shared/content/land-owner-invitation';
import { CheckList } from './check-list';

export const PartnershipModels = ({ items }: { items: readonly PartnershipModel[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: 4, md: 5 }}>
    {items.map((model) => (
      <Box as="li" key={model.name} bg="white" rounded="xl" borderWidth="1px" borderColor="blackAlpha.100" borderTopWidth="4px" borderTopColor="brass.400" p={{ base: 5, md: 6 }}>
        <Stack gap="3">
          <Heading as="h3" fontFamily="heading" fontWeight="normal" fontSize="2xl" color="brand.800">{model.name}</Heading>
          <Text color="fg.muted">{model.summary}</Text>
          <CheckList items={model.points} size="sm" />
        </Stack>
      </Box>
    ))}
  </SimpleGrid>
);
