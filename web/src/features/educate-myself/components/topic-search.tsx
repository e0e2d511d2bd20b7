import { Box, Field, Input } from '@chakra-ui/react';
import { EDUCATE_MYSELF_PAGE } from '@safe-haven/shared/content/educate-myself';
import { SearchIcon } from '../../../components/ui/icons';

/** The 'Search topics...' box; the label is for assistive technology, the placeholder says it for everyone else. */
export const TopicSearch = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => (
  <Field.Root>
    <Field.Label srOnly>{EDUCATE_MYSELF_PAGE.searchLabel}</Field.Label>
    <Box position="relative" w="full">
      <Box position="absolute" insetStart="3.5" top="50%" transform="translateY(-50%)" zIndex="1" color="fg.muted" pointerEvents="none" display="flex">
        <SearchIcon />
      </Box>
      <Input
        type="search" size="lg" ps="10" bg="bg" autoComplete="off"
        placeholder={EDUCATE_MYSELF_PAGE.searchPlaceholder} value={value} onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  </Field.Root>
);
