/**
 * The member's answer form: Full Name and Email required and pre-filled; notes or a
 * maybe choice. Asking for a call makes the phone number required.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { ANSWER_FORM_TEXT as T, FIELD_LABELS as L } from '@safe-haven/shared/content/form-fields';
import { MEMBER_FLOW } from '@safe-haven/shared/content/member-invitation';
import type { memberResponseSchema } from '@safe-haven/shared/validation/invitee-response';
import { useFormState } from '../hooks/use-form-state';
import { FormDialog } from './form-dialog';
import { type ResponseFormProps } from './response-form-props';
import { ChoiceField, TextAreaField, TextField } from './form-fields';

const MAYBE_OPTIONS = [
  { value: 'info', label: T.sendMoreInformation },
  { value: 'call', label: T.scheduleCall },
] as const;

export const MemberResponseForm = ({ open, answer, invitation, pending, error, onCancel, onSubmit, draftKey }: ResponseFormProps<typeof memberResponseSchema>) => {
  const form = useFormState({
    name: invitation?.recipient_name ?? '',
    email: invitation?.recipient_email ?? '',
    phone: '',
    address: '',
    maybeType: 'info',
    notes: '',
  }, draftKey);
  const callRequested = answer === 'maybe' && form.values.maybeType === 'call';
  const submit = async () => {
    const { name, email, phone, address, maybeType, notes } = form.values;
    const body = await form.validate((v) => v.memberResponseSchema, {
      form: 'member', answer, name, email, phone, address,
      ...(answer === 'maybe' ? { maybeType } : { notes }),
    });
    if (body) onSubmit(body);
    return body !== undefined;
  };
  return (
    <FormDialog
      open={open} error={error} intro={MEMBER_FLOW.form[answer]} pending={pending} onCancel={onCancel} onSubmit={submit}
      submitLabel={T.submit} submittingLabel={T.submitting}
    >
      <TextField label={L.fullName} required binding={form.field('name')} autoComplete="name" />
      <TextField label={L.email} type="email" required binding={form.field('email')} autoComplete="email" />
      {answer === 'maybe' && (
        <ChoiceField label={T.maybeChoice} binding={form.field('maybeType')} options={MAYBE_OPTIONS} />
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          label={L.phone} type="tel" required={callRequested} binding={form.field('phone')} autoComplete="tel"
          helper={callRequested ? T.callPhoneHelper : undefined}
        />
        <TextField label={L.address} binding={form.field('address')} autoComplete="street-address" />
      </SimpleGrid>
      {answer === 'interested' && (
        <TextAreaField label={L.notes} binding={form.field('notes')} placeholder={T.notesPlaceholder} />
      )}
    </FormDialog>
  );
};
