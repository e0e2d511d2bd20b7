/** /dashboard/membership-options: the three tiers of each property, Colorado first, as admins last saved them (Edit Content). */
import { SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import {
  MEMBERSHIP_LOCATIONS, MEMBERSHIP_OPTIONS_PAGE, MEMBERSHIP_SHARED_BENEFITS, type MembershipProperty,
} from '@safe-haven/shared/content/membership-tiers';
import type { SiteContent } from '@safe-haven/shared/content/site-content';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useSiteContent } from '../../../hooks/use-site-content';
import { ContentLoadError, ContentLoading } from '../components/content-load-state';
import { TierCard } from '../components/tier-card';

/** Every tier shares the membership terms (not edited with the tiers). */
const propertiesOf = (membership: SiteContent['membership']): Record<string, MembershipProperty> =>
  Object.fromEntries(MEMBERSHIP_LOCATIONS.map((location) => [location, { ...membership[location], sharedBenefits: MEMBERSHIP_SHARED_BENEFITS }]));

export const MembershipOptionsPage = () => {
  usePageMeta({ title: `${MEMBERSHIP_OPTIONS_PAGE.title} | ${BRAND_NAME}`, description: MEMBERSHIP_OPTIONS_PAGE.intro });
  const content = useSiteContent();
  const properties = content.data && propertiesOf(content.data.content.membership);
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageHeader title={MEMBERSHIP_OPTIONS_PAGE.title} intro={MEMBERSHIP_OPTIONS_PAGE.intro} />
      {!properties ? (
        content.isError ? <ContentLoadError onRetry={() => void content.refetch()} retrying={content.isFetching} /> : <ContentLoading />
      ) : (
      <Tabs.Root defaultValue={MEMBERSHIP_LOCATIONS[0]} variant="enclosed" colorPalette="brand">
        <Tabs.List w={{ base: 'full', md: 'auto' }} bg="bg.muted">
          {MEMBERSHIP_LOCATIONS.map((location) => (
            <Tabs.Trigger
              key={location} value={location} flex={{ base: '1', md: 'initial' }} minH="11" h="auto" py="2"
              whiteSpace="normal" textAlign="center" justifyContent="center"
            >
              {properties[location]!.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MEMBERSHIP_LOCATIONS.map((location) => {
          const property = properties[location]!;
          return (
            <Tabs.Content key={location} value={location} pt="6">
              <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '4', md: '6' }}>
                {property.tiers.map((tier) => (
                  <TierCard key={tier.level} tier={tier} property={property} id={`${location}-${tier.level.toLowerCase()}`} />
                ))}
              </SimpleGrid>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      )}
    </Stack>
  );
};
