/** The dashboard's invitation statistics: which cards a role sees, and what each one counts. */
import type { InviteStats } from '@safe-haven/shared/api-types';
import { seesLeadgenStats, type StaffRole } from '@safe-haven/shared/roles';

export type InviteStatKey = Exclude<keyof InviteStats, 'ok'>;

export interface StatCardDefinition {
  key: InviteStatKey;
  label: string;
  tooltip: string;
}

export const STAT_CARDS: readonly StatCardDefinition[] = [
  {
    key: 'own_sent',
    label: "Invitations I've Sent",
    tooltip: 'Every invitation you have sent to potential members, land owners and investors.',
  },
  {
    key: 'my_leadgens_sent',
    label: 'Invitations Sent by My Lead Gens',
    tooltip: 'Invitations sent by the lead generators you added to the team.',
  },
  {
    key: 'total_sent',
    label: 'Total Invitations (All Users)',
    tooltip: 'Invitations sent by everyone on the team, yours included.',
  },
];

/** Leadgens do not see the 'sent by my lead gens' card, which leaves two columns instead of three. */
export const statCardsForRole = (role: StaffRole): StatCardDefinition[] =>
  STAT_CARDS.filter((card) => card.key !== 'my_leadgens_sent' || seesLeadgenStats(role));
