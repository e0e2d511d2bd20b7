/**
 * The investor page between hero and next steps, in page order. The marketing
 * sections are static (kept as prerendered); the three that show the raise's terms and timeline are
 * not, because they fill in from the invitation's read into places held for them.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { RaiseTerms as Terms } from '@safe-haven/shared/api-types';
import {
  INVESTOR_ADVANTAGES, INVESTOR_BENEFITS, INVESTOR_FINANCIAL_HIGHLIGHTS, INVESTOR_RARE_OPPORTUNITY, INVESTOR_STEPS,
  INVESTOR_TIMELINE, INVESTOR_WHY_NOW,
} from '@safe-haven/shared/content/investor-invitation';
import { RAISE_TERMS_LAYOUT } from '@safe-haven/shared/content/raise-terms';
import { FeatureGrid } from './feature-grid';
import { InvestmentTimeline } from './investment-timeline';
import { KeyFigures } from './key-figures';
import { PageSection } from './page-section';
import { RaiseTerms } from './raise-terms';
import { StepList } from './step-list';
import { UseOfFunds } from './use-of-funds';
import { StaticIsland } from '../../../components/layout/static-island';

export const INVESTOR_FIRST_SECTION_ID = 'opportunity';

const FinancialHighlights = ({ raise }: { raise: Terms | undefined }) => {
  const { exit, disclaimer } = INVESTOR_FINANCIAL_HIGHLIGHTS;
  return (
    <Stack gap={{ base: 4, md: 6 }}>
      <KeyFigures items={raise?.targetReturns} placeholders={RAISE_TERMS_LAYOUT.targetReturns} columns={3} />
      <Box bg="white" rounded="xl" borderWidth="1px" borderColor="blackAlpha.100" p={{ base: 4, md: 5 }}>
        <Text fontSize="sm" color="fg.muted">{exit.label}</Text>
        <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">{exit.value}</Text>
      </Box>
      <UseOfFunds uses={raise?.useOfFunds} />
      <Text fontSize="sm" color="fg.muted">{disclaimer}</Text>
    </Stack>
  );
};

/** `raise`: the terms from the invitation's read (or the staff preview); undefined until then. */
export const InvestorSections = ({ raise }: { raise: Terms | undefined }) => (
  <>
    <PageSection id={INVESTOR_FIRST_SECTION_ID} {...INVESTOR_RARE_OPPORTUNITY}>
      <RaiseTerms raise={raise} />
    </PageSection>
    <StaticIsland>
      <PageSection tone="sand" {...INVESTOR_ADVANTAGES}>
        <FeatureGrid items={INVESTOR_ADVANTAGES.items} />
      </PageSection>
      <PageSection {...INVESTOR_BENEFITS}>
        <FeatureGrid items={INVESTOR_BENEFITS.items} surface="sand" />
      </PageSection>
      <PageSection tone="sand" {...INVESTOR_STEPS}>
        <StepList items={INVESTOR_STEPS.items} columns={5} />
      </PageSection>
    </StaticIsland>
    {/* The timeline is the brand's content, edited with the raise: it comes with the terms. */}
    <PageSection tone="dark" {...INVESTOR_TIMELINE}>
      <Box maxW={{ md: '4xl' }}>
        <InvestmentTimeline items={raise?.timeline} placeholders={RAISE_TERMS_LAYOUT.timeline} />
      </Box>
    </PageSection>
    <PageSection tone="sand" {...INVESTOR_FINANCIAL_HIGHLIGHTS}>
      <FinancialHighlights raise={raise} />
    </PageSection>
    <StaticIsland>
      <PageSection {...INVESTOR_WHY_NOW}>
        <StepList items={INVESTOR_WHY_NOW.items} variant="numeral" />
      </PageSection>
    </StaticIsland>
  </>
);
