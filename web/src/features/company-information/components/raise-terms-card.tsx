import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { ACCREDITED_INVESTOR_DEFINITION } from '@safe-haven/shared/content/accredited-investor';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise-page';
import { RAISE_TERMS_LAYOUT, raiseTermRows } from '@safe-haven/shared/content/raise-terms';

/** The terms as a short term sheet; a skeleton row per term while they load. */
export const RaiseTermsCard = ({ raise }: { raise: RaiseTerms | undefined }) => (
  <Card.Root variant="elevated" as="section" aria-labelledby="raise-terms-heading" aria-busy={!raise}>
    <Card.Header>
      <Heading id="raise-terms-heading" as="h2" size="lg" fontFamily="heading">{CURRENT_RAISE_PAGE.termsTitle}</Heading>
    </Card.Header>
    <Card.Body pt="2">
      <Stack as={raise ? 'dl' : 'div'} gap="0">
        {(raise ? raiseTermRows(raise) : Array.from({ length: RAISE_TERMS_LAYOUT.terms }, () => undefined)).map((term, index) => (
          <Stack
            key={term?.label ?? index} direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={{ base: '0.5', sm: '6' }}
            py="3" borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }}
          >
            {term ? (
              <>
                <Text as="dt" color="fg.muted">{term.label}</Text>
                <Text as="dd" fontWeight="semibold" color="brand.fg" textAlign={{ sm: 'end' }}>{term.value}</Text>
              </>
            ) : (
              <>
                <Skeleton h="5" w="32" data-testid="raise-skeleton" />
                <Skeleton h="5" w="44" />
              </>
            )}
          </Stack>
        ))}
      </Stack>
    </Card.Body>
  </Card.Root>
);

/** Who may invest: the raise's eligibility, with the accredited-investor test spelled out. */
export const EligibilityCard = ({ raise }: { raise: RaiseTerms | undefined }) => (
  <Card.Root variant="elevated" as="section" aria-labelledby="raise-eligibility-heading" aria-busy={!raise} bg="brand.700" color="white">
    <Card.Header>
      <Heading id="raise-eligibility-heading" as="h2" size="lg" fontFamily="heading">{CURRENT_RAISE_PAGE.eligibilityTitle}</Heading>
    </Card.Header>
    <Card.Body gap="3" pt="2">
      {raise ? (
        <Text fontSize="xl" fontWeight="semibold" color="brass.300">{raise.eligibility}</Text>
      ) : (
        <Skeleton h="7" w="60" variant="shine" />
      )}
      <Text color="whiteAlpha.900">{ACCREDITED_INVESTOR_DEFINITION}</Text>
    </Card.Body>
  </Card.Root>
);
