/**
 * Forms and request bodies of staff onboarding and administration, validated the same way in the
 * browser and in the handlers.
 */
import * as z from 'zod';
import { MAX_ADDRESS_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '../constants';
import { INVITATION_FORM_MESSAGES } from '../messages';
import { STAFF_ROLES } from '../roles';
import {
  NEW_ACCOUNT_STATUSES, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES, PROFILE_LIMITS, SIGNUP_CODE_EXPIRY_DAYS, SIGNUP_CODE_MAX_LENGTH,
  SIGNUP_CODE_PATTERN,
} from '../team';
import { ACCOUNT_SETUP_MESSAGES, FOUNDER_SIGNUP_MESSAGES, INVITE_USER_MESSAGES, PROFILE_MESSAGES, SIGNUP_CODE_MESSAGES } from '../team-messages';
import { emailAddress, optionalMultilineText, optionalText, requiredText } from './fields';
import { INVITATION_TOKEN_PATTERN } from './invitation-token';
import { PASSWORD_MESSAGES, staffPasswordSchema } from './password';

const staffRole = z.enum(STAFF_ROLES, { error: INVITE_USER_MESSAGES.roleRequired });

/** Invite New User: first name, last name, email, role and the status the account starts in. */
export const inviteUserSchema = z.object({
  firstName: requiredText('First name', INVITATION_FORM_MESSAGES.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', INVITATION_FORM_MESSAGES.lastNameRequired, MAX_NAME_LENGTH),
  email: emailAddress(INVITATION_FORM_MESSAGES.emailRequired, INVITATION_FORM_MESSAGES.emailInvalid, { lowerCase: true }),
  role: staffRole,
  status: z.enum(NEW_ACCOUNT_STATUSES, { error: 'Status must be Active or Suspended' }).default('active'),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** An id in a path (users, invitations, codes): a UUID, so anything else is refused before a read. */
export const idParamSchema = z.object({ id: z.uuid({ error: 'Unknown id' }) });

/** The set-up link's token: the same shape as an invitation token. */
export const setupTokenParamSchema = z.object({
  token: z.string().regex(INVITATION_TOKEN_PATTERN, { error: ACCOUNT_SETUP_MESSAGES.invalidBody }),
});

export const acceptStaffInvitationSchema = z.object({ password: staffPasswordSchema });

/** The set-up page's form: the password twice, with every message of the password rules. */
export const setupPasswordFormSchema = z
  .object({
    password: staffPasswordSchema,
    confirmPassword: z.string().min(1, { error: PASSWORD_MESSAGES.confirmRequired }),
  })
  .refine((value) => value.confirmPassword === '' || value.password === value.confirmPassword, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

/** An invite code as typed: trimmed and upper-cased; blank is refused. */
export const inviteCodeSchema = z
  .string({ error: FOUNDER_SIGNUP_MESSAGES.codeRequired })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().min(1, { error: FOUNDER_SIGNUP_MESSAGES.codeRequired }).max(100, { error: FOUNDER_SIGNUP_MESSAGES.invalidCode }));

export const validateSignupCodeSchema = z.object({ code: inviteCodeSchema });

const filled = (label: string) => requiredText(label, FOUNDER_SIGNUP_MESSAGES.fillAllFields, MAX_NAME_LENGTH);

/** The founder account form; the password follows the user pool's policy. */
export const founderAccountFormSchema = z.object({
  firstName: filled('First name'),
  lastName: filled('Last name'),
  email: emailAddress(FOUNDER_SIGNUP_MESSAGES.fillAllFields, ACCOUNT_SETUP_MESSAGES.invalidEmail, { lowerCase: true }),
  password: z.string({ error: FOUNDER_SIGNUP_MESSAGES.fillAllFields }).min(1, { error: FOUNDER_SIGNUP_MESSAGES.fillAllFields }).pipe(staffPasswordSchema),
});

export const founderSignupSchema = founderAccountFormSchema.extend({
  codeId: z.uuid({ error: FOUNDER_SIGNUP_MESSAGES.codeExpiredSession }),
});
export type FounderSignupInput = z.input<typeof founderSignupSchema>;

/** Create Code: stored upper case; expiry 1 to 365 days, 30 by default. */
export const createSignupCodeSchema = z.object({
  code: z
    .string({ error: SIGNUP_CODE_MESSAGES.codeRequired })
    .transform((value) => value.trim().toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: SIGNUP_CODE_MESSAGES.codeRequired })
        .max(SIGNUP_CODE_MAX_LENGTH, { error: SIGNUP_CODE_MESSAGES.codeTooLong(SIGNUP_CODE_MAX_LENGTH) })
        .regex(SIGNUP_CODE_PATTERN, { error: SIGNUP_CODE_MESSAGES.codeFormat }),
    ),
  expiresInDays: z
    .number({ error: SIGNUP_CODE_MESSAGES.expiryRange(SIGNUP_CODE_EXPIRY_DAYS.min, SIGNUP_CODE_EXPIRY_DAYS.max) })
    .int({ error: SIGNUP_CODE_MESSAGES.expiryRange(SIGNUP_CODE_EXPIRY_DAYS.min, SIGNUP_CODE_EXPIRY_DAYS.max) })
    .min(SIGNUP_CODE_EXPIRY_DAYS.min, { error: SIGNUP_CODE_MESSAGES.expiryRange(SIGNUP_CODE_EXPIRY_DAYS.min, SIGNUP_CODE_EXPIRY_DAYS.max) })
    .max(SIGNUP_CODE_EXPIRY_DAYS.max, { error: SIGNUP_CODE_MESSAGES.expiryRange(SIGNUP_CODE_EXPIRY_DAYS.min, SIGNUP_CODE_EXPIRY_DAYS.max) })
    .default(SIGNUP_CODE_EXPIRY_DAYS.default),
});
export type CreateSignupCodeInput = z.input<typeof createSignupCodeSchema>;

export const setSignupCodeActiveSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** Manage Users: suspend or activate, or change the role (one change per request). */
export const updateUserSchema = z
  .object({
    status: z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' }).optional(),
    role: z.enum(STAFF_ROLES, { error: `Role must be one of: ${STAFF_ROLES.join(', ')}` }).optional(),
  })
  .refine((value) => (value.status === undefined) !== (value.role === undefined), { error: 'Send either a status or a role' });

const skill = requiredText('A skill', 'A skill cannot be empty', PROFILE_LIMITS.skillLength);

/** Edit Profile: personal and professional information. The email (the sign-in name) is not edited here. */
export const updateProfileSchema = z.object({
  firstName: requiredText('First name', INVITATION_FORM_MESSAGES.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', INVITATION_FORM_MESSAGES.lastNameRequired, MAX_NAME_LENGTH),
  phone: optionalText('Phone', MAX_PHONE_LENGTH),
  address: optionalText('Address', MAX_ADDRESS_LENGTH),
  bio: optionalMultilineText('Bio', PROFILE_LIMITS.bio),
  skills: z
    .array(skill, { error: 'Skills must be a list' })
    .max(PROFILE_LIMITS.skills, { error: `At most ${PROFILE_LIMITS.skills} skills` })
    .default([]),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Skills as typed in one field, separated by commas. */
export const splitSkills = (text: string): string[] =>
  text.split(',').map((part) => part.trim()).filter((part) => part !== '');

export const photoUploadRequestSchema = z.object({
  contentType: z.enum(PHOTO_CONTENT_TYPES, { error: PROFILE_MESSAGES.invalidFileType }),
  size: z
    .number({ error: PROFILE_MESSAGES.fileTooLarge })
    .int()
    .min(1, { error: PROFILE_MESSAGES.invalidFileType })
    .max(PHOTO_MAX_BYTES, { error: PROFILE_MESSAGES.fileTooLarge }),
});

export const savePhotoSchema = z.object({ uploadId: z.uuid({ error: PROFILE_MESSAGES.uploadExpired }) });
