/**
 * Quick Actions of the invitation's pipeline and the Update Status form. Both offer only what the
 * status table allows from the current status; the server checks again and refuses a move another
 * person made first (the dialog then shows the current state).
 */
import { useEffect, useState } from 'react';
import { Button, Field, NativeSelect, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { nextStatuses, QUICK_ACTIONS, STATUS_LABELS, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { MAX_STATUS_NOTE_LENGTH } from '@safe-haven/shared/validation/manage-invitations';
import { toaster } from '../../../../components/ui/toaster';
import { useChangeStatus } from '../../api/invitations';
import { DetailSection } from './detail-section';

export const PipelineActions = ({ invitation }: { invitation: InvitationDetails }) => {
  const change = useChangeStatus();
  const [target, setTarget] = useState<InvitationStatus | ''>('');
  const [note, setNote] = useState('');
  const [running, setRunning] = useState<string | null>(null);
  // A new status (this person's change or someone else's) starts the form afresh.
  useEffect(() => {
    setTarget('');
    setNote('');
  }, [invitation.status]);
  const actions = QUICK_ACTIONS[invitation.pipeline][invitation.status] ?? [];
  const allowed = nextStatuses(invitation.pipeline, invitation.status);

  const move = (to: InvitationStatus, options: { action?: string; note?: string }) => {
    setRunning(options.action ?? 'form');
    change.mutate(
      { id: invitation.id, from: invitation.status, to, ...options },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: options.action ? M.actionCompleted : M.statusUpdated, description: `${STATUS_LABELS[invitation.status]} → ${STATUS_LABELS[to]}` });
        },
        onError: (error) => toaster.create({ type: 'error', title: options.action ? M.actionFailed(options.action) : M.statusFailed, description: error.message }),
        onSettled: () => setRunning(null),
      },
    );
  };

  return (
    <>
      <DetailSection title="Quick Actions">
        {actions.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">No quick actions for this status.</Text>
        ) : (
          <Wrap gap="2">
            {actions.map((action) => (
              <Button
                key={action.label} size="sm" colorPalette="brand" onClick={() => move(action.to, { action: action.label })}
                loading={running === action.label} disabled={running !== null && running !== action.label}
              >
                {action.label}
              </Button>
            ))}
          </Wrap>
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
    </>
  );
};
