/**
 * The three public answer forms and the decline, as one discriminated union.
 * The browser validates each form with its branch; the handler validates the whole body and checks
 * that the branch matches the invitation's audience.
 */
import * as z from './mini';
import { ALLOCATION_RANGES, MAX_ADDRESS_LENGTH, MAX_NAME_LENGTH, MAX_NOTES_LENGTH } from '../constants';
import { INVITEE_MESSAGES as M } from '../invitee-messages';
import { isAcreage } from './acreage';
import { emailAddress, optionalMultilineText, optionalText, requiredText } from './fields';
import { optionalPhone, requiredPhone } from './phone';

const answer = z.enum(['interested', 'maybe'], { error: 'responseType must be interested or maybe' });

export const memberResponseSchema = z
  .object({
    form: z.literal('member'),
    answer,
    name: requiredText('Full Name', M.fullNameRequired, MAX_NAME_LENGTH),
    email: emailAddress(M.emailRequired, M.emailInvalid),
    phone: optionalPhone('Phone'),
    address: optionalText('Address', MAX_ADDRESS_LENGTH),
    /** Only for maybe: send information, or schedule a call. */
    maybeType: z.optional(z.enum(['info', 'call'])),
    notes: optionalMultilineText('Notes', MAX_NOTES_LENGTH),
  })
  // A call needs a number to call.
  .check(
    z.refine((value) => !(value.answer === 'maybe' && value.maybeType === 'call') || value.phone !== undefined, {
      error: M.phoneRequiredForCall,
      path: ['phone'],
    }),
  );

export const landOwnerResponseSchema = z.object({
  form: z.literal('land_owner'),
  answer,
  firstName: requiredText('First name', M.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', M.lastNameRequired, MAX_NAME_LENGTH),
  email: emailAddress(M.emailRequired, M.emailInvalid),
  phone: requiredPhone('Phone', M.phoneRequired),
  company: optionalText('Company', MAX_NAME_LENGTH),
  propertyAddress: requiredText('Property address', M.propertyAddressRequired, MAX_ADDRESS_LENGTH),
  acreage: requiredText('Acreage', M.acreageRequired, 50).check(
    z.refine((value: string) => value === '' || isAcreage(value), { error: M.acreageInvalid }),
  ),
  zoning: optionalText('Zoning', 200),
  utilities: optionalText('Utilities', 200),
  notes: optionalMultilineText('Notes', MAX_NOTES_LENGTH),
  /** Only for maybe: a pitch deck or a call. */
  preference: z.optional(z.enum(['deck', 'call'])),
});

export const investorResponseSchema = z
  .object({
    form: z.literal('investor'),
    answer,
    firstName: requiredText('First name', M.firstNameRequired, MAX_NAME_LENGTH),
    lastName: requiredText('Last name', M.lastNameRequired, MAX_NAME_LENGTH),
    email: emailAddress(M.emailRequired, M.emailInvalid),
    phone: requiredPhone('Telephone', M.telephoneRequired),
    address: requiredText('Mailing address', M.addressRequired, MAX_ADDRESS_LENGTH),
    allocationRange: z.optional(z.enum(ALLOCATION_RANGES, { error: M.allocationRequired })),
    preference: z.optional(z.enum(['info', 'call'])),
    notes: optionalMultilineText('Notes', MAX_NOTES_LENGTH),
  })
  .check(
    z.refine((value) => value.answer === 'maybe' || value.allocationRange !== undefined, {
      error: M.allocationRequired,
      path: ['allocationRange'],
    }),
  );

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

