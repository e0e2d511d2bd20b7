import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import {
  ACCREDITED_INVESTOR_DEFINITION, CURRENT_RAISE, CURRENT_RAISE_PAGE, CURRENT_RAISE_TERMS,
} from '@safe-haven/shared/content/current-raise';

/** The terms as a short term sheet. */
export const RaiseTermsCard = () => (
  <Card.Root variant="elevated" as="section" aria-labelledby="raise-terms-heading">
    <Card.Header>
      <Heading id="raise-terms-heading" as="h2" size="lg" fontFamily="heading">{CURRENT_RAISE_PAGE.termsTitle}</Heading>
    </Card.Header>
    <Card.Body pt="2">
      <Stack as="dl" gap="0">
        {CURRENT_RAISE_TERMS.map((term) => (
          <Stack
            key={term.label} direction={{ base: 'column', sm: 'row' }} justify="space-between" gap={{ base: '0.5', sm: '6' }}
            py="3" borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }}
          >
            <Text as="dt" color="fg.muted">{term.label}</Text>
            <Text as="dd" fontWeight="semibold" color="brand.fg" textAlign={{ sm: 'end' }}>{term.value}</Text>
          </Stack>
        ))}
      </Stack>
    </Card.Body>
  </Card.Root>
);

/** Who may invest: the raise is for accredited investors only, with the test spelled out. */
export const EligibilityCard = () => (
  <Card.Root variant="elevated" as="section" aria-labelledby="raise-eligibility-heading" bg="brand.700" color="white">
    <Card.Header>
      <Heading id="raise-eligibility-heading" as="h2" size="lg" fontFamily="heading">{CURRENT_RAISE_PAGE.eligibilityTitle}</Heading>
    </Card.Header>
    <Card.Body gap="3" pt="2">
      <Text fontSize="xl" fontWeight="semibold" color="brass.300">{CURRENT_RAISE.eligibility}</Text>
      <Text color="whiteAlpha.900">{ACCREDITED_INVESTOR_DEFINITION}</Text>
    </Card.Body>
  </Card.Root>
);
