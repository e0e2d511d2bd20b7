/**
 * The brand's content on the member and land owner pages: the membership tiers and the properties in
 * review, as admins last saved them (Edit Content). They arrive with the invitation's read (or a staff
 * preview's GET /api/content), never in the prerendered HTML; until then each holds its place with
 * bars of one line, in the fixed numbers the content has (two locations of three tiers, three properties).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MEMBERSHIP_LOCATIONS, TIER_LEVELS, tierPrice } from '@safe-haven/shared/content/membership-tiers';
import type { PublicSiteContent, SiteContent } from '@safe-haven/shared/content/site-content';
import type { SectionIntro } from '@safe-haven/shared/content/types';
import { LinePlaceholder } from './line-placeholder';
import { PageSection, type SectionTone } from './page-section';

/**
 * A property's photo, below the fold: its code loads when a photo arrives with the read, so the
 * page's first load carries only the frame that holds its place.
 */
const InvitationPropertyPhoto = lazy(() => import('../../../components/media/invitation-property-photo'));

/**
 * The frame a property's photo takes (3:2, PROPERTY_PHOTO_ASPECT, written out here so the first load
 * needs no module of the photos' rules), empty in the brand's colours until a photo fills it.
 */
// An inline style: three frames in the prerendered HTML, and no class for the page's style sheet to carry.
const EMPTY_FRAME_STYLE = { aspectRatio: '3 / 2', width: '100%', borderRadius: 'var(--sh-radii-lg)', background: 'var(--sh-colors-brand-subtle)' } as const;
const EmptyPhotoFrame = () => <div style={EMPTY_FRAME_STYLE} data-photo-frame="" />;

/** The properties' ids never change (content/site-content.ts): three places to hold. */
const PROPERTY_PLACES = 3;

const Card = ({ children, tone }: { children: ReactNode; tone: SectionTone }) => (
  <Box as="li" bg={tone === 'sand' ? 'white' : 'sand'} rounded="xl" borderWidth="1px" borderColor="blackAlpha.100" p={{ base: 5, md: 6 }}>
    {children}
  </Box>
);

const TierRow = ({ name, type, price }: { name: ReactNode; type: ReactNode; price: ReactNode }) => (
  <Stack as="li" direction="row" justify="space-between" gap="4" py="3" borderBottomWidth="1px" borderColor="blackAlpha.100" _last={{ borderBottomWidth: 0 }}>
    <Stack gap="0.5" minW="0">
      <Text fontWeight="semibold" color="brand.800">{name}</Text>
      <Text fontSize="sm" color="fg.muted">{type}</Text>
    </Stack>
    <Text fontWeight="semibold" color="brand.800" flexShrink={0}>{price}</Text>
  </Stack>
);

export const MembershipTiersSection = ({ intro, membership, tone = 'light' }: {
  intro: SectionIntro;
  membership: SiteContent['membership'] | undefined;
  tone?: SectionTone;
}) => (
  <PageSection tone={tone} {...intro}>
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={{ base: 4, md: 6 }} aria-busy={membership ? undefined : true}>
      {MEMBERSHIP_LOCATIONS.map((location) => {
        const place = membership?.[location];
        return (
          <Card key={location} tone={tone}>
            <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.800" mb="2">
              {place ? place.label : <LinePlaceholder width="12em" />}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="0" aria-hidden={place ? undefined : true}>
              {place
                ? place.tiers.map((tier) => <TierRow key={tier.level} name={tier.name} type={tier.type} price={tierPrice(tier)} />)
                : TIER_LEVELS.map((level) => (
                    <TierRow key={level} name={<LinePlaceholder width="9em" />} type={<LinePlaceholder width="7em" />} price={<LinePlaceholder width="5em" />} />
                  ))}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  </PageSection>
);

/**
 * A property's photo frame comes first in its card: while the content loads, the prerendered
 * placeholder holds its place (a photo may arrive with the read). A property the brand has no photo
 * of yet (`noPhoto`) starts with its name: an empty frame, even in the brand's colours, read to a
 * newcomer as a photo that failed to load.
 */
const PropertyPlace = ({ name, location, summary, photo, noPhoto = false }: {
  name: ReactNode; location: ReactNode; summary: ReactNode; photo?: ReactNode; noPhoto?: boolean;
}) => (
  <Stack gap="1.5">
    {!noPhoto && <div style={{ marginBottom: 'var(--sh-spacing-3)' }}>{photo ?? <EmptyPhotoFrame />}</div>}
    <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.800">{name}</Heading>
    <Text fontSize="sm" fontWeight="semibold" color="brass.700">{location}</Text>
    <Text color="fg.muted">{summary}</Text>
  </Stack>
);

export const PropertiesSection = ({ intro, properties, tone = 'light' }: {
  intro: SectionIntro;
  properties: PublicSiteContent['properties'];
  tone?: SectionTone;
}) => (
  <PageSection tone={tone} {...intro}>
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: 4, md: 6 }} aria-busy={properties ? undefined : true}>
      {properties
        ? properties.map((property) => (
            <Card key={property.id} tone={tone}>
              <PropertyPlace
                name={property.name} location={property.location} summary={property.summary}
                noPhoto={!property.photo}
                photo={property.photo && (
                  <Suspense fallback={<EmptyPhotoFrame />}><InvitationPropertyPhoto photo={property.photo} /></Suspense>
                )}
              />
            </Card>
          ))
        : Array.from({ length: PROPERTY_PLACES }, (_, index) => (
            <Card key={index} tone={tone}>
              <Box aria-hidden="true">
                <PropertyPlace
                  name={<LinePlaceholder width="10em" />} location={<LinePlaceholder width="7em" />}
                  summary={<><LinePlaceholder width="100%" /> <LinePlaceholder width="100%" /> <LinePlaceholder width="60%" /></>}
                />
              </Box>
            </Card>
          ))}
    </SimpleGrid>
  </PageSection>
);
