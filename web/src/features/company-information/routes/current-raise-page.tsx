/**
 * /dashboard/current-raise: the terms, who may invest, and the use of funds as a chart and a table.
 * The chart is its own chunk, fetched only when this page renders; the table shows meanwhile.
 */
import { lazy, Suspense } from 'react';
import { Box, Button, Card, Flex, Heading, SimpleGrid, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise';
import { inviteFormPath, previewPath } from '@safe-haven/shared/navigation';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { BriefcaseIcon, SendIcon } from '../../../components/ui/icons';
import { EligibilityCard, RaiseTermsCard } from '../components/raise-terms-card';
import { UseOfFundsTable } from '../components/use-of-funds-table';

const UseOfFundsChart = lazy(() => import('../components/use-of-funds-chart').then((module) => ({ default: module.UseOfFundsChart })));

const UseOfFundsCard = () => (
  <Card.Root variant="elevated" as="section" aria-labelledby="use-of-funds-heading">
    <Card.Header gap="1">
      <Heading id="use-of-funds-heading" as="h2" size="lg" fontFamily="heading">{CURRENT_RAISE_PAGE.useOfFundsTitle}</Heading>
      <Text color="fg.muted">{CURRENT_RAISE_PAGE.useOfFundsIntro}</Text>
    </Card.Header>
    <Card.Body>
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="center">
        <Box w={{ base: '56', md: '64' }} flexShrink={0}>
          <Suspense fallback={<SkeletonCircle size={{ base: '56', md: '64' }} />}>
            <UseOfFundsChart />
          </Suspense>
        </Box>
        <Box flex="1" w="full">
          <UseOfFundsTable />
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
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageHeader title={CURRENT_RAISE_PAGE.title} intro={CURRENT_RAISE_PAGE.intro} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
        <RaiseTermsCard />
        <EligibilityCard />
      </SimpleGrid>
      <UseOfFundsCard />
      <ShareCard />
    </Stack>
  );
};
