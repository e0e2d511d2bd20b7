/** A failed submission, at the top of the dialog it came from, announced to screen readers. */
import { Box, Text } from '@chakra-ui/react';
import type { FlowError } from '../hooks/use-answer-flow';

export const DialogError = ({ error }: { error: FlowError | undefined }) =>
  error ? (
    <Box role="alert" rounded="lg" bg="bg.error" borderWidth="1px" borderColor="border.error" borderStartWidth="4px" px="4" py="3">
      <Text fontWeight="semibold" color="fg.error">{error.title}</Text>
      <Text fontSize="sm">{error.description}</Text>
    </Box>
  ) : null;
