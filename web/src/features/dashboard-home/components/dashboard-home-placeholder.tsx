/**
 * The dashboard home before anyone is known (components/layout/signed-in-placeholder.tsx): the
 * greeting without a name, the line under it, and the statistics' places.
 */
import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_HOME_INTRO } from '@safe-haven/shared/messages';
import { SignedInPlaceholder } from '../../../components/layout/signed-in-placeholder';

export const DashboardHomePlaceholder = () => (
  <SignedInPlaceholder>
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" color="brand.fg">Welcome</Heading>
        <Text mt="2" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>{DASHBOARD_HOME_INTRO}</Text>
      </Box>
      {/* Three statistics, as an admin's and a founder's home shows them (a lead generator's shows fewer). */}
      <SimpleGrid columns={3} gap={{ base: '2', sm: '4' }}>
        {[0, 1, 2].map((card) => <Skeleton key={card} h={{ base: '28', sm: '24' }} rounded="l3" />)}
      </SimpleGrid>
    </Stack>
  </SignedInPlaceholder>
);
