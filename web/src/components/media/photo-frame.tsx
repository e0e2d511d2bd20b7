/**
 * The frame a brand photo is shown in: the photo's aspect for every layout (PROPERTY_PHOTO_ASPECT),
 * set before anything loads, so nothing moves when the photo arrives. Without a photo it holds the
 * same place in the brand's colours.
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { PROPERTY_PHOTO_ASPECT } from '@safe-haven/shared/site-photos';

export const PhotoFrame = ({ children, empty }: { children?: ReactNode; empty?: boolean }) => (
  <Box
    aspectRatio={`${PROPERTY_PHOTO_ASPECT.width} / ${PROPERTY_PHOTO_ASPECT.height}`} w="full" overflow="hidden" rounded="lg"
    bgGradient={empty ? 'to-br' : undefined} gradientFrom="brand.700" gradientTo="brass.500" bg={empty ? undefined : 'blackAlpha.100'}
    data-photo-frame=""
  >
    {children}
  </Box>
);
