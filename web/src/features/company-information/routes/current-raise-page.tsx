/**
 * /dashboard/current-raise: the terms, who may invest, and the use of funds as a chart and a table.
 * The terms are read from the API (they are not in the app's code): skeletons while they load, an
 * error with a retry if they cannot be. The chart is its own chunk, fetched only when this page
 * renders; the table shows meanwhile.
 */
import { lazy, Suspense } from 'react';
import { Box, Button, Card, Flex, Heading, SimpleGrid, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise-page';
import { RAISE_TERMS_LAYOUT } from '@safe-haven/shared/content/raise-terms';
import { inviteFormPath, previewPath } from '@safe-haven/shared/navigation';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { BriefcaseIcon, SendIcon } from '../../../components/ui/icons';
import { useRaiseTerms } from '../../../hooks/use-raise-terms';
import { RaiseLoadError } from '../components/raise-load-error';
import { EligibilityCard, RaiseTermsCard } from '../components/raise-terms-card';
import { UseOfFundsTable } from '../components/use-of-funds-table';

const UseOfFundsChart = lazy(() => import('../components/use-of-funds-chart').then((module) => ({ default: module.UseOfFundsChart })));

const CHART_SIZE = { base: '56', md: '64' } as const;

const UseOfFundsCard = ({ raise }: { raise: RaiseTerms | undefined }) => (
  <Card.Root variant="elevated" as="section" aria-labelledby="use-of-funds-heading" aria-busy={!raise}>
    <Card.Header gap="1">
      <Heading id="use-of-funds-heading" as="h2" size="lg" fontFamily="heading">{CURRENT_RAISE_PAGE.useOfFundsTitle}</Heading>
      <Text color="fg.muted">{CURRENT_RAISE_PAGE.useOfFundsIntro}</Text>
    </Card.Header>
    <Card.Body>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="center">
        <Box w={CHART_SIZE} flexShrink={0}>
          {raise ? (
            <Suspense fallback={<SkeletonCircle size={CHART_SIZE} />}>
              <UseOfFundsChart raise={raise} />
            </Suspense>
          ) : (
            <SkeletonCircle size={CHART_SIZE} />
          )}
        </Box>
        <Box flex="1" w="full">
          {raise ? (
            <UseOfFundsTable raise={raise} />
          ) : (
            // The table's caption, header, a row per use and the total.
            <Stack gap="3">
              {Array.from({ length: RAISE_TERMS_LAYOUT.useOfFunds + 3 }, (_, index) => <Skeleton key={index} h="5" />)}
            </Stack>
          )}
        </Box>
      </Flex>
    </Card.Body>
  </Card.Root>
);

const ShareCard = () => (
  <Card.Root variant="outline" bg="brass.50" borderColor="brass.200" as="section" aria-labelledby="raise-share-heading">
    <Card.Body gap="3">
      <Heading id="raise-share-heading" as="h2" size="md" fontFamily="heading">{CURRENT_RAISE_PAGE.share.title}</Heading>
      <Text color="fg.muted">{CURRENT_RAISE_PAGE.share.body}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild variant="outline" colorPalette="brand" size={{ base: 'lg', md: 'md' }}>
          <Link to={previewPath('investor')}><BriefcaseIcon />{CURRENT_RAISE_PAGE.share.preview}</Link>
        </Button>
        <Button asChild colorPalette="brand" size={{ base: 'lg', md: 'md' }}>
          <Link to={inviteFormPath('investor')}><SendIcon />{CURRENT_RAISE_PAGE.share.invite}</Link>
        </Button>
      </Stack>
    </Card.Body>
  </Card.Root>
);

export const CurrentRaisePage = () => {
  usePageMeta({ title: `${CURRENT_RAISE_PAGE.title} | ${BRAND_NAME}`, description: CURRENT_RAISE_PAGE.intro });
  const terms = useRaiseTerms();
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageHeader title={CURRENT_RAISE_PAGE.title} intro={CURRENT_RAISE_PAGE.intro} />
      {terms.isError ? (
        <RaiseLoadError onRetry={() => void terms.refetch()} retrying={terms.isFetching} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
            <RaiseTermsCard raise={terms.data} />
            <EligibilityCard raise={terms.data} />
          </SimpleGrid>
          <UseOfFundsCard raise={terms.data} />
        </>
      )}
      <ShareCard />
    </Stack>
  );
};
