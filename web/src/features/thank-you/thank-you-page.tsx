/**
 * /thank-you: the answer is in, and what happens next, for the audience and answer the link names.
 * The prerendered page has the member's text, but the answer is in the query string,
 * which only the browser reads: until hydration has picked the right text, the answer-specific lines
 * hold their place unseen, so a land owner or a decline never reads the member's next steps first.
 * Without JavaScript, <noscript> shows the member's text.
 */
import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { THANK_YOU, thankYouContent } from '@safe-haven/shared/content/thank-you';
import { Logo } from '../../components/brand/logo';
import { ReturnHomeButton } from '../../components/navigation/return-home-button';
import { NoScriptStyle } from '../../components/prerender/no-script-style';
import { usePageMeta } from '../../components/seo/use-page-meta';
import { useHydrated } from '../../hooks/use-hydrated';

const CheckMark = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export const ThankYouPage = () => {
  // Kept out of search results: it only makes sense straight after answering an invitation.
  usePageMeta({ ...THANK_YOU.meta, noindex: true });
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const content = hydrated ? thankYouContent(params.get('audience'), params.get('answer')) : THANK_YOU;
  const untilChosen = hydrated ? {} : { visibility: 'hidden', 'data-answer-specific': '' } as const;
  return (
    <Center as="main" minH="100dvh" bg="sand" px="4" py={{ base: 10, md: 16 }}>
      <Stack gap="8" align="center" w="full" maxW="xl">
        <Logo size={36} />
        <Card.Root w="full" shadow="md" rounded="2xl">
          <Card.Body gap="8" p={{ base: 6, md: 10 }}>
            <Stack gap="4" align="center" textAlign="center">
              <Box display="grid" placeItems="center" boxSize="14" rounded="full" bg="brand.700" color="white">
                <CheckMark />
              </Box>
              <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '3xl', md: '4xl' }} color="brand.800">
                {THANK_YOU.title}
              </Heading>
              <Text fontSize="lg" color="fg.muted" {...untilChosen}>{content.body}</Text>
            </Stack>
            <Stack gap="4">
              <Heading as="h2" fontFamily="body" fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brass.700">
                {THANK_YOU.nextStepsTitle}
              </Heading>
              <Stack as="ol" listStyleType="none" gap="4" {...untilChosen}>
                {content.nextSteps.map((step, index) => (
                  <Stack as="li" key={step.title} direction="row" gap="4" align="flex-start">
                    <Box
                      flexShrink={0} display="grid" placeItems="center" boxSize="8" rounded="full"
                      bg="brand.50" color="brand.700" fontFamily="heading" aria-hidden="true"
                    >
                      {index + 1}
                    </Box>
                    <Box>
                      <Text fontWeight="semibold" color="brand.800">{step.title}</Text>
                      <Text color="fg.muted">{step.description}</Text>
                    </Box>
                  </Stack>
                ))}
              </Stack>
            </Stack>
            {!hydrated && <NoScriptStyle css="[data-answer-specific]{visibility:visible !important}" />}
            <ReturnHomeButton colorPalette="brand" size="lg" alignSelf="center" w={{ base: 'full', sm: 'auto' }} />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
};
