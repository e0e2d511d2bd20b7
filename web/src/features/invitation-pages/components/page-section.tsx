/** A page section: eyebrow, one h2, an optional intro, then its content, on a light, sand or dark band. */
import { useId, type ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { SectionIntro } from '@safe-haven/shared/content/types';

export type SectionTone = 'light' | 'sand' | 'dark';

const BACKGROUND: Record<SectionTone, string> = { light: 'white', sand: 'sand', dark: 'brand.800' };

export const SectionHeading = ({ id, eyebrow, title, intro, tone = 'light', align = 'start' }: SectionIntro & {
  id?: string;
  tone?: SectionTone;
  align?: 'start' | 'center';
}) => (
  <Stack gap="3" maxW="2xl" textAlign={align} mx={align === 'center' ? 'auto' : undefined} mb={{ base: 8, md: 10 }}>
    <Text
      fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase"
      color={tone === 'dark' ? 'brass.300' : 'brass.700'}
    >
      {eyebrow}
    </Text>
    <Heading
      as="h2" id={id} fontFamily="heading" fontWeight="normal" lineHeight="1.2"
      fontSize={{ base: '2xl', md: '4xl' }} color={tone === 'dark' ? 'white' : 'brand.800'}
    >
      {title}
    </Heading>
    {intro && (
      <Text fontSize={{ base: 'md', md: 'lg' }} color={tone === 'dark' ? 'whiteAlpha.800' : 'fg.muted'}>
        {intro}
      </Text>
    )}
  </Stack>
);

export const PageSection = ({ id, tone = 'light', align, children, ...intro }: SectionIntro & {
  id?: string;
  tone?: SectionTone;
  align?: 'start' | 'center';
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <Box as="section" id={id} aria-labelledby={headingId} bg={BACKGROUND[tone]} py={{ base: 14, md: 20 }} scrollMarginTop="16">
      <Container maxW="5xl" px={{ base: 5, md: 8 }}>
        <SectionHeading id={headingId} tone={tone} align={align} {...intro} />
        {children}
      </Container>
    </Box>
  );
};
