/** The three answers. Disabled in a staff preview (investor buttons also say so). */
import { Button, Stack } from '@chakra-ui/react';
import type { AnswerLabels } from '@safe-haven/shared/content/types';

export type AnswerChoice = 'interested' | 'maybe' | 'decline';

export const AnswerButtons = ({ labels, onChoose, disabled, previewLabel = false, declineLoading = false }: {
  labels: AnswerLabels;
  onChoose: (choice: AnswerChoice) => void;
  disabled: boolean;
  /** Add "(Preview)" to each label. */
  previewLabel?: boolean;
  /** The land owner's "Not a Fit" submits at once and shows its progress on the button. */
  declineLoading?: boolean;
}) => {
  const label = (text: string) => (previewLabel ? `${text} (Preview)` : text);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" w="full" justify="center">
      <Button size="lg" colorPalette="brand" disabled={disabled} onClick={() => onChoose('interested')} flex={{ md: 1 }}>
        {label(labels.interested)}
      </Button>
      <Button
        size="lg" variant="outline" colorPalette="brand" borderColor="brand.700" bg="white"
        disabled={disabled} onClick={() => onChoose('maybe')} flex={{ md: 1 }}
      >
        {label(labels.maybe)}
      </Button>
      <Button
        size="lg" variant="ghost" colorPalette="gray" color="fg.muted" disabled={disabled}
        loading={declineLoading} loadingText="Sending..." onClick={() => onChoose('decline')} flex={{ md: 1 }}
      >
        {label(labels.decline)}
      </Button>
    </Stack>
  );
};
