/** /educate-myself: the topics staff read before they talk about the company, with a search over them. */
import { useDeferredValue, useMemo, useState } from 'react';
import { Card, Stack, Text } from '@chakra-ui/react';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import {
  EDUCATE_MYSELF_PAGE, FAQ_TOPICS, faqEmptyMessage, searchTopics,
} from '@safe-haven/shared/content/educate-myself';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { TopicAccordion } from '../components/topic-accordion';
import { TopicSearch } from '../components/topic-search';

const countLabel = (shown: number) => `${shown} of ${FAQ_TOPICS.length} topics`;

export const EducateMyselfPage = () => {
  usePageMeta({ title: `${EDUCATE_MYSELF_PAGE.title} | ${BRAND_NAME}`, description: EDUCATE_MYSELF_PAGE.intro });
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const deferredTerm = useDeferredValue(term);
  const topics = useMemo(() => searchTopics(FAQ_TOPICS, deferredTerm), [deferredTerm]);
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
        <TopicAccordion topics={topics} value={open} onValueChange={setOpen} />
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
