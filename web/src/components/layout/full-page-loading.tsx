import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** The centred state shown while a guard checks, with an accessible live region. */
export const FullPageLoading = ({ label }: { label: string }) => (
  <Center minH="100dvh" role="status" aria-live="polite">
    <Stack align="center" gap="3">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label}</Text>
    </Stack>
  </Center>
);
