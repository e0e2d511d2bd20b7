/**
 * /dashboard/admin/my-leadgens: the lead generators a founder added (an admin sees all, or one active
 * founder's), with figures the stream handler keeps. Refreshes when their invitations change.
 */
import { useState } from 'react';
import { Box, Button, Field, Flex, Heading, Input, InputGroup, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LEADGEN_STATS_MESSAGES } from '@safe-haven/shared/messages';
import { EmptyList } from '../../../components/feedback/empty-list';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { ChartIcon, SearchIcon } from '../../../components/ui/icons';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { useRefetchOnChange } from '../../../hooks/use-refetch-on-change';
import { useLeadgenStats } from '../api/get-leadgen-stats';
import { LeadgenCards } from '../components/leadgen-cards';
import { LeadgenSummary } from '../components/leadgen-summary';
import { LeadgenTable } from '../components/leadgen-table';
import { filterRows } from '../utils/filter-rows';

export const MyLeadgensPage = () => {
  usePageMeta({ title: 'My Lead Generators | Safe Haven', description: 'Invitations and answers of your lead generators.' });
  const profile = useMyProfile();
  const [founderId, setFounderId] = useState('');
  const [search, setSearch] = useState('');
  const stats = useLeadgenStats(founderId);
  useRefetchOnChange(stats.refetch);

  if (profile.isPending || !profile.data) return <FullPageLoading label="Loading lead generators..." />;
  const isAdmin = profile.data.role === 'admin';
  const rows = filterRows(stats.data?.rows ?? [], search);

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontFamily="heading" color="brand.fg">My Lead Generators</Heading>
        <Text mt="1" color="fg.muted">
          {isAdmin ? 'Every lead generator on the team. Choose a founder to see the lead generators they added.' : 'The lead generators you added and how their invitations are doing.'}
        </Text>
      </Box>
      {stats.isError && !stats.data ? (
        <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="4" bg="bg">
          <Text color="fg.error" fontWeight="medium">{LEADGEN_STATS_MESSAGES.loadFailed}</Text>
          <Button size="sm" mt="3" variant="outline" onClick={() => void stats.refetch()}>Try again</Button>
        </Box>
      ) : (
        <>
          <LeadgenSummary summary={stats.data?.summary} />
          <Flex gap="3" wrap="wrap" align="end" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
            <Field.Root flex="1" minW="56">
              <Field.Label fontSize="sm">Search</Field.Label>
              <InputGroup startElement={<SearchIcon />}>
                <Input size="sm" type="search" placeholder="Name or email" value={search} onChange={(event) => setSearch(event.target.value)} />
              </InputGroup>
            </Field.Root>
            {isAdmin && (
              <Field.Root maxW={{ base: 'full', sm: '64' }}>
                <Field.Label fontSize="sm">Founder</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={founderId} onChange={(event) => setFounderId(event.target.value)}>
                    <option value="">All lead generators</option>
                    {stats.data?.founders?.map((founder) => <option key={founder.id} value={founder.id}>{founder.name}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
          </Flex>
          {stats.isPending ? (
            <Skeleton h="48" borderRadius="lg" />
          ) : rows.length === 0 ? (
            <EmptyList
              icon={<ChartIcon />}
              title={search ? 'No lead generators match this search' : 'No lead generators yet'}
              description={search ? 'Try another name or email.' : 'Lead generators you add appear here with their invitation figures.'}
            />
          ) : (
            <>
              <Box hideBelow="md"><LeadgenTable rows={rows} /></Box>
              <Box hideFrom="md"><LeadgenCards rows={rows} /></Box>
            </>
          )}
        </>
      )}
    </Stack>
  );
};
