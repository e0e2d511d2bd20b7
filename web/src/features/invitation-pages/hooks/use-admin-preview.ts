/**
 * Staff preview of an invitation page (?admin_preview=true). The profile check loads the Amplify
 * auth code on demand, so a normal invitee visit never downloads it.
 */
import { useQuery } from '@tanstack/react-query';
import type { MyProfile, PublicInvitation } from '@safe-haven/shared/api-types';
import type { Audience } from '@safe-haven/shared/audiences';
import { ADMIN_PREVIEW_EXPIRY_MS, INVITER_FALLBACK_NAME, ROLE_CACHE_STALE_MS } from '@safe-haven/shared/constants';
import { isStaffRole } from '@safe-haven/shared/roles';

const loadStaffProfile = async (): Promise<MyProfile | null> => {
  const { fetchMyProfile } = await import('../../../hooks/use-my-profile');
  return fetchMyProfile();
};

const isAuthorizedStaff = (profile: MyProfile | null | undefined): profile is MyProfile =>
  !!profile && isStaffRole(profile.role) && profile.status === 'active';

/** The fixed invitation every preview shows: a neutral guest, invited by the staff member looking at it. */
export const previewInvitation = (audience: Audience, staff: MyProfile): PublicInvitation => ({
  audience,
  recipient_name: 'Preview Guest',
  recipient_first_name: 'Preview',
  recipient_last_name: 'Guest',
  recipient_email: 'guest@example.com',
  inviter_name: `${staff.firstName} ${staff.lastName}`.trim() || INVITER_FALLBACK_NAME,
  expires_at: new Date(Date.now() + ADMIN_PREVIEW_EXPIRY_MS).toISOString(),
  answered: false,
});

export type AdminPreviewState = { status: 'off' } | { status: 'checking' } | { status: 'denied' } | { status: 'allowed'; staff: MyProfile };

export const useAdminPreview = (requested: boolean): AdminPreviewState => {
  const profile = useQuery({
    queryKey: ['admin-preview', 'staff-profile'],
    queryFn: loadStaffProfile,
    enabled: requested,
    retry: false,
    staleTime: ROLE_CACHE_STALE_MS,
  });
  if (!requested) return { status: 'off' };
  if (profile.isPending) return { status: 'checking' };
  return isAuthorizedStaff(profile.data) ? { status: 'allowed', staff: profile.data } : { status: 'denied' };
};
