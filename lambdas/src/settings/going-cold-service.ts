/** The 'Going cold' limits: read by every staff member's cards, changed by admins (shared/going-cold.ts). */
import { effectiveGoingColdLimits, type GoingColdSettingsView } from '@safe-haven/shared/going-cold';
import type { GoingColdLimitsInput } from '@safe-haven/shared/validation/going-cold';
import { getGoingColdSettings, saveGoingColdSettings } from '../data/going-cold-settings';
import type { Profile } from '../data/profile';

export const goingColdSettingsView = async (): Promise<GoingColdSettingsView> => {
  const stored = await getGoingColdSettings();
  return {
    limits: effectiveGoingColdLimits(stored?.limits),
    ...(stored ? { updatedAt: stored.updatedAt, updatedByName: stored.updatedByName } : {}),
  };
};

export const setGoingColdLimits = async (admin: Profile, input: GoingColdLimitsInput): Promise<GoingColdSettingsView> => {
  const current = await getGoingColdSettings();
  // A status the form leaves out keeps what was saved for it (or its default).
  const limits = { ...current?.limits, ...input.limits };
  await saveGoingColdSettings({
    limits, updatedAt: new Date().toISOString(), updatedById: admin.id, updatedByName: `${admin.firstName} ${admin.lastName}`.trim(),
  });
  return goingColdSettingsView();
};
