import { HStack, Text } from '@chakra-ui/react';
import { BRAND_NAME } from '@safe-haven/shared/constants';

/** The brand mark: a house under a roofline, drawn inline so it needs no request. */
export const Logo = ({ size = 40, withName = true, inverted = false }: { size?: number; withName?: boolean; inverted?: boolean }) => (
  <HStack gap="3">
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={inverted ? '#f5f3ee' : '#1f3d2f'} />
      <path d="M32 12 14 26v26h12V38h12v14h12V26z" fill="#c9a86a" />
    </svg>
    {withName && (
      <Text as="span" fontFamily="heading" fontSize="xl" letterSpacing="wide" whiteSpace="nowrap" color={inverted ? 'white' : 'brand.fg'}>
        {BRAND_NAME}
      </Text>
    )}
  </HStack>
);
