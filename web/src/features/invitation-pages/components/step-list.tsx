/**
 * Numbered steps as an ordered list: "circle" for a process (how it works), "numeral" for a short
 * argument (why now).
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Step } from '@safe-haven/shared/content/types';

export const StepList = ({ items, columns = 3, variant = 'circle', tone = 'light' }: {
  items: readonly Step[];
  columns?: 2 | 3 | 5;
  variant?: 'circle' | 'numeral';
  tone?: 'light' | 'dark';
}) => (
  <SimpleGrid
    as="ol" listStyleType="none"
    columns={{ base: 1, md: Math.min(columns, 3), lg: columns }}
    gap={{ base: 6, md: 8 }}
  >
    {items.map((step, index) => (
      <Box as="li" key={step.title} display="flex" flexDirection={{ base: 'row', md: 'column' }} gap="4" alignItems="flex-start">
        {variant === 'circle' ? (
          <Box
            flexShrink={0} display="grid" placeItems="center" boxSize="10" rounded="full"
            bg="brand.700" color="white" fontFamily="heading" fontSize="lg" aria-hidden="true"
          >
            {index + 1}
          </Box>
        ) : (
          <Text
            flexShrink={0} fontFamily="heading" fontSize="4xl" lineHeight="1" aria-hidden="true"
            color={tone === 'dark' ? 'brass.300' : 'brass.600'}
          >
            {String(index + 1).padStart(2, '0')}
          </Text>
        )}
        <Stack gap="1.5">
          <Heading as="h3" fontSize="lg" fontWeight="semibold" color={tone === 'dark' ? 'white' : 'brand.800'}>
            {step.title}
          </Heading>
          <Text color={tone === 'dark' ? 'whiteAlpha.800' : 'fg.muted'}>{step.description}</Text>
        </Stack>
      </Box>
    ))}
  </SimpleGrid>
);
