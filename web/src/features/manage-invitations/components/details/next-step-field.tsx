/** The next-step due date: a date staff set and clear. */
import { useEffect, useState } from 'react';
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { localCalendarDate } from '@safe-haven/shared/follow-up';
import { toaster } from '../../../../components/ui/toaster';
import { useSetNextStep } from '../../api/invitations';
import { formatCalendarDate, nextStepState } from '../../utils/labels';
import { DetailSection } from './detail-section';

export const NextStepField = ({ invitation }: { invitation: InvitationDetails }) => {
  const [value, setValue] = useState(invitation.nextStepDueAt ?? '');
  const [error, setError] = useState<string>();
  useEffect(() => setValue(invitation.nextStepDueAt ?? ''), [invitation.nextStepDueAt]);
  const save = useSetNextStep();
  const today = localCalendarDate(new Date());
  const submit = (nextStepDueAt: string | null) => {
    // The same rule the API applies, with this browser's own today (the API cannot know the time zone).
    if (nextStepDueAt && nextStepDueAt < today) {
      setError(M.dueDatePast);
      return;
    }
    save.mutate(
      { id: invitation.id, nextStepDueAt },
      {
        onSuccess: () => toaster.create({ type: 'success', title: M.dueDateSaved }),
        onError: (failure) => toaster.create({ type: 'error', title: M.dueDateFailed, description: failure.message }),
      },
    );
  };
  // The browser's calendar day, as the cards read it; a closed lead keeps its date but is never overdue.
  const overdue = invitation.nextStepDueAt !== undefined && nextStepState(invitation.nextStepDueAt, today, invitation.status) === 'overdue';
  return (
    <DetailSection title="Next Step">
      {invitation.nextStepDueAt && (
        <Text fontSize="sm" color={overdue ? 'fg.error' : 'fg'}>
          Due {formatCalendarDate(invitation.nextStepDueAt)}{overdue ? ' (overdue)' : ''}
        </Text>
      )}
      <HStack as="form" gap="2" align="end" wrap="wrap" onSubmit={(event) => { event.preventDefault(); if (value) submit(value); }}>
        <Field.Root maxW="52" invalid={Boolean(error)}>
          <Field.Label fontSize="sm">Next step due date</Field.Label>
          <Input size="sm" type="date" min={today} value={value} onChange={(event) => { setValue(event.target.value); setError(undefined); }} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button size="sm" type="submit" variant="outline" disabled={!value || value === invitation.nextStepDueAt} loading={save.isPending}>
          Save Date
        </Button>
        {invitation.nextStepDueAt && (
          <Button size="sm" variant="ghost" onClick={() => submit(null)} disabled={save.isPending}>Clear</Button>
        )}
      </HStack>
    </DetailSection>
  );
};
