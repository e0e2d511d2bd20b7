/** The projected timeline: periods on a vertical rail on phones, across the page on wider screens. */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { TimelineMilestone } from '@safe-haven/shared/content/investor-invitation';

export const InvestmentTimeline = ({ items }: { items: readonly TimelineMilestone[] }) => (
  <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: items.length }} gap={{ base: 0, md: 6 }}>
    {items.map((item, index) => (
      <Box
        as="li" key={item.period} position="relative"
        ps={{ base: 8, md: 0 }} pt={{ base: 0, md: 8 }} pb={{ base: index === items.length - 1 ? 0 : 8, md: 0 }}
      >
        {/* The rail: down the left on phones, along the top from md. */}
        <Box
          aria-hidden="true" position="absolute" bg="whiteAlpha.300"
          left={{ base: '7px', md: 0 }} top={{ base: 2, md: '7px' }}
          w={{ base: '2px', md: 'full' }} h={{ base: 'full', md: '2px' }}
          display={index === items.length - 1 ? { base: 'none', md: 'block' } : 'block'}
        />
        <Box aria-hidden="true" position="absolute" left="0" top={{ base: 1, md: 0 }} boxSize="4" rounded="full" bg="brass.300" borderWidth="3px" borderColor="brand.800" />
        <Text fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brass.300" lineHeight="1.2">{item.period}</Text>
        <Text color="whiteAlpha.900" mt="1">{item.title}</Text>
      </Box>
    ))}
  </SimpleGrid>
);
