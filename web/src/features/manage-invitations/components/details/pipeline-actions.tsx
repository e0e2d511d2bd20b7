/**
 * Quick Actions of the invitation's pipeline and the Update Status form. Both offer only what the
 * status table allows from the current status; the server checks again and refuses a move another
 * person made first (the dialog then shows the current state).
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Field, HStack, NativeSelect, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import {
  nextStatuses, QUICK_ACTION_MESSAGES, QUICK_ACTIONS, quickActionButtonLabel, STATUS_LABELS, type InvitationStatus, type QuickAction,
} from '@safe-haven/shared/invitation-status';
import { DOCUMENT_MESSAGES } from '@safe-haven/shared/documents';
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { MAX_STATUS_NOTE_LENGTH } from '@safe-haven/shared/validation/manage-invitations';
import { toaster } from '../../../../components/ui/toaster';
import { DocumentEmailPreview } from './document-email-preview';
import { useChangeStatus } from '../../api/invitations';
import { DetailSection } from './detail-section';

export const PipelineActions = ({ invitation }: { invitation: InvitationDetails }) => {
  const change = useChangeStatus();
  const [target, setTarget] = useState<InvitationStatus | ''>('');
  const [note, setNote] = useState('');
  const [running, setRunning] = useState<string | null>(null);
  // A sending action asks first: it says that nothing will be emailed (shared QUICK_ACTION_MESSAGES).
  const [confirming, setConfirming] = useState<QuickAction | null>(null);
  // A sending action whose document is uploaded emails it: the confirmation shows the email, with the sender's own line.
  const [personalLine, setPersonalLine] = useState('');
  const emails = (action: QuickAction) => invitation.documentActions?.includes(action.label) === true;
  const buttonLabel = (action: QuickAction) => (emails(action) ? action.label : quickActionButtonLabel(action));
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The question opens under the buttons: the keyboard goes to its answer.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const sections = useRef<HTMLDivElement>(null);
  // Set when this person's move succeeded: the keyboard then goes to what the new status offers.
  const movedHere = useRef(false);
  // A new status (this person's change or someone else's) starts the form afresh.
  useEffect(() => {
    setTarget('');
    setNote('');
    setConfirming(null);
    if (!movedHere.current) return;
    movedHere.current = false;
    (sections.current?.querySelector<HTMLElement>('button:not([disabled]), select') ?? sections.current)?.focus();
  }, [invitation.status]);
  /** Cancel closes the question and gives the keyboard back to the action that asked it. */
  const cancelConfirming = () => {
    const label = confirming?.label;
    setConfirming(null);
    if (label) sections.current?.querySelector<HTMLElement>(`[data-action="${CSS.escape(label)}"]`)?.focus();
  };
  const actions = QUICK_ACTIONS[invitation.pipeline][invitation.status] ?? [];
  const allowed = nextStatuses(invitation.pipeline, invitation.status);

  /** A quick action goes by its name in the specification; the toasts use the words on its button. */
  const move = (to: InvitationStatus, options: { action?: QuickAction; note?: string; personalLine?: string }) => {
    const { action, note: statusNote } = options;
    setRunning(action?.label ?? 'form');
    change.mutate(
      {
        id: invitation.id, from: invitation.status, to, ...(action ? { action: action.label } : {}), ...(statusNote ? { note: statusNote } : {}),
        ...(options.personalLine ? { personalLine: options.personalLine } : {}),
      },
      {
        onSuccess: () => {
          movedHere.current = true;
          toaster.create({ type: 'success', title: action ? M.actionCompleted : M.statusUpdated, description: `${STATUS_LABELS[invitation.status]} → ${STATUS_LABELS[to]}` });
        },
        onError: (error) => toaster.create({ type: 'error', title: action ? M.actionFailed(buttonLabel(action)) : M.statusFailed, description: error.message }),
        onSettled: () => setRunning(null),
      },
    );
  };

  return (
    // One element around both sections (the dialog's gap of 5 kept inside): where focus goes after a move.
    <Stack ref={sections} tabIndex={-1} outline="none" gap="5">
      <DetailSection title="Quick Actions">
        {actions.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {allowed.length > 0 ? QUICK_ACTION_MESSAGES.noneMoveOn(allowed.map((status) => STATUS_LABELS[status])) : QUICK_ACTION_MESSAGES.none}
          </Text>
        ) : (
          <Stack gap="3">
            <Wrap gap="2">
              {actions.map((action) => (
                <Button
                  key={action.label} data-action={action.label} size="sm" colorPalette="brand" aria-expanded={action.sends ? confirming === action : undefined}
                  onClick={() => {
                    if (!action.sends) return move(action.to, { action });
                    setPersonalLine('');
                    setConfirming(action);
                  }}
                  loading={running === action.label} disabled={running !== null && running !== action.label}
                >
                  {buttonLabel(action)}
                </Button>
              ))}
            </Wrap>
            {confirming && (
              <Box
                role="group" aria-label={buttonLabel(confirming)} borderWidth="1px" borderRadius="md" p="3"
                borderColor={emails(confirming) ? 'border' : 'border.warning'} bg={emails(confirming) ? 'bg.subtle' : 'bg.warning'}
              >
                {emails(confirming) ? (
                  <DocumentEmailPreview invitation={invitation} action={confirming} personalLine={personalLine} onPersonalLineChange={setPersonalLine} />
                ) : (
                  <Text fontSize="sm">{QUICK_ACTION_MESSAGES.nothingEmailed(confirming, STATUS_LABELS[confirming.to])}</Text>
                )}
                <HStack mt="3" gap="2">
                  <Button
                    ref={confirmButton} size="sm" colorPalette="brand" loading={running === confirming.label}
                    onClick={() => move(confirming.to, { action: confirming, ...(emails(confirming) && personalLine.trim() ? { personalLine: personalLine.trim() } : {}) })}
                  >
                    {emails(confirming) ? DOCUMENT_MESSAGES.sendConfirm : QUICK_ACTION_MESSAGES.confirm}
                  </Button>
                  <Button size="sm" variant="outline" onClick={cancelConfirming} disabled={running !== null}>{QUICK_ACTION_MESSAGES.cancel}</Button>
                </HStack>
              </Box>
            )}
          </Stack>
        )}
      </DetailSection>
      <DetailSection title="Update Status">
        {allowed.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">{STATUS_LABELS[invitation.status]} is a final status: there is no next step.</Text>
        ) : (
          <Stack
            as="form" gap="3"
            onSubmit={(event) => {
              event.preventDefault();
              if (target && target !== invitation.status) move(target, { ...(note.trim() ? { note: note.trim() } : {}) });
            }}
          >
            <Field.Root>
              <Field.Label fontSize="sm">New status</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={target} onChange={(event) => setTarget(event.target.value as InvitationStatus | '')}>
                  <option value="">Choose the next status</option>
                  {allowed.map((status) => <option key={status} value={status}>{STATUS_LABELS[status]}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label fontSize="sm">Note (optional)</Field.Label>
              <Textarea size="sm" rows={2} value={note} maxLength={MAX_STATUS_NOTE_LENGTH} onChange={(event) => setNote(event.target.value)} />
            </Field.Root>
            <Button
              type="submit" size="sm" colorPalette="brand" alignSelf="flex-start"
              disabled={!target || target === invitation.status || (running !== null && running !== 'form')} loading={running === 'form'} loadingText="Updating..."
            >
              Update Status
            </Button>
          </Stack>
        )}
      </DetailSection>
    </Stack>
  );
};
