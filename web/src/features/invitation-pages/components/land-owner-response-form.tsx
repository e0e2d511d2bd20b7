/**
 * The land owner's answer form: names and email come from the invitation and are
 * read-only; phone, property address and acreage are required; the deck-or-call choice is for maybe only.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { LANDOWNER_ACREAGE_RANGE, MAX_NOTES_LENGTH } from '@safe-haven/shared/constants';
import { ANSWER_FORM_TEXT as T, FIELD_LABELS as L } from '@safe-haven/shared/content/form-fields';
import { LAND_OWNER_FLOW } from '@safe-haven/shared/content/land-owner-invitation';
import type { landOwnerResponseSchema } from '@safe-haven/shared/validation/invitee-response';
import { useForm } from '../../../hooks/use-form';
import { answerDraft } from '../utils/answer-draft';
import { sendIfValid } from '../utils/load-response-validation';
import { AnswerFormFrame, PrefilledNameFields, maybeOptions } from './answer-form-frame';
import { invitationPrefill, type ResponseFormProps } from './response-form-props';
import { ChoiceField, TextAreaField, TextField } from './form-fields';

const PREFERENCE_OPTIONS = maybeOptions({ value: 'deck', label: T.sendPitchDeck });

export const LandOwnerResponseForm = (props: ResponseFormProps<typeof landOwnerResponseSchema>) => {
  const { answer, invitation, onSubmit, draftKey } = props;
  // Without loaded details (a failed load) the invitee types their own name rather than being stuck.
  const locked = invitation !== undefined;
  const form = useForm({
    ...invitationPrefill(invitation),
    phone: '', company: '', propertyAddress: '', acreage: '', zoning: '', utilities: '', notes: '',
    preference: 'deck',
  }, { draft: answerDraft(draftKey) });
  const submit = () => {
    const { preference, ...values } = form.values;
    return sendIfValid(form.check, (v) => v.landOwnerResponseSchema.safeParse({
      form: 'land_owner', answer, ...values, ...(answer === 'maybe' ? { preference } : {}),
    }), onSubmit);
  };
  return (
    <AnswerFormFrame page={props} intro={LAND_OWNER_FLOW.form[answer]} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <PrefilledNameFields field={form.field} locked={locked} />
        <TextField label={L.email} type="email" required readOnly={locked} binding={form.field('email')} autoComplete="email" />
        <TextField label={L.phone} type="tel" required binding={form.field('phone')} autoComplete="tel" />
      </SimpleGrid>
      <TextField label={L.company} binding={form.field('company')} autoComplete="organization" />
      <TextField label={L.propertyAddress} required binding={form.field('propertyAddress')} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <TextField
          label={L.acreage} required binding={form.field('acreage')}
          helper={`A number or a range, like 140 or 100-200. We look for ${LANDOWNER_ACREAGE_RANGE}.`}
        />
        <TextField label={L.zoning} binding={form.field('zoning')} />
        <TextField label={L.utilities} binding={form.field('utilities')} />
      </SimpleGrid>
      <TextAreaField label={L.notes} binding={form.field('notes')} maxLength={MAX_NOTES_LENGTH} placeholder={T.propertyNotesPlaceholder} />
      {answer === 'maybe' && (
        <ChoiceField label={T.maybeChoice} binding={form.field('preference')} options={PREFERENCE_OPTIONS} />
      )}
    </AnswerFormFrame>
  );
};
