/**
 * Holds the place of a figure that arrives with the invitation's read (the raise's terms are never in
 * the page's HTML or JavaScript): a quiet bar inside a line of the text's own size, so the line keeps
 * its height and nothing moves when the figure replaces it.
 */
import { Box } from '@chakra-ui/react';

export const LinePlaceholder = ({ width }: { width: string }) => (
  <Box
    as="span" display="inline-block" verticalAlign="middle" w={width} maxW="full" h="0.85em"
    rounded="sm" bg="currentColor" opacity={0.2} aria-hidden="true" data-placeholder=""
  />
);
