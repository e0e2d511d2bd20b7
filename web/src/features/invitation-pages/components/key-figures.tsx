/** Large figures with a short label: the raise in the hero, the target returns in the highlights. */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { KeyFigure } from '@safe-haven/shared/content/types';

export const KeyFigures = ({ items, tone = 'light', columns = 4 }: {
  items: readonly KeyFigure[];
  tone?: 'light' | 'dark';
  columns?: 3 | 4;
}) => (
  // Figures are written in full ("$20,000,000"), so four share a row only on wide screens. Below md
  // a row holds as many as have room for one whole figure at that width's size (10rem at xl, 13rem at
  // 2xl): two on a 390 px phone, one at 320 px, two or three on a phone held sideways.
  <SimpleGrid
    as="dl" gap={{ base: 3, md: 4 }}
    templateColumns={{
      base: columns === 3 ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(10rem, 1fr))',
      sm: columns === 3 ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(13rem, 1fr))',
      md: `repeat(${columns === 3 ? 3 : 2}, minmax(0, 1fr))`,
      lg: `repeat(${columns}, minmax(0, 1fr))`,
    }}
  >
    {items.map((item) => (
      <Box
        key={item.label} rounded="xl" p={{ base: 4, md: 5 }} borderWidth="1px"
        bg={tone === 'dark' ? 'whiteAlpha.100' : 'white'} borderColor={tone === 'dark' ? 'whiteAlpha.200' : 'blackAlpha.100'}
        display="flex" flexDirection="column-reverse" justifyContent="flex-end" gap="1"
      >
        <Text as="dt" fontSize="sm" color={tone === 'dark' ? 'whiteAlpha.800' : 'fg.muted'}>{item.label}</Text>
        {/* Four in a row of the 5xl container fit "$20,000,000" whole at 2xl; at 3xl it broke as "$20,000,00" / "0". */}
        <Text
          as="dd" fontFamily="heading" fontSize={{ base: 'xl', sm: '2xl', lg: columns === 4 ? '2xl' : '3xl' }} lineHeight="1.1"
          color={tone === 'dark' ? 'brass.300' : 'brand.800'}
        >
          {item.value}
        </Text>
      </Box>
    ))}
  </SimpleGrid>
);
