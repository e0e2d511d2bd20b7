/** The next-step due date staff set in the details dialog (a calendar date, or none). */
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import type { NextStepInput } from '@safe-haven/shared/validation/manage-invitations';
import { invitationEntity } from '../data/invitation';
import type { Profile } from '../data/profile';
import { invitationNotFound, visibleInvitation } from './invitation-access';
import { invitationDetails } from './invitation-details-service';

export const setNextStepDue = async (actor: Profile, id: string, input: NextStepInput): Promise<InvitationDetails> => {
  await visibleInvitation(actor, id);
  const now = new Date().toISOString();
  // nextStepSetAt: setting the next step is an update (the list's 'Last update' order).
  const update = invitationEntity.update(id).set({ nextStepDueAt: input.nextStepDueAt ?? undefined, nextStepSetAt: now, lastActivityAt: now });
  if (!input.nextStepDueAt) update.remove('nextStepDueAt');
  if (!(await update.where((c) => c.exists('pk')).attempt())) throw invitationNotFound();
  return invitationDetails(actor, id);
};
