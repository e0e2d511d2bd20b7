/**
 * 'Going cold limits' (admins), a dialog opened from the page header's 'Edit Limits': how many days
 * each status may last before its cards say 'Going cold' (shared/going-cold.ts). One box per status,
 * grouped as the status filter groups them; an empty box means the status never goes cold (the
 * helper text says so). A refused save moves focus to the first invalid box (useFocusFirstInvalid);
 * closing returns it to the button that opened the dialog.
 */
import { useId, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Field, Input, InputGroup, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { GOING_COLD_MESSAGES as M, type GoingColdLimits } from '@safe-haven/shared/going-cold';
import { GOING_COLD_DIALOG_MESSAGES as D } from '@safe-haven/shared/going-cold-dialog-messages';
import { INVITATION_STATUSES, STATUS_FILTER_GROUPS, STATUS_LABELS, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { goingColdFormSchema } from '@safe-haven/shared/validation/going-cold';
import { DialogRoot } from '../../../components/ui/dialog-root';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { GOING_COLD_QUERY_KEY, useGoingColdSettings } from '../../../hooks/use-going-cold-limits';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

type FormValues = Record<InvitationStatus, string>;

const toValues = (limits: GoingColdLimits): FormValues =>
  Object.fromEntries(INVITATION_STATUSES.map((status) => [status, limits[status] === null ? '' : String(limits[status])])) as FormValues;

const LimitsForm = ({ formId, limits, onSaved, onBusy }: { formId: string; limits: GoingColdLimits; onSaved: () => void; onBusy: (busy: boolean) => void }) => {
  const form = useForm<FormValues>(toValues(limits));
  const client = useQueryClient();
  const helpId = useId();
  const save = useSubmitOnce(
    (body: { limits: Partial<GoingColdLimits> }, idempotencyKey) => callApi(API.SetGoingColdLimits, { body, idempotencyKey }),
    { onSuccess: (saved) => client.setQueryData(GOING_COLD_QUERY_KEY, saved) },
  );
  const submit = form.submitWith(
    (values) => goingColdFormSchema.safeParse(values),
    (input) => {
      onBusy(true);
      save.mutate(input, {
        onSuccess: () => {
          toaster.create({ type: 'success', title: M.saved });
          onSaved();
        },
        onError: (failure) => {
          if (!form.showServerErrors(failure)) toaster.create({ type: 'error', title: M.saveFailed, description: failure.message });
        },
        onSettled: () => onBusy(false),
      });
    },
    { busy: save.isPending },
  );
  return (
    <Stack as="form" ref={form.formRef} id={formId} gap="4" onSubmit={submit}>
      <Text id={helpId} fontSize="sm">{D.emptyMeansNever}</Text>
      {STATUS_FILTER_GROUPS.map((group) => (
        <Box key={group.label} as="fieldset">
          <Text as="legend" fontWeight="semibold" fontSize="sm" mb="2">{group.label}</Text>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
            {group.statuses.map((status) => {
              const field = form.field(status);
              return (
                <Field.Root key={status} invalid={!!field.error}>
                  {/* 'days' is the box's visible suffix; screen readers hear it with the label. */}
                  <Field.Label fontSize="xs">{STATUS_LABELS[status]}<Text as="span" srOnly>, days</Text></Field.Label>
                  <InputGroup endElement={<Text as="span" aria-hidden="true" fontSize="xs" color="fg.muted">days</Text>}>
                    <Input
                      size="sm" inputMode="numeric" name={status} value={field.value} placeholder="Never" aria-describedby={helpId}
                      onChange={(event) => field.onChange(event.target.value)}
                    />
                  </InputGroup>
                  {field.error && <Field.ErrorText>{field.error}</Field.ErrorText>}
                </Field.Root>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
};

export interface GoingColdLimitsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes (the 'Edit Limits' button). */
  finalFocusEl: () => HTMLElement | null;
}

export const GoingColdLimitsDialog = ({ open, onClose, finalFocusEl }: GoingColdLimitsDialogProps) => {
  const settings = useGoingColdSettings();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <DialogRoot
      open={open} onOpenChange={(event) => !event.open && close()} finalFocusEl={finalFocusEl}
      size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title fontFamily="heading" fontSize="xl">{D.title}</Dialog.Title>
              <Dialog.Description fontSize="sm" color="fg.muted">
                {D.intro} {settings.data?.updatedByName ? D.lastChangedBy(settings.data.updatedByName) : settings.data ? D.defaultsApply : ''}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {settings.data ? (
                // A fresh form each time the dialog opens, from the limits as saved.
                open && <LimitsForm formId={formId} limits={settings.data.limits} onSaved={onClose} onBusy={setSaving} />
              ) : settings.isError ? (
                <Text role="alert" color="fg.error">{D.loadFailed}</Text>
              ) : (
                <Stack gap="3" aria-busy="true"><Skeleton h="16" /><Skeleton h="16" /><Skeleton h="16" /></Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={close} disabled={saving}>Cancel</Button>
              <Button type="submit" form={formId} size="sm" colorPalette="brand" loading={saving} loadingText="Saving..." disabled={!settings.data}>Save Limits</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
