/** The latest saves (admins): who saved which version, when, and what it changed (the access log holds the same). */
import { List, Stack, Text } from '@chakra-ui/react';
import type { ContentChange } from '@safe-haven/shared/content/site-content';
import { CONTENT_EDITOR_TEXT as T } from '@safe-haven/shared/content/content-editor-text';
import { SectionCard } from './content-sections';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const ContentHistory = ({ history }: { history: readonly ContentChange[] }) =>
  history.length === 0 ? null : (
    <SectionCard title={T.historyTitle} id="content-history">
      <List.Root gap="3" listStyleType="none">
        {history.map((change) => (
          <List.Item key={change.version}>
            <Stack gap="0">
              <Text fontSize="sm" fontWeight="semibold">{T.version(change.version, change.savedByName, when(change.savedAt))}</Text>
              <Text fontSize="sm" color="fg.muted">{change.changes.length > 0 ? change.changes.join('; ') : 'No change'}</Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
