/**
 * The member's answer form: Full Name and Email required and pre-filled; notes or a
 * maybe choice. Asking for a call makes the phone number required.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { MAX_NOTES_LENGTH } from '@safe-haven/shared/constants';
import { ANSWER_FORM_TEXT as T, FIELD_LABELS as L } from '@safe-haven/shared/content/form-fields';
import { MEMBER_FLOW } from '@safe-haven/shared/content/member-invitation';
import type { memberResponseSchema } from '@safe-haven/shared/validation/invitee-response';
import { useForm } from '../../../hooks/use-form';
import { answerDraft } from '../utils/answer-draft';
import { sendIfValid } from '../utils/load-response-validation';
import { AnswerFormFrame, maybeOptions } from './answer-form-frame';
import { type ResponseFormProps } from './response-form-props';
import { ChoiceField, TextAreaField, TextField } from './form-fields';

const MAYBE_OPTIONS = maybeOptions({ value: 'info', label: T.sendMoreInformation });

export const MemberResponseForm = (props: ResponseFormProps<typeof memberResponseSchema>) => {
  const { answer, invitation, onSubmit, draftKey } = props;
  const form = useForm({
    name: invitation?.recipient_name ?? '',
    email: invitation?.recipient_email ?? '',
    phone: '',
    address: '',
    maybeType: 'info',
    notes: '',
  }, { draft: answerDraft(draftKey) });
  const callRequested = answer === 'maybe' && form.values.maybeType === 'call';
  const submit = () => {
    const { name, email, phone, address, maybeType, notes } = form.values;
    return sendIfValid(form.check, (v) => v.memberResponseSchema.safeParse({
      form: 'member', answer, name, email, phone, address,
      ...(answer === 'maybe' ? { maybeType } : { notes }),
    }), onSubmit);
  };
  return (
    <AnswerFormFrame page={props} intro={MEMBER_FLOW.form[answer]} onSubmit={submit}>
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
        <TextAreaField label={L.notes} binding={form.field('notes')} maxLength={MAX_NOTES_LENGTH} placeholder={T.notesPlaceholder} />
      )}
    </AnswerFormFrame>
  );
};
