/** The three answers. Disabled in a staff preview (investor buttons also say so) and while the link is checked. */
import { Button, Stack } from '@chakra-ui/react';
import type { AnswerLabels } from '@safe-haven/shared/content/types';

export type AnswerChoice = 'interested' | 'maybe' | 'decline';

// Labels wrap inside the button (with room above and below) instead of running over its border.
const WRAPPING = { whiteSpace: 'normal', h: 'auto', minH: '12', py: '3', lineHeight: '1.3' } as const;

export const AnswerButtons = ({ labels, onChoose, disabled, previewLabel = false }: {
  labels: AnswerLabels;
  onChoose: (choice: AnswerChoice) => void;
  disabled: boolean;
  /** Add "(Preview)" to each label. */
  previewLabel?: boolean;
}) => {
  const label = (text: string) => (previewLabel ? `${text} (Preview)` : text);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" w="full" justify="center" align="stretch">
      <Button size="lg" colorPalette="brand" disabled={disabled} onClick={() => onChoose('interested')} flex={{ md: '1 1 0' }} {...WRAPPING}>
        {label(labels.interested)}
      </Button>
      <Button
        size="lg" variant="outline" colorPalette="brand" borderColor="brand.700" bg="white"
        disabled={disabled} onClick={() => onChoose('maybe')} flex={{ md: '1 1 0' }} {...WRAPPING}
      >
        {label(labels.maybe)}
      </Button>
      <Button
        size="lg" variant="ghost" colorPalette="gray" color="fg.muted" disabled={disabled}
        onClick={() => onChoose('decline')} flex={{ md: '1 1 0' }} {...WRAPPING}
      >
        {label(labels.decline)}
      </Button>
    </Stack>
  );
};
