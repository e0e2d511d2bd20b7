/**
 * The land owner's answer form: names and email come from the invitation and are
 * read-only; phone, property address and acreage are required; the deck-or-call choice is for maybe only.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { LANDOWNER_ACREAGE_RANGE } from '@safe-haven/shared/constants';
import { LAND_OWNER_FLOW } from '@safe-haven/shared/content/land-owner-invitation';
import type { landOwnerResponseSchema } from '@safe-haven/shared/validation/invitee-response';
import { useFormState } from '../hooks/use-form-state';
import { FormDialog } from './form-dialog';
import { invitationPrefill, type ResponseFormProps } from './response-form-props';
import { ChoiceField, TextAreaField, TextField } from './form-fields';

const PREFERENCE_OPTIONS = [
  { value: 'deck', label: 'Send me the pitch deck' },
  { value: 'call', label: 'Schedule a call' },
] as const;

export const LandOwnerResponseForm = ({ open, answer, invitation, pending, error, onCancel, onSubmit, draftKey }: ResponseFormProps<typeof landOwnerResponseSchema>) => {
  // Without loaded details (a failed load) the invitee types their own name rather than being stuck.
  const locked = invitation !== undefined;
  const form = useFormState({
    ...invitationPrefill(invitation),
    phone: '', company: '', propertyAddress: '', acreage: '', zoning: '', utilities: '', notes: '',
    preference: 'deck',
  }, draftKey);
  const submit = async () => {
    const { preference, ...values } = form.values;
    const body = await form.validate((v) => v.landOwnerResponseSchema, {
      form: 'land_owner', answer, ...values, ...(answer === 'maybe' ? { preference } : {}),
    });
    if (body) onSubmit(body);
    return body !== undefined;
  };
  return (
    <FormDialog
      open={open} error={error} intro={LAND_OWNER_FLOW.form[answer]} pending={pending} onCancel={onCancel} onSubmit={submit}
      submitLabel={LAND_OWNER_FLOW.form.submit} submittingLabel={LAND_OWNER_FLOW.form.submitting}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="First name" required readOnly={locked} binding={form.field('firstName')} autoComplete="given-name" />
        <TextField label="Last name" required readOnly={locked} binding={form.field('lastName')} autoComplete="family-name" />
        <TextField label="Email" type="email" required readOnly={locked} binding={form.field('email')} autoComplete="email" />
        <TextField label="Phone" type="tel" required binding={form.field('phone')} autoComplete="tel" />
      </SimpleGrid>
      <TextField label="Company" binding={form.field('company')} autoComplete="organization" />
      <TextField label="Property address" required binding={form.field('propertyAddress')} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <TextField
          label="Acreage" required binding={form.field('acreage')}
          helper={`A number or a range, like 140 or 100-200. We look for ${LANDOWNER_ACREAGE_RANGE}.`}
        />
        <TextField label="Zoning" binding={form.field('zoning')} />
        <TextField label="Utilities" binding={form.field('utilities')} />
      </SimpleGrid>
      <TextAreaField label="Notes" binding={form.field('notes')} placeholder="Water, access, current use, anything that helps" />
      {answer === 'maybe' && (
        <ChoiceField label="What would help you decide?" binding={form.field('preference')} options={PREFERENCE_OPTIONS} />
      )}
    </FormDialog>
  );
};
