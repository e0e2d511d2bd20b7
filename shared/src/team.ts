/**
 * Rules and limits of the team: staff invitations, founder sign-up codes, user administration and
 * profile photos. Read by the handlers and the pages alike.
 */
import { STAFF_ROLES, type StaffRole } from './roles';

/** How much a role may do: a change to a role lower here takes rights away (Manage Users asks first). */
const ROLE_AUTHORITY: Record<StaffRole, number> = { admin: 3, founder: 2, leadgen: 1 };

/** A change of role that takes rights away (admin to founder or lead generator, founder to lead generator). */
export const isDemotion = (from: StaffRole, to: StaffRole): boolean => ROLE_AUTHORITY[to] < ROLE_AUTHORITY[from];

/** An admin whose account is active: there must always be at least one (Manage Users, the handlers). */
export const isActiveAdmin = (person: { role: StaffRole; status: string }): boolean => person.role === 'admin' && person.status === 'active';

/**
 * The one active admin of a roster, when there is exactly one: suspending, demoting or deleting them
 * is refused (the server keeps an admin roster and refuses in the same transaction; a page asks this
 * to say so at once rather than after a confirmation).
 */
export const soleActiveAdmin = <Person extends { role: StaffRole; status: string }>(roster: readonly Person[]): Person | undefined => {
  const admins = roster.filter(isActiveAdmin);
  return admins.length === 1 ? admins[0] : undefined;
};

/** An account set-up link stays valid this long (a resend starts it again). */
export const STAFF_INVITATION_LIFETIME_DAYS = 7;
/**
 * An admin's set-up link creates an account that can do anything, so it lives 72 hours, not 7 days:
 * a link forwarded, leaked or left in a mailbox is a door for less time.
 */
export const ADMIN_INVITATION_LIFETIME_HOURS = 72;

/** How long a set-up link for this role stays valid, in hours. */
export const staffInvitationLifetimeHours = (role: StaffRole): number =>
  role === 'admin' ? ADMIN_INVITATION_LIFETIME_HOURS : STAFF_INVITATION_LIFETIME_DAYS * 24;

/** Founders add lead generators only; admins add anyone. */
export const rolesInvitableBy = (role: StaffRole): readonly StaffRole[] =>
  role === 'admin' ? ['admin', 'founder', 'leadgen'] : role === 'founder' ? ['leadgen'] : [];

/** The roles whose holders may invite someone to this role. */
export const rolesThatMayInvite = (role: StaffRole): StaffRole[] =>
  STAFF_ROLES.filter((inviter) => rolesInvitableBy(inviter).includes(role));

/**
 * Offboarding: what a person sent or created stays usable only while they could still send or
 * create it now: an invitation while its inviter is active and may invite that role, a founder code
 * while its creator is an active admin. Checked when the invitation or code is used.
 */
export const mayStillInvite = (inviter: { role: StaffRole; status: string } | undefined, role: StaffRole): boolean =>
  inviter?.status === 'active' && rolesInvitableBy(inviter.role).includes(role);

export const mayStillIssueCodes = (creator: { role: StaffRole; status: string } | undefined): boolean =>
  creator !== undefined && isActiveAdmin(creator);

/** Status a new account starts in; the Invite New User form defaults to active. */
export const NEW_ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type NewAccountStatus = (typeof NEW_ACCOUNT_STATUSES)[number];
export const NEW_ACCOUNT_STATUS_LABELS: Record<NewAccountStatus, string> = { active: 'Active', suspended: 'Suspended' };

/** A code lives 1 to 30 days, 7 by default: long enough to reach the person, short enough to matter little if it leaks. */
export const SIGNUP_CODE_LIFETIME_DAYS = { min: 1, max: 30, default: 7 } as const;
export const SIGNUP_CODE_LABEL_MAX_LENGTH = 80;

/**
 * Codes are made by the server: 25 characters of Crockford's base32 (no I, L, O or U, so nothing
 * reads as another character), 125 random bits, shown in groups of five. Even with the first
 * characters kept in the attempt log, more than 100 bits stay secret.
 */
export const SIGNUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SIGNUP_CODE_LENGTH = 25;
export const SIGNUP_CODE_GROUP = 5;

/**
 * A code as typed, in the one form that is hashed and compared: spaces and dashes dropped, upper
 * case, and the letters people mistake for digits read as those digits (O as 0, I and L as 1).
 */
export const normaliseSignupCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** XXXXX-XXXXX-XXXXX-XXXXX-XXXXX: how a new code is shown and copied. */
export const formatSignupCode = (normalised: string): string =>
  normalised.match(new RegExp(`.{1,${SIGNUP_CODE_GROUP}}`, 'g'))?.join('-') ?? normalised;

export const RECENT_CODE_ATTEMPTS = 50;
export const CODE_ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Only the first characters of an attempted code are kept (and shown with '***' appended): enough
 * to recognise a mistyped real code, never enough to read a valid one out of the log.
 */
export const CODE_ATTEMPT_SHOWN_CHARACTERS = 4;
export const maskedCode = (shown: string): string => `${shown}***`;

/**
 * Code validation limits, in fixed windows. How they were chosen:
 * - Demand: founders are a handful of people a year; even a launch event signs up perhaps 20 in a
 *   day, each mistyping a few times at most. So one client (IPv6 counted by its /64, which one
 *   household or one cloud server holds whole) needs 10 tries per 15 minutes, and one code 5.
 * - The global brake counts FAILED validations from everyone: 50 an hour is several times what the
 *   busiest real hour produces, and once reached, validation is locked for everyone for an hour
 *   (and an alarm fires). A proxy pool rotating addresses therefore gets at most about 50 guesses
 *   every two hours, some 600 a day or 220,000 a year.
 * - Supply: a new code is one of 2^125 (~4e37). With even 100 live codes, 220,000 guesses a year
 *   find one with a chance of about 5e-31. The brake matters for the old hand-made codes (a 6-letter
 *   code is one of ~2e9), which stay valid only until they expire (at most 365 days, flagged 'weak').
 * The per-code limit is keyed on the hash of what was typed, so a real code cannot be hammered.
 */
export const CODE_RATE_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perIp: 10,
  perCode: 5,
  globalFailures: 50,
  globalWindowMs: 60 * 60 * 1000,
  lockMs: 60 * 60 * 1000,
} as const;

/**
 * The one-time code that proves a founder owns an address other than the one their invite code was
 * issued for: 6 digits, 15 minutes, 5 tries, and at most 3 sent per invite code an hour. 5 tries at
 * 10^6 values give a guesser a 1 in 200,000 chance per email, and each email needs the invite code.
 */
export const EMAIL_PROOF = {
  digits: 6,
  lifetimeMs: 15 * 60 * 1000,
  maxAttempts: 5,
  perCodePerHour: 3,
} as const;

/** A validated code is kept in the browser's session storage this long before it must be entered again. */
export const FOUNDER_SIGNUP_SESSION_MS = 60 * 60 * 1000;
export const FOUNDER_SIGNUP_SESSION_KEY = 'founder_signup_session';

export type SignupCodeDisplayStatus = 'Used' | 'Inactive' | 'Expired' | 'Active';

/** Used when someone signed up with it, else Inactive, else Expired, else Active. */
export const signupCodeDisplayStatus = (
  code: { usedByEmail?: string; isActive: boolean; expiresAt: string },
  now: Date = new Date(),
): SignupCodeDisplayStatus => {
  if (code.usedByEmail) return 'Used';
  if (!code.isActive) return 'Inactive';
  if (Date.parse(code.expiresAt) <= now.getTime()) return 'Expired';
  return 'Active';
};

/**
 * What a founder account can do, as the welcome dialog lists it: only what the dashboard offers
 * today (its statistics; there is no separate 'analytics and reports' section to promise).
 */
export const FOUNDER_ABILITIES = [
  'Manage and invite lead generators',
  'Send and track external invitations',
  "Follow your team's invitation statistics",
  'View company information',
] as const;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A photo of more pixels is refused: the browsers showing it decode every pixel (4 bytes each), and
 * a small file can hold a huge, flat picture. 24 megapixels is a 6000 x 4000 camera photo, more
 * than any phone's JPEG under 5 MB, and about 100 MB to decode.
 */
export const PHOTO_MAX_PIXELS = 24_000_000;
/**
 * Photos bucket prefixes. Uploads land under `uploads/`, which CloudFront never serves; only the
 * clean copy the API writes after checking one goes under `photos/`, served as /photos/*.
 */
export const PHOTO_UPLOAD_PREFIX = 'uploads/';
export const PHOTO_SERVED_PREFIX = 'photos/';
/** Browsers and CloudFront keep a photo this long; a new photo gets a new address, so none goes stale. */
export const PHOTO_CACHE_SECONDS = 3600;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
export const PHOTO_EXTENSIONS: Record<PhotoContentType, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp',
};
export const PHOTO_FORMATS_LABEL = 'JPG, PNG, GIF or WEBP';
export const isPhotoContentType = (value: string): value is PhotoContentType =>
  (PHOTO_CONTENT_TYPES as readonly string[]).includes(value);

/**
 * The image format a file's first bytes show, whatever its name or declared type says; undefined
 * for anything that is not a JPG, PNG, GIF or WEBP.
 */
export const sniffPhotoType = (head: Uint8Array): PhotoContentType | undefined => {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
};

/** Profile field limits (Edit Profile). */
export const PROFILE_LIMITS = {
  bio: 1000,
  skills: 20,
  skillLength: 40,
} as const;
