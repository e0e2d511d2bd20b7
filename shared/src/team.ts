/**
 * Rules and limits of the team: staff invitations, founder sign-up codes, user administration and
 * profile photos. Read by the handlers and the pages alike.
 */
import type { StaffRole } from './roles';

/** An account set-up link stays valid this long (a resend starts it again). */
export const STAFF_INVITATION_LIFETIME_DAYS = 7;

/** Founders add lead generators only; admins add anyone. */
export const rolesInvitableBy = (role: StaffRole): readonly StaffRole[] =>
  role === 'admin' ? ['admin', 'founder', 'leadgen'] : role === 'founder' ? ['leadgen'] : [];

/** Status a new account starts in; the Invite New User form defaults to active. */
export const NEW_ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type NewAccountStatus = (typeof NEW_ACCOUNT_STATUSES)[number];
export const NEW_ACCOUNT_STATUS_LABELS: Record<NewAccountStatus, string> = { active: 'Active', suspended: 'Suspended' };

export const SIGNUP_CODE_EXPIRY_DAYS = { min: 1, max: 365, default: 30 } as const;
export const SIGNUP_CODE_MAX_LENGTH = 40;
/** Letters, digits, dashes and underscores: codes are read aloud and typed from an email. */
export const SIGNUP_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** The Signup Codes page lists this many recent attempts and counts the attempts of this window. */
export const RECENT_CODE_ATTEMPTS = 50;
export const CODE_ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Only the first characters of an attempted code are kept (and shown with '***' appended): enough
 * to recognise a mistyped real code, never enough to read a valid one out of the log.
 */
export const CODE_ATTEMPT_SHOWN_CHARACTERS = 4;
export const maskedCode = (shown: string): string => `${shown}***`;

/**
 * Code validation is rate limited per client IP and per code, in fixed windows: enough for a person
 * who mistypes a few times, far too few to guess a code.
 */
export const CODE_RATE_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perIp: 10,
  perCode: 5,
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
 * today (the first version promised 'analytics and reports'; the statistics are what exists).
 */
export const FOUNDER_ABILITIES = [
  'Manage and invite lead generators',
  'Send and track external invitations',
  "Follow your team's invitation statistics",
  'View company information',
] as const;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
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
/** How many leading bytes sniffPhotoType reads. */
export const PHOTO_SNIFF_BYTES = 12;

/** Profile field limits (Edit Profile). */
export const PROFILE_LIMITS = {
  bio: 1000,
  skills: 20,
  skillLength: 40,
} as const;
