/**
 * /dashboard/properties-in-review: the three properties the company is reviewing, with every detail it
 * has given, as admins last saved them (Edit Content; GET /api/content).
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { PROPERTIES_IN_REVIEW_PAGE } from '@safe-haven/shared/content/properties-in-review';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useSiteContent } from '../../../hooks/use-site-content';
import { ContentLoadError, ContentLoading } from '../components/content-load-state';
import { PropertyCard } from '../components/property-card';

export const PropertiesInReviewPage = () => {
  usePageMeta({ title: `${PROPERTIES_IN_REVIEW_PAGE.title} | ${BRAND_NAME}`, description: PROPERTIES_IN_REVIEW_PAGE.intro });
  const content = useSiteContent();
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageHeader title={PROPERTIES_IN_REVIEW_PAGE.title} intro={PROPERTIES_IN_REVIEW_PAGE.intro} />
      {content.data ? (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '4', md: '6' }} alignItems="start">
          {content.data.content.properties.map((property) => <PropertyCard key={property.id} property={property} />)}
        </SimpleGrid>
      ) : content.isError ? (
        <ContentLoadError onRetry={() => void content.refetch()} retrying={content.isFetching} />
      ) : (
        <ContentLoading />
      )}
    </Stack>
  );
};
