/** Short member quotes, each a figure with its attribution. */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { Testimonial } from '@safe-haven/shared/content/types';

export const TestimonialList = ({ items }: { items: readonly Testimonial[] }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 4, md: 6 }}>
    {items.map((item) => (
      <Box as="figure" key={item.author} bg="white" rounded="xl" p={{ base: 6, md: 8 }} borderWidth="1px" borderColor="blackAlpha.100" position="relative">
        <Text aria-hidden="true" fontFamily="heading" fontSize="6xl" lineHeight="1" color="brass.400" h="8" mb="2">
          &ldquo;
        </Text>
        <Box as="blockquote" fontFamily="heading" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.5" color="brand.800">
          {item.quote}
        </Box>
        <Box as="figcaption" mt="5">
          <Text fontWeight="semibold" color="brand.800">{item.author}</Text>
          <Text fontSize="sm" color="fg.muted">{item.detail}</Text>
        </Box>
      </Box>
    ))}
  </SimpleGrid>
);
