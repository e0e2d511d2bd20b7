/**
 * The investor's answer form: names and email from the invitation, read-only;
 * telephone and mailing address required; an allocation range unless the answer is maybe.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { ALLOCATION_RANGE_LABELS, ALLOCATION_RANGES } from '@safe-haven/shared/constants';
import { INVESTOR_FLOW } from '@safe-haven/shared/content/investor-invitation';
import type { investorResponseSchema } from '@safe-haven/shared/validation/invitee-response';
import { useFormState } from '../hooks/use-form-state';
import { FormDialog } from './form-dialog';
import { invitationPrefill, type ResponseFormProps } from './response-form-props';
import { ChoiceField, SelectField, TextAreaField, TextField } from './form-fields';

const ALLOCATION_OPTIONS = ALLOCATION_RANGES.map((value) => ({ value, label: ALLOCATION_RANGE_LABELS[value] }));

const PREFERENCE_OPTIONS = [
  { value: 'info', label: 'Send me more information' },
  { value: 'call', label: 'Schedule a call' },
] as const;

export const InvestorResponseForm = ({ open, answer, invitation, pending, error, onCancel, onSubmit, draftKey }: ResponseFormProps<typeof investorResponseSchema>) => {
  const locked = invitation !== undefined;
  const form = useFormState({
    ...invitationPrefill(invitation),
    phone: '', address: '', allocationRange: '', notes: '',
    preference: 'info',
  }, draftKey);
  const submit = async () => {
    const { allocationRange, preference, ...values } = form.values;
    const body = await form.validate((v) => v.investorResponseSchema, {
      form: 'investor', answer, ...values,
      allocationRange: allocationRange || undefined,
      ...(answer === 'maybe' ? { preference } : {}),
    });
    if (body) onSubmit(body);
    return body !== undefined;
  };
  return (
    <FormDialog
      open={open} error={error} intro={INVESTOR_FLOW.form[answer]} pending={pending} onCancel={onCancel} onSubmit={submit}
      submitLabel={INVESTOR_FLOW.form.submit} submittingLabel={INVESTOR_FLOW.form.submitting}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="First name" required readOnly={locked} binding={form.field('firstName')} autoComplete="given-name" />
        <TextField label="Last name" required readOnly={locked} binding={form.field('lastName')} autoComplete="family-name" />
      </SimpleGrid>
      <TextField label="Email" type="email" required readOnly={locked} binding={form.field('email')} autoComplete="email" />
      <TextField label="Telephone" type="tel" required binding={form.field('phone')} autoComplete="tel" />
      <TextField label="Mailing address" required binding={form.field('address')} autoComplete="street-address" />
      <SelectField
        label="Allocation range" required={answer !== 'maybe'} binding={form.field('allocationRange')}
        options={ALLOCATION_OPTIONS} placeholder="Choose a range"
        helper={answer === 'maybe' ? 'Optional for now, if you have a range in mind.' : undefined}
      />
      {answer === 'maybe' && (
        <ChoiceField label="How would you like to continue?" binding={form.field('preference')} options={PREFERENCE_OPTIONS} />
      )}
      <TextAreaField label="Additional notes" binding={form.field('notes')} />
    </FormDialog>
  );
};
