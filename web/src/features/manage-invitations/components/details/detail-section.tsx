import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

/** A titled block of the details dialog. */
export const DetailSection = ({ title, children, id }: { title: string; children: ReactNode; id?: string }) => (
  <Box as="section" aria-labelledby={id ?? `${title.replace(/\W+/g, '-').toLowerCase()}-heading`} borderTopWidth="1px" pt="4">
    <Heading as="h3" id={id ?? `${title.replace(/\W+/g, '-').toLowerCase()}-heading`} size="sm" mb="3" color="brand.fg">
      {title}
    </Heading>
    <Stack gap="3">{children}</Stack>
  </Box>
);

/** Label and value pairs, two columns from tablets up. */
export const FactList = ({ facts }: { facts: [label: string, value: ReactNode][] }) => (
  <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gapX="6" gapY="2">
    {facts.map(([label, value]) => (
      <Box key={label} minW="0">
        <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">{label}</Text>
        <Text as="dd" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">{value}</Text>
      </Box>
    ))}
  </SimpleGrid>
);
