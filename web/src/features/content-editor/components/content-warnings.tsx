/** What an investor would question in the content as it stands: listed above the form, saved anyway. */
import { Alert, List } from '@chakra-ui/react';
import type { ContentWarning } from '@safe-haven/shared/content/site-content';
import { CONTENT_EDITOR_TEXT as T } from '@safe-haven/shared/content/content-editor-text';

export const ContentWarnings = ({ warnings }: { warnings: readonly ContentWarning[] }) =>
  warnings.length === 0 ? (
    <Alert.Root status="success" size="sm">
      <Alert.Indicator />
      <Alert.Title>{T.noWarnings}</Alert.Title>
    </Alert.Root>
  ) : (
    <Alert.Root status="warning" aria-labelledby="content-warnings-title" data-testid="content-warnings">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title id="content-warnings-title">{T.warningsTitle}</Alert.Title>
        <Alert.Description>
          {T.warningsIntro}
          <List.Root mt="2" ps="4" gap="1">
            {warnings.map((warning) => <List.Item key={warning.field}>{warning.message}</List.Item>)}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
