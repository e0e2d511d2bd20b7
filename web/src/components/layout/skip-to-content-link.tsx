import { chakra } from '@chakra-ui/react';

/** Hidden until focused: the first Tab on a page with a long navigation jumps straight to its content. */
export const SkipToContentLink = ({ targetId, label = 'Skip to main content' }: { targetId: string; label?: string }) => (
  <chakra.a
    href={`#${targetId}`}
    position="absolute" top="2" left="2" zIndex="skipNav" px="4" py="2" borderRadius="md"
    bg="brand.solid" color="brand.contrast" fontWeight="semibold"
    transform="translateY(-200%)" _focusVisible={{ transform: 'none', outline: '2px solid', outlineColor: 'brass.300' }}
  >
    {label}
  </chakra.a>
);
