/**
 * How each public form becomes an invitation_responses record and an invitation choice.
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
      };
    case 'land_owner': {
      const details = Object.fromEntries(
        Object.entries({
          company: response.company, propertyAddress: response.propertyAddress, acreage: response.acreage,
          zoning: response.zoning, utilities: response.utilities, preference: response.preference,
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
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
        details,
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
      };
  }
};

export const choiceOf = (record: ResponseRecord): InviteeChoice => choiceForResponseType(record.responseType);
