/** Shapes of API responses read by the browser. */
import type { Audience } from './audiences';
import type { ProfileStatus, StaffRole } from './roles';

export interface MyProfile {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: ProfileStatus;
  photoUrl?: string;
  phone?: string;
  address?: string;
  bio?: string;
  skills?: string[];
  /** Whether the user has a verified authenticator app (TOTP) as their second factor. */
  twoFactorEnabled?: boolean;
}

export interface InviteStats {
  ok: boolean;
  own_sent: number;
  my_leadgens_sent: number;
  total_sent: number;
}

/**
 * What an invitee may read about their own invitation: only what the page shows. No internal id, no
 * token echo, no inviter email, no status history. Once the invitation is answered the invitee's own
 * details are no longer returned (a forwarded or leaked link then reveals nothing about them).
 */
export interface PublicInvitation {
  audience: Audience;
  inviter_name: string;
  expires_at: string;
  /** True once the invitee has answered: the page thanks them instead of asking again. */
  answered: boolean;
  /** Present only while unanswered: the greeting and the read-only pre-fills. */
  recipient_name?: string;
  recipient_first_name?: string;
  recipient_last_name?: string;
  recipient_email?: string;
}

export interface SubmitResponseResult {
  ok: boolean;
  message: string;
  status: 'yes' | 'maybe' | 'no';
}

/** POST /api/me/sign-out: every session of the caller has ended. */
export interface SignOutResult {
  ok: true;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}
