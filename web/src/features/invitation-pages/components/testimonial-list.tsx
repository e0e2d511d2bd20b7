/**
 * What members say: short quotes, each a figure with its attribution (the brand's content, from the
 * invitation's read). Until the read arrives two places are held; with none, the section says the
 * words will come.
 */
import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { Testimonial } from '@safe-haven/shared/content/types';
import { LinePlaceholder } from './line-placeholder';

const QuoteCard = ({ quote, author, detail }: { quote: ReactNode; author: ReactNode; detail: ReactNode }) => (
  // A column, its caption at the foot: two quotes of different lengths end level, side by side.
  <Box as="figure" display="flex" flexDirection="column" bg="white" rounded="xl" p={{ base: 6, md: 8 }} borderWidth="1px" borderColor="blackAlpha.100" position="relative">
    <Text aria-hidden="true" fontFamily="heading" fontSize="6xl" lineHeight="1" color="brass.400" h="8" mb="2">
      &ldquo;
    </Text>
    <Box as="blockquote" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.5" color="brand.800">
      {quote}
    </Box>
    <Box as="figcaption" mt="auto" pt="5">
      <Text fontWeight="semibold" color="brand.800">{author}</Text>
      <Text fontSize="sm" color="fg.muted">{detail}</Text>
    </Box>
  </Box>
);

export const TestimonialList = ({ items, none }: { items: readonly Testimonial[] | undefined; none: string }) => {
  // None yet: one line, set as the heading's intro would be and as close under it (the heading keeps room for a list below).
  if (items?.length === 0) return <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mt={{ base: -5, md: -7 }}>{none}</Text>;
  return (
    // One quote alone takes the width of one of two, centred, rather than leaving a column empty beside it.
    <SimpleGrid
      columns={{ base: 1, md: items?.length === 1 ? 1 : 2 }} maxW={items?.length === 1 ? { md: '50%' } : undefined} mx="auto"
      gap={{ base: 4, md: 6 }} aria-busy={items ? undefined : true}
    >
      {items
        ? items.map((item, index) => <QuoteCard key={index} quote={item.quote} author={item.author} detail={item.detail} />)
        : [0, 1].map((place) => (
            <Box key={place} aria-hidden="true">
              <QuoteCard quote={<><LinePlaceholder width="100%" /><br /><LinePlaceholder width="70%" /></>} author={<LinePlaceholder width="8em" />} detail={<LinePlaceholder width="12em" />} />
            </Box>
          ))}
    </SimpleGrid>
  );
};
