/**
 * Forms and request bodies of staff onboarding and administration, validated the same way in the
 * browser and in the handlers.
 */
import * as z from './mini';
import { MAX_ADDRESS_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '../constants';
import { INVITATION_FORM_MESSAGES } from '../messages';
import { STAFF_ROLES } from '../roles';
import {
  EMAIL_PROOF, NEW_ACCOUNT_STATUSES, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES, PROFILE_LIMITS, SIGNUP_CODE_LABEL_MAX_LENGTH,
  SIGNUP_CODE_LIFETIME_DAYS,
} from '../team';
import { ACCOUNT_SETUP_MESSAGES, FOUNDER_SIGNUP_MESSAGES, INVITE_USER_MESSAGES, PROFILE_MESSAGES, SIGNUP_CODE_MESSAGES } from '../team-messages';
import { emailAddress, optionalMultilineText, optionalText, requiredText } from './fields';
import { INVITATION_TOKEN_PATTERN } from './invitation-token';
import { newPasswordFormSchema, staffPasswordSchema } from './password';
import { DIGEST_MESSAGES, isTimeZone } from '../daily-digest';
import { isMeetingLink, MEETING_LINK_MESSAGES } from '../meeting-link';

const staffRole = z.enum(STAFF_ROLES, { error: INVITE_USER_MESSAGES.roleRequired });

/** Invite New User: first name, last name, email, role and the status the account starts in. */
export const inviteUserSchema = z.object({
  firstName: requiredText('First name', INVITATION_FORM_MESSAGES.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', INVITATION_FORM_MESSAGES.lastNameRequired, MAX_NAME_LENGTH),
  email: emailAddress(INVITATION_FORM_MESSAGES.emailRequired, INVITATION_FORM_MESSAGES.emailInvalid, { lowerCase: true }),
  role: staffRole,
  status: z._default(z.enum(NEW_ACCOUNT_STATUSES, { error: 'Status must be Active or Suspended' }), 'active'),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** An id in a path (users, invitations, codes): a UUID, so anything else is refused before a read. */
export const idParamSchema = z.object({ id: z.uuid({ error: 'Unknown id' }) });

/**
 * The set-up link's token, the same shape as an invitation token. It reaches the API in a request
 * body, never a path or query string, so no CloudFront, WAF or API Gateway log holds it.
 */
const setupToken = z.string({ error: ACCOUNT_SETUP_MESSAGES.invalidBody }).check(z.regex(INVITATION_TOKEN_PATTERN, { error: ACCOUNT_SETUP_MESSAGES.invalidBody }));

/** Reading the staff invitation a set-up link names. */
export const setupTokenBodySchema = z.object({ token: setupToken }, { error: ACCOUNT_SETUP_MESSAGES.invalidBody });

/** Creating the account: the link's token and the chosen password. */
export const acceptStaffInvitationSchema = z.object({ token: setupToken, password: staffPasswordSchema }, { error: ACCOUNT_SETUP_MESSAGES.invalidBody });

/** The set-up page's form: the password twice, with every message of the password rules. */
export const setupPasswordFormSchema = newPasswordFormSchema;

/** An invite code as typed: trimmed and upper-cased; blank is refused. */
export const inviteCodeSchema = z.pipe(
  z.pipe(z.string({ error: FOUNDER_SIGNUP_MESSAGES.codeRequired }), z.transform((value: string) => value.trim().toUpperCase())),
  z.string().check(z.minLength(1, { error: FOUNDER_SIGNUP_MESSAGES.codeRequired }), z.maxLength(100, { error: FOUNDER_SIGNUP_MESSAGES.invalidCode })),
);

export const validateSignupCodeSchema = z.object({ code: inviteCodeSchema });

const filled = (label: string) => requiredText(label, FOUNDER_SIGNUP_MESSAGES.fillAllFields, MAX_NAME_LENGTH);

/** The founder account form; the password follows the user pool's policy. */
export const founderAccountFormSchema = z.object({
  firstName: filled('First name'),
  lastName: filled('Last name'),
  email: emailAddress(FOUNDER_SIGNUP_MESSAGES.fillAllFields, ACCOUNT_SETUP_MESSAGES.invalidEmail, { lowerCase: true }),
  password: z.pipe(z.string({ error: FOUNDER_SIGNUP_MESSAGES.fillAllFields }).check(z.minLength(1, { error: FOUNDER_SIGNUP_MESSAGES.fillAllFields })), staffPasswordSchema),
});

/**
 * The proof of an address other than the one the invite code was issued for: the id of the emailed
 * one-time code and the 6 digits the person read in it.
 */
export const emailProofCodeSchema = z.pipe(
  z.pipe(z.string({ error: FOUNDER_SIGNUP_MESSAGES.emailCodeRequired }), z.transform((value: string) => value.replace(/\s+/g, ''))),
  z.string().check(
    z.minLength(1, { error: FOUNDER_SIGNUP_MESSAGES.emailCodeRequired }),
    z.regex(new RegExp(`^\\d{${EMAIL_PROOF.digits}}$`), { error: FOUNDER_SIGNUP_MESSAGES.emailCodeFormat }),
  ),
);

export const founderSignupSchema = z.extend(founderAccountFormSchema, {
  codeId: z.uuid({ error: FOUNDER_SIGNUP_MESSAGES.codeExpiredSession }),
  emailProof: z.optional(z.object({ id: z.uuid({ error: FOUNDER_SIGNUP_MESSAGES.emailCodeExpired }), code: emailProofCodeSchema })),
});
export type FounderSignupInput = z.input<typeof founderSignupSchema>;

/** 'Send Code': emails a one-time code to an address other than the invite code's. */
export const requestEmailProofSchema = z.object({
  codeId: z.uuid({ error: FOUNDER_SIGNUP_MESSAGES.codeExpiredSession }),
  email: emailAddress(FOUNDER_SIGNUP_MESSAGES.fillAllFields, ACCOUNT_SETUP_MESSAGES.invalidEmail, { lowerCase: true }),
});
export type RequestEmailProofInput = z.input<typeof requestEmailProofSchema>;

const lifetimeRange = SIGNUP_CODE_MESSAGES.expiryRange(SIGNUP_CODE_LIFETIME_DAYS.min, SIGNUP_CODE_LIFETIME_DAYS.max);

/**
 * Create Code: who the code is for (a label and their email address) and its lifetime, 1 to 30
 * days, 7 by default. The code itself is made by the server: a request carrying one is refused.
 */
export const createSignupCodeSchema = z.object({
  label: requiredText('Label', SIGNUP_CODE_MESSAGES.labelRequired, SIGNUP_CODE_LABEL_MAX_LENGTH),
  email: emailAddress(SIGNUP_CODE_MESSAGES.emailRequired, SIGNUP_CODE_MESSAGES.emailInvalid, { lowerCase: true }),
  expiresInDays: z._default(
    z.number({ error: lifetimeRange }).check(
      z.int({ error: lifetimeRange }),
      z.gte(SIGNUP_CODE_LIFETIME_DAYS.min, { error: lifetimeRange }),
      z.lte(SIGNUP_CODE_LIFETIME_DAYS.max, { error: lifetimeRange }),
    ),
    SIGNUP_CODE_LIFETIME_DAYS.default,
  ),
  code: z.optional(z.never({ error: SIGNUP_CODE_MESSAGES.codeNotAccepted })),
});
export type CreateSignupCodeInput = z.input<typeof createSignupCodeSchema>;

export const setSignupCodeActiveSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** Manage Users: suspend or activate, or change the role (one change per request). */
export const updateUserSchema = z
  .object({
    status: z.optional(z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' })),
    role: z.optional(z.enum(STAFF_ROLES, { error: `Role must be one of: ${STAFF_ROLES.join(', ')}` })),
  })
  .check(z.refine((value) => (value.status === undefined) !== (value.role === undefined), { error: 'Send either a status or a role' }));

const skill = requiredText('A skill', 'A skill cannot be empty', PROFILE_LIMITS.skillLength);

/** Edit Profile: personal and professional information. The email (the sign-in name) is not edited here. */
export const updateProfileSchema = z.object({
  firstName: requiredText('First name', INVITATION_FORM_MESSAGES.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', INVITATION_FORM_MESSAGES.lastNameRequired, MAX_NAME_LENGTH),
  phone: optionalText('Phone', MAX_PHONE_LENGTH),
  address: optionalText('Address', MAX_ADDRESS_LENGTH),
  bio: optionalMultilineText('Bio', PROFILE_LIMITS.bio),
  skills: z._default(
    z.array(skill, { error: 'Skills must be a list' }).check(z.maxLength(PROFILE_LIMITS.skills, { error: `At most ${PROFILE_LIMITS.skills} skills` })),
    [],
  ),
  // Follow-up: the daily digest's zone ('' for the stage's) and whether it is sent at all.
  timeZone: z.optional(z.string().check(z.refine((value) => value === '' || isTimeZone(value), { error: DIGEST_MESSAGES.timeZoneInvalid }))),
  dailyDigest: z.optional(z.boolean({ error: 'dailyDigest must be true or false' })),
  // Invite to Zoom emails it ('' removes it).
  meetingLink: z.optional(z.string().check(z.trim(), z.refine((value) => value === '' || isMeetingLink(value), { error: MEETING_LINK_MESSAGES.invalid }))),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Skills as typed in one field, separated by commas. */
export const splitSkills = (text: string): string[] =>
  text.split(',').map((part) => part.trim()).filter((part) => part !== '');

export const photoUploadRequestSchema = z.object({
  contentType: z.enum(PHOTO_CONTENT_TYPES, { error: PROFILE_MESSAGES.invalidFileType }),
  size: z
    .number({ error: PROFILE_MESSAGES.fileTooLarge })
    .check(z.int(), z.gte(1, { error: PROFILE_MESSAGES.invalidFileType }), z.lte(PHOTO_MAX_BYTES, { error: PROFILE_MESSAGES.fileTooLarge })),
});

export const savePhotoSchema = z.object({ uploadId: z.uuid({ error: PROFILE_MESSAGES.uploadExpired }) });
