/**
 * How each public form becomes a response record and an invitation choice.
 * The investor's notes are a composed text of allocation range, preference and free notes.
 */
import { ALLOCATION_RANGE_LABELS } from './constants';
import { DECLINE_PAYLOAD } from './content/invitee-decline';
import { choiceForResponseType, type InviteeChoice, type ResponseType } from './invitation-status';
import type { InviteeResponse } from './validation/invitee-response';

export interface ResponseRecord {
  inviteeName: string;
  inviteeEmail: string;
  inviteePhone?: string;
  inviteeAddress?: string;
  responseType: ResponseType;
  additionalNotes?: string;
  /** The land owner's property facts, kept structured for the details dialog. */
  details?: Record<string, string>;
}

const lines = (entries: [string, string | undefined][]): string | undefined => {
  const text = entries.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`).join('\n');
  return text || undefined;
};

/**
 * The answered fields as `details`, or nothing when none was answered: an empty map is never stored
 * (DynamoDB Local's stream hands an empty map to the SDK as a value of no known type).
 */
const detailsOf = (fields: Record<string, string | undefined>): Pick<ResponseRecord, 'details'> => {
  const answered = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return answered.length > 0 ? { details: Object.fromEntries(answered) } : {};
};

export const toResponseRecord = (response: InviteeResponse): ResponseRecord => {
  switch (response.form) {
    case 'decline':
      return { inviteeName: DECLINE_PAYLOAD.name, inviteeEmail: DECLINE_PAYLOAD.email, responseType: 'not_interested', additionalNotes: DECLINE_PAYLOAD.notes };
    case 'member':
      return {
        inviteeName: response.name,
        inviteeEmail: response.email,
        inviteePhone: response.phone,
        inviteeAddress: response.address,
        responseType: response.answer === 'interested' ? 'interested' : response.maybeType === 'call' ? 'maybe_call' : 'maybe_info',
        additionalNotes: response.notes,
        ...(response.answer === 'maybe' && response.maybeType ? { details: { maybeType: response.maybeType } } : {}),
      };
    case 'land_owner': {
      return {
        inviteeName: `${response.firstName} ${response.lastName}`,
        inviteeEmail: response.email,
        inviteePhone: response.phone,
        inviteeAddress: response.propertyAddress,
        responseType: response.answer === 'interested' ? 'interested' : response.preference === 'call' ? 'maybe_call' : 'maybe_info',
        additionalNotes: lines([
          ['Company', response.company],
          ['Acreage', response.acreage],
          ['Zoning', response.zoning],
          ['Utilities', response.utilities],
          ['Preference', response.preference === 'deck' ? 'Send the pitch deck' : response.preference === 'call' ? 'Schedule a call' : undefined],
          ['Notes', response.notes],
        ]),
        ...detailsOf({
          company: response.company, propertyAddress: response.propertyAddress, acreage: response.acreage,
          zoning: response.zoning, utilities: response.utilities, preference: response.preference, notes: response.notes,
        }),
      };
    }
    case 'investor':
      return {
        inviteeName: `${response.firstName} ${response.lastName}`,
        inviteeEmail: response.email,
        inviteePhone: response.phone,
        inviteeAddress: response.address,
        responseType: response.answer === 'interested' ? 'interested' : response.preference === 'call' ? 'maybe_call' : 'maybe_info',
        additionalNotes: lines([
          ['Allocation range', response.allocationRange ? ALLOCATION_RANGE_LABELS[response.allocationRange] : undefined],
          ['Preference', response.preference === 'call' ? 'Schedule a call' : response.preference === 'info' ? 'Send more information' : undefined],
          ['Notes', response.notes],
        ]),
        // The same facts kept structured, so the details dialog shows each field of the form.
        ...detailsOf({ allocationRange: response.allocationRange, preference: response.preference, notes: response.notes }),
      };
  }
};

/** Labels of the structured answer fields, as the details dialog shows them. */
export const RESPONSE_DETAIL_LABELS: Record<string, string> = {
  company: 'Company',
  propertyAddress: 'Property address',
  acreage: 'Acreage',
  zoning: 'Zoning',
  utilities: 'Utilities',
  preference: 'Preference',
  allocationRange: 'Allocation range',
  maybeType: 'Would like',
  notes: 'Notes',
};

/**
 * The land owner's and the investor's `additionalNotes` compose every field into one text (the
 * record's agreed shape, and what the notification email shows); their free notes are also kept in
 * `details`, so a screen that lists the fields one by one shows only those and never the composite.
 */
export const hasComposedNotes = (audience: string): boolean => audience === 'land_owner' || audience === 'investor';

/** Values of the structured fields that are codes, in words. */
export const responseDetailValue = (key: string, value: string): string => {
  if (key === 'allocationRange') return ALLOCATION_RANGE_LABELS[value as keyof typeof ALLOCATION_RANGE_LABELS] ?? value;
  if (key === 'preference' || key === 'maybeType') {
    return ({ deck: 'The pitch deck', call: 'A call', info: 'More information' } as Record<string, string>)[value] ?? value;
  }
  return value;
};

export const RESPONSE_TYPE_LABELS: Record<ResponseType, string> = {
  interested: 'Interested',
  maybe_info: 'Maybe: send more information',
  maybe_call: 'Maybe: schedule a call',
  not_interested: 'Not interested',
};

/**
 * An audit note in words: the answer's own note stores the response type's code
 * ('Invitee answered: maybe_call'), which people read as 'Invitee answered: Maybe: schedule a call'.
 */
export const describeAuditNote = (note: string): string =>
  note.replace(/^Invitee answered: (\w+)$/, (whole, code: string) =>
    code in RESPONSE_TYPE_LABELS ? `Invitee answered: ${RESPONSE_TYPE_LABELS[code as ResponseType]}` : whole);

export const choiceOf = (record: ResponseRecord): InviteeChoice => choiceForResponseType(record.responseType);
