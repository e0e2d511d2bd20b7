import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

/** The heading of a dashboard page: its one h1 and a line that says what the page is for. */
export const PageHeader = ({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) => (
  <Box as="header">
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" color="brand.fg">
      {title}
    </Heading>
    {intro && (
      <Text mt="2" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
        {intro}
      </Text>
    )}
    {children}
  </Box>
);
