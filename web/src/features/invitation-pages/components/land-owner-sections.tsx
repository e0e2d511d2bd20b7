/**
 * The land owner page between hero and answer, in page order: static content, kept as prerendered, and
 * the properties in review, which fill in from the invitation's read.
 */
import {
  LAND_OWNER_CRITERIA, LAND_OWNER_GAINS, LAND_OWNER_PARTNERSHIP_MODELS, LAND_OWNER_PROPERTIES, LAND_OWNER_STEPS,
  LAND_OWNER_WHY_DIFFERENT, LAND_OWNER_WHY_PRODUCT,
} from '@safe-haven/shared/content/land-owner-invitation';
import type { PublicSiteContent } from '@safe-haven/shared/content/site-content';
import { FeatureGrid } from './feature-grid';
import { PageSection } from './page-section';
import { PartnershipModels } from './partnership-models';
import { PropertiesSection } from './site-content-sections';
import { StepList } from './step-list';
import { StaticIsland } from '../../../components/layout/static-island';

export const LAND_OWNER_FIRST_SECTION_ID = 'why-different';

/** `content`: the properties from the invitation's read (or the staff preview); undefined until then. */
export const LandOwnerSections = ({ content }: { content: PublicSiteContent | undefined }) => (
  <>
  <StaticIsland>
    <PageSection id={LAND_OWNER_FIRST_SECTION_ID} {...LAND_OWNER_WHY_DIFFERENT}>
      <FeatureGrid items={LAND_OWNER_WHY_DIFFERENT.points} surface="sand" />
    </PageSection>
    <PageSection tone="sand" {...LAND_OWNER_GAINS}>
      <FeatureGrid items={LAND_OWNER_GAINS.items} columns={2} />
    </PageSection>
    <PageSection {...LAND_OWNER_STEPS}>
      <StepList items={LAND_OWNER_STEPS.items} />
    </PageSection>
    <PageSection tone="sand" {...LAND_OWNER_PARTNERSHIP_MODELS}>
      <PartnershipModels items={LAND_OWNER_PARTNERSHIP_MODELS.items} />
    </PageSection>
    <PageSection {...LAND_OWNER_CRITERIA}>
      <FeatureGrid items={LAND_OWNER_CRITERIA.items} surface="sand" />
    </PageSection>
  </StaticIsland>
  <PropertiesSection intro={LAND_OWNER_PROPERTIES} properties={content?.properties} tone="sand" />
  <StaticIsland>
    <PageSection tone="dark" {...LAND_OWNER_WHY_PRODUCT}>
      <FeatureGrid items={LAND_OWNER_WHY_PRODUCT.items} surface="dark" />
    </PageSection>
  </StaticIsland>
  </>
);
