/**
 * The member page between hero and answer, in page order: static content, kept as prerendered, and
 * the tiers, the properties in review and what members say, which fill in from the invitation's read.
 */
import { Box } from '@chakra-ui/react';
import {
  MEMBER_BENEFITS, MEMBER_PROPERTIES, MEMBER_PROMISE, MEMBER_STEPS, MEMBER_TESTIMONIALS, MEMBER_TIERS, MEMBER_WHY_DIFFERENT,
  MEMBER_WHY_NOW,
} from '@safe-haven/shared/content/member-invitation';
import type { PublicSiteContent } from '@safe-haven/shared/content/site-content';
import { CheckList } from './check-list';
import { FeatureGrid } from './feature-grid';
import { PageSection } from './page-section';
import { MembershipTiersSection, PropertiesSection } from './site-content-sections';
import { StepList } from './step-list';
import { TestimonialList } from './testimonial-list';
import { StaticIsland } from '../../../components/layout/static-island';

export const MEMBER_FIRST_SECTION_ID = 'why-different';

/** `content`: the brand's content from the invitation's read (or the staff preview); undefined until then. */
export const MemberSections = ({ content }: { content: PublicSiteContent | undefined }) => (
  <>
  <StaticIsland>
    <PageSection id={MEMBER_FIRST_SECTION_ID} {...MEMBER_WHY_DIFFERENT}>
      <FeatureGrid items={MEMBER_WHY_DIFFERENT.points} surface="sand" />
    </PageSection>
    <PageSection tone="sand" {...MEMBER_BENEFITS}>
      <FeatureGrid items={MEMBER_BENEFITS.items} />
    </PageSection>
  </StaticIsland>
  <MembershipTiersSection intro={MEMBER_TIERS} membership={content?.membership} />
  <PropertiesSection intro={MEMBER_PROPERTIES} properties={content?.properties} tone="sand" />
  <StaticIsland>
    <PageSection {...MEMBER_STEPS}>
      <StepList items={MEMBER_STEPS.items} />
    </PageSection>
  </StaticIsland>
  <PageSection tone="sand" eyebrow={MEMBER_TESTIMONIALS.eyebrow} title={MEMBER_TESTIMONIALS.title}>
    <TestimonialList items={content?.testimonials} none={MEMBER_TESTIMONIALS.none} />
  </PageSection>
  <StaticIsland>
    <PageSection tone="dark" align="center" {...MEMBER_PROMISE}>
      <Box maxW="lg" mx="auto">
        <CheckList items={MEMBER_PROMISE.pledges} tone="dark" />
      </Box>
    </PageSection>
    <PageSection {...MEMBER_WHY_NOW}>
      <StepList items={MEMBER_WHY_NOW.items} variant="numeral" />
    </PageSection>
  </StaticIsland>
  </>
);
