/**
 * 'Import CSV' (admins and founders): choose a file, preview each row's result (the single send's
 * rules and messages, checked by the server), then send the new rows with a progress count. Nothing
 * is sent before 'Send'; the emails then leave through the outbox at the stage's sending rate.
 *
 * The file is read here too (the shared parser): a file that cannot be read, or rows without a
 * message while the box for them is empty, is shown on its field before anything is asked of the
 * server. The keyboard stays in the dialog: the busy buttons keep the focus, the preview's summary
 * takes it when the rows arrive, and Done when the send has finished.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { MAX_MESSAGE_LENGTH } from '@safe-haven/shared/constants';
import {
  IMPORT_DIALOG_MESSAGES as D, importPreviewSchema, INVITATION_IMPORT_MESSAGES as M, type ImportPreview, type ImportPreviewInput, type ImportSendRowResult,
} from '@safe-haven/shared/invitation-import';
import { checkImportInput, parseImportFile, rowsWithoutMessage } from '@safe-haven/shared/invitation-import-file';
import { BusyButton } from '../../../components/forms/busy-button';
import { DialogRoot } from '../../../components/ui/dialog-root';
import { errorsFromParse, errorsFromServer } from '../../../hooks/form-state';
import { useForm } from '../../../hooks/use-form';
import { useImportPreview, useImportSend } from '../api/invitations';
import { ImportPreviewRows, outcomeOf } from './import-preview-rows';

type ImportField = keyof ImportPreviewInput;

/** 'New: 2 · Already invited: 1', and once rows are sent, 'Sent: 2 · Already invited: 1'. */
const summaryOf = (preview: ImportPreview, sentByLine: ReadonlyMap<number, ImportSendRowResult>) => {
  const counts = new Map<string, number>();
  for (const row of preview.rows) {
    const { label } = outcomeOf(row, sentByLine.get(row.line));
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()].map(([label, count]) => `${label}: ${count}`).join(' · ');
};

/** The field to correct before the preview may be asked for, checked as the server will. */
const problemOf = (values: ImportPreviewInput): Partial<Record<ImportField, string>> | undefined => {
  const parsed = importPreviewSchema.safeParse(values);
  if (!parsed.success) return errorsFromParse(parsed.error);
  const checked = checkImportInput(parsed.data);
  return checked.ok ? undefined : { [checked.field]: checked.message };
};

export const ImportInvitationsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const form = useForm({ csv: '', defaultMessage: '' });
  const message = form.field('defaultMessage');
  /** How many rows of the chosen file take the box's message (undefined: no file, or unreadable). */
  const [withoutMessage, setWithoutMessage] = useState<number | undefined>();
  const previewCall = useImportPreview();
  const sendCall = useImportSend();
  const [sentSoFar, setSentSoFar] = useState<ImportSendRowResult[]>([]);
  const [results, setResults] = useState<ImportSendRowResult[] | undefined>();
  const preview = previewCall.data;
  const accepted = preview?.rows.filter((row) => row.result === 'NEW' && row.input) ?? [];
  const messageRequired = (withoutMessage ?? 0) > 0;

  const fileInput = useRef<HTMLInputElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const focusField = (field: string) => (field === 'defaultMessage' ? messageBox : fileInput).current?.focus();
  useEffect(() => {
    if (preview) summary.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (results) doneButton.current?.focus();
  }, [results]);

  const startOver = () => {
    previewCall.reset();
    sendCall.reset();
    setResults(undefined);
    setSentSoFar([]);
  };
  const close = () => {
    if (sendCall.isPending) return;
    startOver();
    form.reset();
    setWithoutMessage(undefined);
    onClose();
  };

  const onFile = async (file: File | undefined) => {
    startOver();
    const csv = file ? await file.text() : '';
    const parsed = csv ? parseImportFile(csv) : undefined;
    setWithoutMessage(parsed?.ok ? rowsWithoutMessage(parsed.rows) : undefined);
    // Another file: what was said of the last one no longer holds.
    form.showErrors({});
    form.setValues({ csv });
  };

  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    if (previewCall.isPending || sendCall.isPending) return;
    const problem = problemOf(form.values);
    if (problem) {
      form.showErrors(problem);
      focusField(Object.keys(problem)[0]!);
      return;
    }
    startOver();
    previewCall.mutate(form.values, {
      onError: (error) => {
        const byField = errorsFromServer(error);
        if (!byField) return;
        form.showErrors(byField);
        focusField(Object.keys(byField)[0]!);
      },
    });
  };

  const send = () => {
    if (!preview || accepted.length === 0 || sendCall.isPending) return;
    setSentSoFar([]);
    sendCall.mutate(
      { importId: preview.importId, rows: accepted.map((row) => ({ line: row.line, ...row.input! })), onProgress: setSentSoFar },
      { onSuccess: setResults },
    );
  };

  const sentByLine = new Map(sentSoFar.map((result) => [result.line, result]));
  const created = results?.filter((result) => result.ok).length ?? 0;
  const notSent = results?.filter((result) => !result.ok) ?? [];
  // A refusal the form shows on a field is not repeated below it.
  const previewRefusal = previewCall.error && !errorsFromServer(previewCall.error) ? previewCall.error.message : undefined;

  return (
    <DialogRoot open={open} onOpenChange={(event) => !event.open && close()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Room for the close button: on a phone the title would run under it. */}
            <Dialog.Header pe={{ base: '16', md: '12' }}>
              <Dialog.Title fontFamily="heading" fontSize="xl">{M.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">{M.intro}</Text>
                {/* noValidate: the required box is checked by the form's own rule, in its words. */}
                <Stack asChild gap="3">
                  <form onSubmit={submitPreview} noValidate>
                    <Field.Root invalid={Boolean(form.errors.csv)} required>
                      <Field.Label>{M.fileLabel}<Field.RequiredIndicator /></Field.Label>
                      <Input
                        ref={fileInput} type="file" accept=".csv,text/csv" p="1"
                        onChange={(event) => void onFile(event.target.files?.[0])}
                      />
                      {form.errors.csv && <Field.ErrorText>{form.errors.csv}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root invalid={Boolean(message.error)} required={messageRequired}>
                      <Field.Label>{M.defaultMessageLabel}<Field.RequiredIndicator /></Field.Label>
                      <Textarea
                        ref={messageBox} rows={3} maxLength={MAX_MESSAGE_LENGTH}
                        value={message.value} onChange={(event) => message.onChange(event.target.value)}
                      />
                      {message.error
                        ? <Field.ErrorText>{message.error}</Field.ErrorText>
                        : <Field.HelperText>{D.defaultMessageHelp(withoutMessage)}</Field.HelperText>}
                    </Field.Root>
                    {results ? (
                      <Text fontSize="sm" color="fg.muted">{D.chooseAnotherFile}</Text>
                    ) : (
                      <BusyButton
                        type="submit" variant="outline" colorPalette="brand" alignSelf="flex-start"
                        busy={previewCall.isPending} busyText={M.previewing} disabled={sendCall.isPending}
                      >
                        {M.preview}
                      </BusyButton>
                    )}
                  </form>
                </Stack>
                {previewRefusal && <Text role="alert" color="fg.error">{previewRefusal}</Text>}
                {preview && (
                  <Stack gap="3">
                    <Text ref={summary} tabIndex={-1} fontWeight="medium">
                      {summaryOf(preview, sentByLine)}
                    </Text>
                    <ImportPreviewRows rows={preview.rows} sentByLine={sentByLine} />
                    {accepted.length === 0 ? (
                      <Text>{M.nothingToSend}</Text>
                    ) : (
                      !results && (
                        <BusyButton colorPalette="brand" alignSelf="flex-start" onClick={send} busy={sendCall.isPending} busyText={M.sending(sentSoFar.length, accepted.length)}>
                          {M.send(accepted.length)}
                        </BusyButton>
                      )
                    )}
                    {sendCall.isPending && (
                      <Progress.Root value={sentSoFar.length} max={accepted.length} size="sm" aria-label={M.sending(sentSoFar.length, accepted.length)}>
                        <Progress.Track><Progress.Range /></Progress.Track>
                      </Progress.Root>
                    )}
                    {sendCall.error && <Text role="alert" color="fg.error">{`${M.failed}: ${sendCall.error.message}`}</Text>}
                    {results && (
                      <Stack gap="1" role="status">
                        <Text fontWeight="semibold">{M.sent(created)}</Text>
                        {notSent.map((result) => (
                          <Text key={result.line} fontSize="sm" color="fg.error">{`${D.lineOf(result.line)}: ${result.message}`}</Text>
                        ))}
                      </Stack>
                    )}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            {results && (
              <Dialog.Footer>
                <Button ref={doneButton} colorPalette="brand" size={{ base: 'lg', md: 'md' }} onClick={close}>{D.done}</Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
