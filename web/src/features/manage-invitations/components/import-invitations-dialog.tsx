/**
 * 'Import CSV' (admins and founders): choose a file, preview each row's result (the single send's
 * rules and messages, checked by the server), then send the new rows with a progress count. Nothing
 * is sent before 'Send'; the emails then leave through the outbox at the stage's sending rate.
 */
import { useState } from 'react';
import { Badge, Box, Button, CloseButton, Dialog, Field, Input, Portal, Progress, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { MAX_MESSAGE_LENGTH } from '@safe-haven/shared/constants';
import {
  IMPORT_RESULT_LABELS, importPreviewSchema, INVITATION_IMPORT_MESSAGES as M,
  type ImportPreview, type ImportRowResult, type ImportSendRowResult,
} from '@safe-haven/shared/invitation-import';
import { DialogRoot } from '../../../components/ui/dialog-root';
import { useForm } from '../../../hooks/use-form';
import { useImportPreview, useImportSend } from '../api/invitations';

const RESULT_PALETTE: Record<ImportRowResult, string> = {
  NEW: 'green', ALREADY_INVITED_ACTIVE: 'orange', ALREADY_CLOSED: 'orange', EMAIL_SUPPRESSED: 'red',
  ALREADY_REGISTERED: 'orange', INVALID: 'red', DUPLICATE_IN_FILE: 'gray', OVER_DAILY_CAP: 'purple',
};

const countsOf = (preview: ImportPreview) => {
  const counts = new Map<ImportRowResult, number>();
  for (const row of preview.rows) counts.set(row.result, (counts.get(row.result) ?? 0) + 1);
  return [...counts.entries()];
};

export const ImportInvitationsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const form = useForm({ csv: '', defaultMessage: '' });
  const message = form.field('defaultMessage');
  const [fileName, setFileName] = useState('');
  const previewCall = useImportPreview();
  const sendCall = useImportSend();
  const [sent, setSent] = useState(0);
  const [results, setResults] = useState<ImportSendRowResult[] | undefined>();
  const preview = previewCall.data;
  const accepted = preview?.rows.filter((row) => row.result === 'NEW' && row.input) ?? [];

  const startOver = () => {
    previewCall.reset();
    sendCall.reset();
    setResults(undefined);
    setSent(0);
  };
  const close = () => {
    if (sendCall.isPending) return;
    startOver();
    form.reset();
    setFileName('');
    onClose();
  };

  const onFile = async (file: File | undefined) => {
    startOver();
    setFileName(file?.name ?? '');
    form.setValues({ csv: file ? await file.text() : '' });
  };

  const submitPreview = form.submitWith((values) => importPreviewSchema.safeParse(values), (input) => {
    startOver();
    previewCall.mutate(input);
  }, { busy: previewCall.isPending });

  const send = () => {
    if (!preview || accepted.length === 0) return;
    setSent(0);
    sendCall.mutate(
      { importId: preview.importId, rows: accepted.map((row) => ({ line: row.line, ...row.input! })), onProgress: setSent },
      { onSuccess: setResults },
    );
  };

  const created = results?.filter((result) => result.ok).length ?? 0;
  const notSent = results?.filter((result) => !result.ok) ?? [];

  return (
    <DialogRoot open={open} onOpenChange={(event) => !event.open && close()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">{M.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">{M.intro}</Text>
                <Stack as="form" gap="3" onSubmit={submitPreview}>
                  <Field.Root invalid={Boolean(form.errors.csv)}>
                    <Field.Label>{M.fileLabel}</Field.Label>
                    <Input
                      type="file" accept=".csv,text/csv" p="1"
                      onChange={(event) => void onFile(event.target.files?.[0])}
                    />
                    {fileName && <Field.HelperText>{fileName}</Field.HelperText>}
                    {form.errors.csv && <Field.ErrorText>{form.errors.csv}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={Boolean(message.error)}>
                    <Field.Label>{M.defaultMessageLabel}</Field.Label>
                    <Textarea rows={3} maxLength={MAX_MESSAGE_LENGTH} value={message.value} onChange={(event) => message.onChange(event.target.value)} />
                    {message.error && <Field.ErrorText>{message.error}</Field.ErrorText>}
                  </Field.Root>
                  <Button type="submit" variant="outline" colorPalette="brand" alignSelf="flex-start" loading={previewCall.isPending} loadingText={M.previewing} disabled={sendCall.isPending}>
                    {M.preview}
                  </Button>
                </Stack>
                {previewCall.error && <Text role="alert" color="fg.error">{previewCall.error.message}</Text>}
                {preview && (
                  <Stack gap="3">
                    <Text aria-live="polite">
                      {countsOf(preview).map(([result, count]) => `${IMPORT_RESULT_LABELS[result]}: ${count}`).join(' · ')}
                    </Text>
                    <Box overflowX="auto">
                      <Table.Root size="sm" aria-label="Import preview">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>Line</Table.ColumnHeader>
                            <Table.ColumnHeader>Name</Table.ColumnHeader>
                            <Table.ColumnHeader>Email</Table.ColumnHeader>
                            <Table.ColumnHeader>Audience</Table.ColumnHeader>
                            <Table.ColumnHeader>Result</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {preview.rows.map((row) => (
                            <Table.Row key={row.line} data-result={row.result}>
                              <Table.Cell>{row.line}</Table.Cell>
                              <Table.Cell>{`${row.firstName} ${row.lastName}`.trim()}</Table.Cell>
                              <Table.Cell>{row.email}</Table.Cell>
                              <Table.Cell>{row.audience}</Table.Cell>
                              <Table.Cell>
                                <Badge colorPalette={RESULT_PALETTE[row.result]}>{IMPORT_RESULT_LABELS[row.result]}</Badge>
                                {row.message && <Text fontSize="xs" color="fg.muted" mt="1">{row.message}</Text>}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Box>
                    {accepted.length === 0 ? (
                      <Text>{M.nothingToSend}</Text>
                    ) : (
                      !results && (
                        <Button colorPalette="brand" alignSelf="flex-start" onClick={send} loading={sendCall.isPending} loadingText={M.sending(sent, accepted.length)}>
                          {M.send(accepted.length)}
                        </Button>
                      )
                    )}
                    {sendCall.isPending && (
                      <Progress.Root value={sent} max={accepted.length} size="sm" aria-label={M.sending(sent, accepted.length)}>
                        <Progress.Track><Progress.Range /></Progress.Track>
                      </Progress.Root>
                    )}
                    {sendCall.error && <Text role="alert" color="fg.error">{`${M.failed}: ${sendCall.error.message}`}</Text>}
                    {results && (
                      <Stack gap="1" role="status">
                        <Text fontWeight="semibold">{M.sent(created)}</Text>
                        {notSent.map((result) => (
                          <Text key={result.line} fontSize="sm" color="fg.error">{`Line ${result.line}: ${result.message}`}</Text>
                        ))}
                      </Stack>
                    )}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
