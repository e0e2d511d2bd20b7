/**
 * 'Going cold limits' (admins): how many days each status may last before its cards say 'Going cold'
 * (shared/going-cold.ts). One box per status, grouped as the status filter groups them; an empty box
 * means the status never goes cold. Hidden behind a button: it is set once and rarely changed.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { GOING_COLD_MESSAGES as M, type GoingColdLimits } from '@safe-haven/shared/going-cold';
import { INVITATION_STATUSES, STATUS_FILTER_GROUPS, STATUS_LABELS, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { goingColdFormSchema } from '@safe-haven/shared/validation/going-cold';
import { toaster } from '../../../components/ui/toaster';
import { useForm } from '../../../hooks/use-form';
import { GOING_COLD_QUERY_KEY, useGoingColdSettings } from '../../../hooks/use-going-cold-limits';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

type FormValues = Record<InvitationStatus, string>;

const toValues = (limits: GoingColdLimits): FormValues =>
  Object.fromEntries(INVITATION_STATUSES.map((status) => [status, limits[status] === null ? '' : String(limits[status])])) as FormValues;

const LimitsForm = ({ limits, onDone }: { limits: GoingColdLimits; onDone: () => void }) => {
  const form = useForm<FormValues>(toValues(limits));
  const client = useQueryClient();
  const save = useSubmitOnce(
    (body: { limits: Partial<GoingColdLimits> }, idempotencyKey) => callApi(API.SetGoingColdLimits, { body, idempotencyKey }),
    { onSuccess: (saved) => client.setQueryData(GOING_COLD_QUERY_KEY, saved) },
  );
  const submit = form.submitWith(
    (values) => goingColdFormSchema.safeParse(values),
    (input) =>
      save.mutate(input, {
        onSuccess: () => {
          toaster.create({ type: 'success', title: M.saved });
          onDone();
        },
        onError: (failure) => {
          if (!form.showServerErrors(failure)) toaster.create({ type: 'error', title: M.saveFailed, description: failure.message });
        },
      }),
    { busy: save.isPending },
  );
  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      {STATUS_FILTER_GROUPS.map((group) => {
        const statuses = group.statuses;
        return (
          <Box key={group.label} as="fieldset">
            <Text as="legend" fontWeight="semibold" fontSize="sm" mb="2">{group.label}</Text>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {statuses.map((status) => {
                const field = form.field(status);
                return (
                  <Field.Root key={status} invalid={!!field.error}>
                    <Field.Label fontSize="xs">{STATUS_LABELS[status]} (days)</Field.Label>
                    <Input size="sm" inputMode="numeric" name={status} value={field.value} placeholder="Never" onChange={(event) => field.onChange(event.target.value)} />
                    {field.error && <Field.ErrorText>{field.error}</Field.ErrorText>}
                  </Field.Root>
                );
              })}
            </SimpleGrid>
          </Box>
        );
      })}
      <Flex gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} loadingText="Saving...">Save Limits</Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>Cancel</Button>
      </Flex>
    </Stack>
  );
};

export const GoingColdLimitsPanel = () => {
  const [open, setOpen] = useState(false);
  const settings = useGoingColdSettings();
  // A fresh form each time it opens, from the limits as saved.
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (open) setFormKey((key) => key + 1);
  }, [open]);
  return (
    <Box as="section" aria-labelledby="going-cold-limits-heading" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" id="going-cold-limits-heading" size="sm">Going cold limits</Heading>
          <Text fontSize="sm" color="fg.muted">
            A lead whose status has not changed for longer than its status&apos;s limit is marked &apos;Going cold&apos;.
            {settings.data?.updatedByName ? ` Last changed by ${settings.data.updatedByName}.` : ' The defaults apply.'}
          </Text>
        </Box>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)} disabled={!settings.data}>
          {open ? 'Hide Limits' : 'Edit Limits'}
        </Button>
      </Flex>
      {open && settings.data && (
        <Box mt="4">
          <LimitsForm key={formKey} limits={settings.data.limits} onDone={() => setOpen(false)} />
        </Box>
      )}
    </Box>
  );
};
