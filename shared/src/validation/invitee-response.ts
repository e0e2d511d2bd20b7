/**
 * The three public answer forms and the decline, as one discriminated union.
 * The browser validates each form with its branch; the handler validates the whole body and checks
 * that the branch matches the invitation's audience.
 */
import * as z from 'zod';
import { ALLOCATION_RANGES, MAX_ADDRESS_LENGTH, MAX_NAME_LENGTH, MAX_NOTES_LENGTH, MAX_PHONE_LENGTH } from '../constants';
import { INVITEE_MESSAGES as M } from '../messages';
import { isAcreage } from './acreage';
import { emailAddress, optionalMultilineText, optionalText, requiredText } from './fields';
import { INVALID_TOKEN_MESSAGE, INVITATION_TOKEN_PATTERN } from './invitation-token';

const answer = z.enum(['interested', 'maybe'], { error: 'responseType must be interested or maybe' });

export const memberResponseSchema = z
  .object({
    form: z.literal('member'),
    answer,
    name: requiredText('Full Name', M.fullNameRequired, MAX_NAME_LENGTH),
    email: emailAddress(M.emailRequired, M.emailInvalid),
    phone: optionalText('Phone', MAX_PHONE_LENGTH),
    address: optionalText('Address', MAX_ADDRESS_LENGTH),
    /** Only for maybe: send information, or schedule a call. */
    maybeType: z.enum(['info', 'call']).optional(),
    notes: optionalMultilineText('Notes', MAX_NOTES_LENGTH),
  })
  // A call needs a number to call.
  .refine((value) => !(value.answer === 'maybe' && value.maybeType === 'call') || value.phone !== undefined, {
    error: M.phoneRequiredForCall,
    path: ['phone'],
  });

export const landOwnerResponseSchema = z.object({
  form: z.literal('land_owner'),
  answer,
  firstName: requiredText('First name', M.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', M.lastNameRequired, MAX_NAME_LENGTH),
  email: emailAddress(M.emailRequired, M.emailInvalid),
  phone: requiredText('Phone', M.phoneRequired, MAX_PHONE_LENGTH),
  company: optionalText('Company', MAX_NAME_LENGTH),
  propertyAddress: requiredText('Property address', M.propertyAddressRequired, MAX_ADDRESS_LENGTH),
  acreage: requiredText('Acreage', M.acreageRequired, 50).check(
    z.refine((value: string) => value === '' || isAcreage(value), { error: M.acreageInvalid }),
  ),
  zoning: optionalText('Zoning', 200),
  utilities: optionalText('Utilities', 200),
  notes: optionalMultilineText('Notes', MAX_NOTES_LENGTH),
  /** Only for maybe: a pitch deck or a call. */
  preference: z.enum(['deck', 'call']).optional(),
});

export const investorResponseSchema = z
  .object({
    form: z.literal('investor'),
    answer,
    firstName: requiredText('First name', M.firstNameRequired, MAX_NAME_LENGTH),
    lastName: requiredText('Last name', M.lastNameRequired, MAX_NAME_LENGTH),
    email: emailAddress(M.emailRequired, M.emailInvalid),
    phone: requiredText('Telephone', M.telephoneRequired, MAX_PHONE_LENGTH),
    address: requiredText('Mailing address', M.addressRequired, MAX_ADDRESS_LENGTH),
    allocationRange: z.enum(ALLOCATION_RANGES, { error: M.allocationRequired }).optional(),
    preference: z.enum(['info', 'call']).optional(),
    notes: optionalMultilineText('Notes', MAX_NOTES_LENGTH),
  })
  .refine((value) => value.answer === 'maybe' || value.allocationRange !== undefined, {
    error: M.allocationRequired,
    path: ['allocationRange'],
  });

/** Not interested / not a fit: no fields; the server stores the anonymous decline payload. */
export const declineResponseSchema = z.object({ form: z.literal('decline') });

export const inviteeResponseSchema = z.discriminatedUnion('form', [
  memberResponseSchema,
  landOwnerResponseSchema,
  investorResponseSchema,
  declineResponseSchema,
]);
export type InviteeResponseInput = z.input<typeof inviteeResponseSchema>;
export type InviteeResponse = z.infer<typeof inviteeResponseSchema>;

/** Public invitation token: random URL-safe text; anything else is refused before a read. */
export const invitationTokenSchema = z.string().regex(INVITATION_TOKEN_PATTERN, { error: INVALID_TOKEN_MESSAGE });
