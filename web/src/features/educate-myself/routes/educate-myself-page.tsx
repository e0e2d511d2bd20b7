/**
 * /educate-myself: the topics staff read before they talk about the company, with a search over them.
 * The investment topic quotes the raise's terms, read from the API (they are not in the app's code):
 * a skeleton in its answer while they load, an error with a retry if they cannot be.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { Box, Button, Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import {
  EDUCATE_MYSELF_PAGE, FAQ_TOPICS, faqEmptyMessage, searchTopics, withRaiseTerms,
} from '@safe-haven/shared/content/educate-myself';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise-page';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useRaiseTerms } from '../../../hooks/use-raise-terms';
import { TopicAccordion } from '../components/topic-accordion';
import { TopicSearch } from '../components/topic-search';

const countLabel = (shown: number) => `${shown} of ${FAQ_TOPICS.length} topics`;

export const EducateMyselfPage = () => {
  usePageMeta({ title: `${EDUCATE_MYSELF_PAGE.title} | ${BRAND_NAME}`, description: EDUCATE_MYSELF_PAGE.intro });
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const deferredTerm = useDeferredValue(term);
  const raise = useRaiseTerms();
  const allTopics = useMemo(() => withRaiseTerms(FAQ_TOPICS, raise.data), [raise.data]);
  const topics = useMemo(() => searchTopics(allTopics, deferredTerm), [allTopics, deferredTerm]);
  const pendingAnswer = raise.isError ? (
    <Box role="alert">
      <Text color="fg.error">{CURRENT_RAISE_PAGE.loadError}</Text>
      <Button size="sm" mt="2" variant="outline" loading={raise.isFetching} onClick={() => void raise.refetch()}>{CURRENT_RAISE_PAGE.retry}</Button>
    </Box>
  ) : (
    <Stack gap="2" aria-busy="true" data-testid="raise-skeleton">
      <Skeleton h="4" />
      <Skeleton h="4" />
      <Skeleton h="4" w="70%" />
    </Stack>
  );
  const searching = deferredTerm.trim() !== '';

  return (
    <Stack gap={{ base: '6', md: '8' }} maxW="4xl">
      <PageHeader title={EDUCATE_MYSELF_PAGE.title} intro={EDUCATE_MYSELF_PAGE.intro} />
      <Stack gap="2">
        <TopicSearch value={term} onChange={setTerm} />
        {/* Announced politely as the list narrows, so a screen reader user knows the search did something. */}
        <Text role="status" fontSize="sm" color="fg.muted" srOnly={!searching || topics.length === 0}>
          {searching && topics.length > 0 ? countLabel(topics.length) : ''}
        </Text>
      </Stack>
      {topics.length > 0 ? (
        <TopicAccordion topics={topics} value={open} onValueChange={setOpen} pendingAnswer={pendingAnswer} />
      ) : (
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <Text role="status">{faqEmptyMessage(deferredTerm.trim())}</Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
};
