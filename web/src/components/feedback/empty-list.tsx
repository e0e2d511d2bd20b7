/** What a list shows when it has nothing: a title, a hint what to do, and the list's icon. */
import type { ReactNode } from 'react';
import { EmptyState } from '@chakra-ui/react';

interface EmptyListProps {
  title: string;
  description?: string;
  icon?: ReactNode;
}

export const EmptyList = ({ title, description, icon }: EmptyListProps) => (
  <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg">
    {/* The content is centred as a column; its text too, or a title or hint that wraps on a phone is left-aligned. */}
    <EmptyState.Content textAlign="center">
      {icon ? <EmptyState.Indicator>{icon}</EmptyState.Indicator> : null}
      <EmptyState.Title>{title}</EmptyState.Title>
      {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
    </EmptyState.Content>
  </EmptyState.Root>
);
