import type { ReactNode } from 'react';
import { Accordion, Box, List, Stack, Text } from '@chakra-ui/react';
import type { FaqTopic } from '@safe-haven/shared/content/educate-myself';
import { ChevronDownIcon } from '../../../components/ui/icons';

const TopicAnswer = ({ topic, pendingAnswer }: { topic: FaqTopic; pendingAnswer: ReactNode }) => (
  <Stack gap="3">
    {/* An answer that quotes the raise's terms waits for them to be read from the API. */}
    {topic.quotesRaiseTerms && topic.paragraphs.length === 0 && pendingAnswer}
    {topic.paragraphs.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)}
    {topic.points && (
      <List.Root gap="2" ps="5">
        {topic.points.map((point) => (
          <List.Item key={point.title} _marker={{ color: 'brass.500' }}>
            <Text as="strong">{point.title}:</Text> {point.body}
          </List.Item>
        ))}
      </List.Root>
    )}
  </Stack>
);

/** The topics as an accordion: one open at a time, and the open one can be closed again. */
export const TopicAccordion = ({ topics, value, onValueChange, pendingAnswer }: {
  topics: readonly FaqTopic[];
  value: string[];
  onValueChange: (value: string[]) => void;
  /** Shown in an answer still waiting for the raise's terms: a skeleton, or why they did not come. */
  pendingAnswer: ReactNode;
}) => (
  <Accordion.Root collapsible value={value} onValueChange={(details) => onValueChange(details.value)} variant="enclosed" bg="bg">
    {topics.map((topic) => (
      <Accordion.Item key={topic.id} value={topic.id}>
        <Accordion.ItemTrigger cursor="pointer" minH="12" py="3" fontWeight="semibold" fontSize="md" textAlign="start">
          <Box as="span" flex="1">{topic.question}</Box>
          <Accordion.ItemIndicator>
            <ChevronDownIcon />
          </Accordion.ItemIndicator>
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody color="fg.muted" pb="5">
            <TopicAnswer topic={topic} pendingAnswer={pendingAnswer} />
          </Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    ))}
  </Accordion.Root>
);
