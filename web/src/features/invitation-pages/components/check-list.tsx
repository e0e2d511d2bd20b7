/** A short list with brass check marks: pledges, model points, next steps. */
import { HStack, List, Text } from '@chakra-ui/react';
import { ContentIcon } from './content-icon';

export const CheckList = ({ items, tone = 'light', size = 'md' }: {
  items: readonly string[];
  tone?: 'light' | 'dark';
  size?: 'sm' | 'md';
}) => (
  <List.Root listStyleType="none" gap={size === 'sm' ? 2 : 3}>
    {items.map((item) => (
      <List.Item key={item}>
        <HStack gap="3" align="flex-start">
          <Text as="span" color={tone === 'dark' ? 'brass.300' : 'brass.600'} mt="0.5" flexShrink={0}>
            <ContentIcon name="check" size={size === 'sm' ? 18 : 20} />
          </Text>
          <Text textStyle={size} color={tone === 'dark' ? 'whiteAlpha.900' : 'fg'}>{item}</Text>
        </HStack>
      </List.Item>
    ))}
  </List.Root>
);
