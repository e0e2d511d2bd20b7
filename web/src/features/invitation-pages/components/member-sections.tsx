/** The member page between hero and answer, in page order: static content, kept as prerendered. */
import { Box } from '@chakra-ui/react';
import {
  MEMBER_BENEFITS, MEMBER_PROMISE, MEMBER_STEPS, MEMBER_TESTIMONIALS, MEMBER_WHY_DIFFERENT, MEMBER_WHY_NOW,
} from '@safe-haven/shared/content/member-invitation';
import { CheckList } from './check-list';
import { FeatureGrid } from './feature-grid';
import { PageSection } from './page-section';
import { StepList } from './step-list';
import { TestimonialList } from './testimonial-list';
import { StaticIsland } from '../../../components/layout/static-island';

export const MEMBER_FIRST_SECTION_ID = 'why-different';

export const MemberSections = () => (
  <StaticIsland>
    <PageSection id={MEMBER_FIRST_SECTION_ID} {...MEMBER_WHY_DIFFERENT}>
      <FeatureGrid items={MEMBER_WHY_DIFFERENT.points} surface="sand" />
    </PageSection>
    <PageSection tone="sand" {...MEMBER_BENEFITS}>
      <FeatureGrid items={MEMBER_BENEFITS.items} />
    </PageSection>
    <PageSection {...MEMBER_STEPS}>
      <StepList items={MEMBER_STEPS.items} />
    </PageSection>
    <PageSection tone="sand" {...MEMBER_TESTIMONIALS}>
      <TestimonialList items={MEMBER_TESTIMONIALS.items} />
    </PageSection>
    <PageSection tone="dark" align="center" {...MEMBER_PROMISE}>
      <Box maxW="lg" mx="auto">
        <CheckList items={MEMBER_PROMISE.pledges} tone="dark" />
      </Box>
    </PageSection>
    <PageSection {...MEMBER_WHY_NOW}>
      <StepList items={MEMBER_WHY_NOW.items} variant="numeral" />
    </PageSection>
  </StaticIsland>
);
