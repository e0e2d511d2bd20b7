/**
 * The investor's answer form: names and email from the invitation, read-only;
 * telephone and mailing address required; an allocation range unless the answer is maybe.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { ALLOCATION_RANGE_LABELS, ALLOCATION_RANGES, MAX_NOTES_LENGTH } from '@safe-haven/shared/constants';
import { ANSWER_FORM_TEXT as T, FIELD_LABELS as L } from '@safe-haven/shared/content/form-fields';
import { INVESTOR_FLOW } from '@safe-haven/shared/content/investor-invitation';
import type { investorResponseSchema } from '@safe-haven/shared/validation/invitee-response';
import { useForm } from '../../../hooks/use-form';
import { answerDraft } from '../utils/answer-draft';
import { sendIfValid } from '../utils/load-response-validation';
import { AnswerFormFrame, PrefilledNameFields, maybeOptions } from './answer-form-frame';
import { invitationPrefill, type ResponseFormProps } from './response-form-props';
import { ChoiceField, SelectField, TextAreaField, TextField } from './form-fields';

const ALLOCATION_OPTIONS = ALLOCATION_RANGES.map((value) => ({ value, label: ALLOCATION_RANGE_LABELS[value] }));

const PREFERENCE_OPTIONS = maybeOptions({ value: 'info', label: T.sendMoreInformation });

export const InvestorResponseForm = (props: ResponseFormProps<typeof investorResponseSchema>) => {
  const { answer, invitation, onSubmit, draftKey } = props;
  const locked = invitation !== undefined;
  const form = useForm({
    ...invitationPrefill(invitation),
    phone: '', address: '', allocationRange: '', notes: '',
    preference: 'info',
  }, { draft: answerDraft(draftKey) });
  const submit = () => {
    const { allocationRange, preference, ...values } = form.values;
    return sendIfValid(form.check, (v) => v.investorResponseSchema.safeParse({
      form: 'investor', answer, ...values,
      allocationRange: allocationRange || undefined,
      ...(answer === 'maybe' ? { preference } : {}),
    }), onSubmit);
  };
  return (
    <AnswerFormFrame page={props} intro={INVESTOR_FLOW.form[answer]} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <PrefilledNameFields field={form.field} locked={locked} />
      </SimpleGrid>
      <TextField label={L.email} type="email" required readOnly={locked} binding={form.field('email')} autoComplete="email" />
      <TextField label={L.investorPhone} type="tel" required binding={form.field('phone')} autoComplete="tel" />
      <TextField label={L.investorAddress} required binding={form.field('address')} autoComplete="street-address" />
      <SelectField
        label={L.allocationRange} required={answer !== 'maybe'} binding={form.field('allocationRange')}
        options={ALLOCATION_OPTIONS} placeholder={T.allocationRangePlaceholder}
        helper={answer === 'maybe' ? T.allocationRangeOptionalHelper : undefined}
      />
      {answer === 'maybe' && (
        <ChoiceField label={T.maybeChoice} binding={form.field('preference')} options={PREFERENCE_OPTIONS} />
      )}
      <TextAreaField label={L.investorNotes} binding={form.field('notes')} maxLength={MAX_NOTES_LENGTH} placeholder={T.notesPlaceholder} />
    </AnswerFormFrame>
  );
};
