/**
 * The projected timeline: periods on a vertical rail on phones, across the page on wider screens. Its
 * milestones are the brand's content and come with the raise's terms (the invitation's read or the
 * staff preview); until then each holds its place with a quiet bar, so nothing moves when they arrive.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { TimelineMilestone } from '@safe-haven/shared/api-types';
import { LinePlaceholder } from './line-placeholder';

export const InvestmentTimeline = ({ items, placeholders }: { items: readonly TimelineMilestone[] | undefined; placeholders: number }) => {
  const count = items?.length ?? placeholders;
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: count }} gap={{ base: 0, md: 6 }} aria-hidden={items ? undefined : true}>
      {Array.from({ length: count }, (_, index) => {
        const item = items?.[index];
        return (
          <Box
            as="li" key={index} position="relative"
            ps={{ base: 8, md: 0 }} pt={{ base: 0, md: 8 }} pb={{ base: index === count - 1 ? 0 : 8, md: 0 }}
          >
            {/* The rail: down the left on phones, along the top from md. */}
            <Box
              aria-hidden="true" position="absolute" bg="whiteAlpha.300"
              left={{ base: '7px', md: 0 }} top={{ base: 2, md: '7px' }}
              w={{ base: '2px', md: 'full' }} h={{ base: 'full', md: '2px' }}
              display={index === count - 1 ? { base: 'none', md: 'block' } : 'block'}
            />
            <Box aria-hidden="true" position="absolute" left="0" top={{ base: 1, md: 0 }} boxSize="4" rounded="full" bg="brass.300" borderWidth="3px" borderColor="brand.800" />
            <Text fontFamily="heading" fontSize={{ base: '2xl', md: '3xl' }} color="brass.300" lineHeight="1.2">
              {item ? item.period : <LinePlaceholder width="7em" />}
            </Text>
            {/* Two lines held for every title, filled or not, so a title that wraps moves nothing when it arrives. */}
            <Text color="whiteAlpha.900" mt="1" minH="2lh">{item ? item.title : <LinePlaceholder width="14em" />}</Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
};
