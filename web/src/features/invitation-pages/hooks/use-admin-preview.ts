/**
 * Staff preview of an invitation page (?admin_preview=true). The profile check loads the Amplify
 * auth code on demand, so a normal invitee visit never downloads it.
 */
import { useEffect, useState } from 'react';
import type { MyProfile, PublicInvitation } from '@safe-haven/shared/api-types';
import type { Audience } from '@safe-haven/shared/audiences';
import { ADMIN_PREVIEW_EXPIRY_MS, INVITER_FALLBACK_NAME, ROLE_CACHE_STALE_MS } from '@safe-haven/shared/constants';
import { isStaffRole } from '@safe-haven/shared/roles';

const loadStaffProfile = async (): Promise<MyProfile | null> => {
  const { fetchMyProfile } = await import('../../../lib/my-profile');
  return fetchMyProfile();
};

/** One check per ROLE_CACHE_STALE_MS, shared by every preview in the tab; a failed check counts as "not staff". */
let staffCheck: { startedAt: number; profile: Promise<MyProfile | null> } | undefined;
const checkStaff = (): Promise<MyProfile | null> => {
  if (!staffCheck || Date.now() - staffCheck.startedAt > ROLE_CACHE_STALE_MS) {
    staffCheck = { startedAt: Date.now(), profile: loadStaffProfile().catch(() => null) };
  }
  return staffCheck.profile;
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
  const [checked, setChecked] = useState<{ profile: MyProfile | null } | undefined>(undefined);
  useEffect(() => {
    if (!requested) return;
    let current = true;
    void checkStaff().then((profile) => current && setChecked({ profile }));
    return () => {
      current = false;
    };
  }, [requested]);
  if (!requested) return { status: 'off' };
  if (!checked) return { status: 'checking' };
  return isAuthorizedStaff(checked.profile) ? { status: 'allowed', staff: checked.profile } : { status: 'denied' };
};
