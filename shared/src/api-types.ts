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
}

export interface InviteStats {
  ok: boolean;
  own_sent: number;
  my_leadgens_sent: number;
  total_sent: number;
}

/** What an invitee may read about their own invitation: no status, no sender id, no notes. */
export interface PublicInvitation {
  id: string;
  token: string;
  audience: Audience;
  recipient_name: string;
  recipient_email: string;
  recipient_first_name: string;
  recipient_last_name: string;
  inviter_name: string;
  inviter_email: string;
  expires_at: string;
  /** True once the invitee has answered: the page thanks them instead of asking again. */
  answered: boolean;
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
