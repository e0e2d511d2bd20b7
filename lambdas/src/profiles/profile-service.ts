/** Edit Profile: the caller's own personal and professional fields. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type * as z from 'zod';
import type { updateProfileSchema } from '@safe-haven/shared/validation/team';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ConflictError } from '../core/errors';
import type { ItemUpdate } from '../data/item-operations';
import { profileEntity, type Profile } from '../data/profile';

const OPTIONAL_FIELDS = ['phone', 'address', 'bio', 'meetingLink'] as const;

/** Updates the caller's profile while it is active; empty optional fields are removed. */
export const updateOwnProfile = async (profile: Profile, input: z.output<typeof updateProfileSchema>, now = new Date()): Promise<Profile> => {
  const given = OPTIONAL_FIELDS.filter((field) => input[field]);
  const empty = OPTIONAL_FIELDS.filter((field) => !input[field]);
  return updateActiveProfile(profile.id, (update) => {
    update.set({ firstName: input.firstName, lastName: input.lastName, skills: input.skills, updatedAt: now.toISOString() });
    for (const field of given) update.set({ [field]: input[field] });
    if (input.dailyDigest !== undefined) update.set({ dailyDigest: input.dailyDigest });
    if (input.timeZone) update.set({ timeZone: input.timeZone });
    const cleared = [...empty, ...(input.timeZone === '' ? (['timeZone'] as const) : [])];
    return cleared.length ? update.remove(...cleared) : update;
  });
};

/** One conditional update of an active profile, answering the profile as it now is. */
export const updateActiveProfile = async (id: string, change: (update: ItemUpdate<Profile>) => ItemUpdate<Profile>): Promise<Profile> => {
  try {
    const attributes = await change(profileEntity.update(id))
      .where((c) => c.eq('status', 'active'))
      .go({ ReturnValues: 'ALL_NEW' });
    return profileEntity.fromItem(attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new ConflictError('Your account is not active any more.', { code: ERROR_CODES.INACTIVE });
    }
    throw error;
  }
};
