/** Shapes of the team API's responses (onboarding, Manage Users, Signup Codes, Edit Profile). */
import type { ErrorCode } from './error-code';
import type { ProfileStatus, StaffRole } from './roles';
import type { NewAccountStatus } from './team';

/** What the account set-up page shows about its invitation (read-only fields). */
export interface StaffInvitationView {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  inviterName: string;
  expiresAt: string;
}

export interface AccountCreatedResult {
  ok: true;
  email: string;
  firstName: string;
  /** A suspended account cannot sign in until an admin activates it. */
  status: NewAccountStatus;
}

/** Codes of the refusals the set-up and founder sign-up pages turn into their messages. */
export type AccountRefusalCode = Extract<
  ErrorCode,
  'EMAIL_EXISTS' | 'WEAK_PASSWORD' | 'COMMON_PASSWORD' | 'INVALID_EMAIL' | 'RATE_LIMITED' | 'SIGNUP_IN_PROGRESS' | 'INVITATION_INVALID' | 'CODE_INVALID'
>;

export interface ValidateSignupCodeResult {
  success: boolean;
  codeId?: string;
  /** The address the code was issued for (absent for old hand-made codes): the form starts with it. */
  email?: string;
  rateLimited?: boolean;
  error?: string;
}

export interface InviteUserResult {
  ok: true;
  invitationId: string;
  emailDelivered: boolean;
  deliveryError?: string;
}

export interface ResendStaffInvitationResult extends InviteUserResult {
  expiresAt: string;
}

export interface ManagedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: ProfileStatus;
  createdAt: string;
  invitationsSent: number;
  twoFactorEnabled: boolean;
  photoUrl?: string;
}

export interface PendingStaffInvitation {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  inviterName: string;
  invitedAt: string;
  expiresAt: string;
}

export interface SignupCodeView {
  id: string;
  /** Who the code is for, as the admin described them; absent on old hand-made codes. */
  label?: string;
  /** The address the code was issued for; absent on old hand-made codes. */
  email?: string;
  /** An old hand-made code (short, stored in plain text, no email): shown with a 'Weak' badge. */
  weak: boolean;
  createdAt: string;
  expiresAt: string;
  isActive: boolean;
  usedByEmail?: string;
  usedAt?: string;
}

/** Create Code's answer: the only time the code itself leaves the server. */
export interface CreatedSignupCode {
  code: SignupCodeView;
  /** XXXXX-XXXXX-XXXXX-XXXXX-XXXXX; shown once, never stored. */
  value: string;
}

/**
 * What a repeated Create Code submission answers (Idempotency-Key): the same code, without its value,
 * which was shown once and is not kept, and a message saying so.
 */
export interface RepeatedSignupCode {
  code: SignupCodeView;
  alreadyShown: true;
  message: string;
}

/** 'Send Code': the id the sign-up quotes with the emailed digits. */
export interface EmailProofSent {
  proofId: string;
  expiresAt: string;
}

export interface CodeAttemptView {
  id: string;
  ip: string;
  /** The first characters of the attempted code; shown with '***' appended. */
  codeShown: string;
  success: boolean;
  attemptedAt: string;
}

export interface SignupCodesOverview {
  codes: SignupCodeView[];
  recentAttempts: CodeAttemptView[];
  attemptsLast24h: number;
}

/** A presigned POST: the browser sends the form fields and then the file, straight to S3. */
export interface PhotoUploadTicket {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

export interface PhotoSavedResult {
  photoUrl: string;
}

export interface TwoFactorState {
  twoFactorEnabled: boolean;
}

/** The key of an authenticator app being added, shown once (QR code and text). */
export interface TwoFactorSetupStarted {
  sharedSecret: string;
}
