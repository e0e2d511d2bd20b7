/** A failed submission, at the top of the dialog it came from, announced to screen readers. */
import { Alert } from '@chakra-ui/react';
import type { FlowError } from '../hooks/use-answer-flow';

export const DialogError = ({ error }: { error: FlowError | undefined }) =>
  error ? (
    <Alert.Root status="error" rounded="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{error.title}</Alert.Title>
        <Alert.Description>{error.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  ) : null;
