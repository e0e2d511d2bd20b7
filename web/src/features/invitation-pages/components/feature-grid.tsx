/** Benefits, criteria and advantages: an icon, a short title and one sentence each. */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Feature } from '@safe-haven/shared/content/types';
import { ContentIcon } from './content-icon';

const HALF = 'calc((100% - 1.25rem) / 2)';
const THIRD = 'calc((100% - 2.5rem) / 3)';

export const FeatureGrid = ({ items, columns = 3, surface = 'white' }: {
  items: readonly Feature[];
  columns?: 2 | 3;
  /** The card colour: white on sand sections, sand on white ones, translucent on dark ones. */
  surface?: 'white' | 'sand' | 'dark';
}) => {
  const dark = surface === 'dark';
  return (
    // A wrapping row rather than a grid, so an odd last row (five items in three columns) is centred.
    <Flex as="ul" listStyleType="none" wrap="wrap" justify="center" gap="5">
      {items.map((item) => (
        <Box
          as="li" key={item.title} bg={dark ? 'whiteAlpha.100' : surface} borderWidth="1px"
          borderColor={dark ? 'whiteAlpha.200' : 'blackAlpha.100'} rounded="xl" p={{ base: 5, md: 6 }}
          w={{ base: 'full', sm: HALF, lg: columns === 3 ? THIRD : HALF }}
        >
          <Stack gap="3">
            {/* Icon beside the title on phones (shorter cards), above it on wider screens. */}
            <Stack direction={{ base: 'row', sm: 'column' }} align={{ base: 'center', sm: 'flex-start' }} gap="3">
              <Box
                flexShrink={0} display="grid" placeItems="center" boxSize="11" rounded="full"
                bg={dark ? 'brass.300' : 'brand.50'} color={dark ? 'brand.900' : 'brand.700'}
              >
                <ContentIcon name={item.icon} />
              </Box>
              <Heading as="h3" fontSize="lg" fontWeight="semibold" color={dark ? 'white' : 'brand.800'}>{item.title}</Heading>
            </Stack>
            <Text color={dark ? 'whiteAlpha.800' : 'fg.muted'}>{item.description}</Text>
          </Stack>
        </Box>
      ))}
    </Flex>
  );
};
