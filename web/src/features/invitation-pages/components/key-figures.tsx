/** Large figures with a short label: the raise in the hero, the target returns in the highlights. */
import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { KeyFigure } from '@safe-haven/shared/content/types';
import { LinePlaceholder } from './line-placeholder';

type Tone = 'light' | 'dark';
type Columns = 3 | 4;

/** `inList`: a figure of the list; otherwise a place held for one (paragraphs, not terms). */
const Tile = ({ tone, columns, label, value, inList }: { tone: Tone; columns: Columns; label: ReactNode; value: ReactNode; inList: boolean }) => (
  <Box
    rounded="xl" p={{ base: 4, md: 5 }} borderWidth="1px"
    bg={tone === 'dark' ? 'whiteAlpha.100' : 'white'} borderColor={tone === 'dark' ? 'whiteAlpha.200' : 'blackAlpha.100'}
    display="flex" flexDirection="column-reverse" justifyContent="flex-end" gap="1"
  >
    {/* Where the columns are narrow (four on a phone, three on a tablet) most labels wrap onto a second
        line: every label keeps room for two there, so the places held before the figures arrive are
        as tall as the figures. */}
    <Text
      as={inList ? 'dt' : 'p'} fontSize="sm" color={tone === 'dark' ? 'whiteAlpha.800' : 'fg.muted'}
      minH={columns === 4 ? { base: '2lh', sm: '0' } : { base: '0', md: '2lh', lg: '0' }}
    >
      {label}
    </Text>
    {/* Four in a row of the 5xl container fit an eight-digit dollar figure whole at 2xl; at 3xl its last digit broke onto a line of its own. */}
    <Text
      as={inList ? 'dd' : 'p'} fontFamily="heading" fontSize={{ base: 'xl', sm: '2xl', lg: columns === 4 ? '2xl' : '3xl' }} lineHeight="1.1"
      color={tone === 'dark' ? 'brass.300' : 'brand.800'}
    >
      {value}
    </Text>
  </Box>
);

export const KeyFigures = ({ items, placeholders = 0, tone = 'light', columns = 4 }: {
  /** Undefined until the figures arrive (the raise's terms come with the invitation's read). */
  items: readonly KeyFigure[] | undefined;
  /** How many tiles to hold places for meanwhile, each one line of label and one of figure. */
  placeholders?: number;
  tone?: Tone;
  columns?: Columns;
}) => (
  // Figures are written in full (eight-digit dollar amounts with their commas), so four share a row only on wide screens. Below md
  // a row holds as many as have room for one whole figure at that width's size (10rem at xl, 13rem at
  // 2xl): two on a 390 px phone, one at 320 px, two or three on a phone held sideways.
  <SimpleGrid
    // The places held for figures are not a list of terms yet: hidden from assistive technology.
    as={items ? 'dl' : 'div'} aria-hidden={items ? undefined : true} gap={{ base: 3, md: 4 }}
    templateColumns={{
      base: columns === 3 ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(10rem, 1fr))',
      sm: columns === 3 ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(13rem, 1fr))',
      md: `repeat(${columns === 3 ? 3 : 2}, minmax(0, 1fr))`,
      lg: `repeat(${columns}, minmax(0, 1fr))`,
    }}
  >
    {items
      ? items.map((item) => <Tile key={item.label} tone={tone} columns={columns} label={item.label} value={item.value} inList />)
      : Array.from({ length: placeholders }, (_, index) => (
          <Tile key={index} tone={tone} columns={columns} label={<LinePlaceholder width="8em" />} value={<LinePlaceholder width="5.5em" />} inList={false} />
        ))}
  </SimpleGrid>
);
