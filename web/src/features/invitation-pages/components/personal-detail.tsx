/**
 * A name or date that fills in after the link is checked. Until then (and in the prerendered HTML)
 * a quiet bar holds its place inside a line of fixed height, so nothing moves when it arrives.
 * Callers keep such lines to one line (`truncate`) or a fixed number of lines.
 */
import { Box, Text } from '@chakra-ui/react';

export const PersonalDetail = ({ value, placeholderWidth = '8em', strong = true }: {
  value: string | undefined;
  placeholderWidth?: string;
  strong?: boolean;
}) =>
  value === undefined ? (
    <Box
      as="span" display="inline-block" verticalAlign="middle" w={placeholderWidth} maxW="60%" h="0.85em"
      rounded="sm" bg="currentColor" opacity={0.2} aria-hidden="true" data-placeholder=""
    />
  ) : (
    <Text as="span" fontWeight={strong ? 'semibold' : undefined} color={strong ? 'white' : undefined}>{value}</Text>
  );
