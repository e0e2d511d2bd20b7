import { INVITER_FALLBACK_NAME } from '@safe-haven/shared/constants';
import type { Profile } from '../data/profile';

/** How a staff member is named on invitations and in the audit trail. */
export const senderDisplayName = (profile: Pick<Profile, 'firstName' | 'lastName'>): string =>
  `${profile.firstName} ${profile.lastName}`.trim() || INVITER_FALLBACK_NAME;
