/**
 * The orders of Manage Invitations: last update (newest first, the default), the next step's due
 * date (overdue first, then soonest, none last) and name (A–Z). Each order is a sort key the stream
 * handler writes on the invitation's list-order entries (docs/data-model.md, "Sorted lists"), so
 * the key logic lives here once, for the entries, the tests and the browser's labels.
 */
import { isClosedStatus, type InvitationStatus } from './invitation-status';
import { compareCodePoints, searchKey } from './search-terms';

export const LIST_SORTS = ['updated', 'due', 'name'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const DEFAULT_LIST_SORT: ListSort = 'updated';

export const LIST_SORT_LABELS: Record<ListSort, string> = {
  updated: 'Last update',
  due: 'Next step due',
  name: 'Name (A–Z)',
};

export const isListSort = (value: unknown): value is ListSort => (LIST_SORTS as readonly unknown[]).includes(value);

/** Sorts after every date (YYYY-MM-DD starts with a digit): leads without a next step come last. */
export const NO_DUE_DATE_KEY = '~';

export interface SortableInvitation {
  createdAt: string;
  statusUpdatedAt?: string;
  resentAt?: string;
  /** When the next step's date was last set or cleared. */
  nextStepSetAt?: string;
  nextStepDueAt?: string;
  /** A closed lead (declined, archived, converted) has nothing due, whatever date its next step kept. */
  status?: InvitationStatus;
  recipientFirstName: string;
  recipientLastName: string;
  /** The latest activity, kept on the invitation by every write that is an update. */
  lastActivityAt?: string;
  /** Invitations written before lastActivityAt existed still carry their trail (until migrated). */
  audit?: readonly { at: string }[];
}

/**
 * The last time someone did something with the lead: sent it, resent it, changed its status (the
 * invitee's answer included), wrote a note or set the next step. Views and email receipts are not updates.
 */
export const lastUpdateOf = (invitation: SortableInvitation): string =>
  [invitation.createdAt, invitation.statusUpdatedAt, invitation.resentAt, invitation.nextStepSetAt, invitation.lastActivityAt, ...(invitation.audit ?? []).map((entry) => entry.at)]
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .reduce((latest, value) => (value > latest ? value : latest));

/** Full name, case and accents ignored, as search compares it ("José Álvarez" -> "jose alvarez"). */
export const nameSortKey = (invitation: Pick<SortableInvitation, 'recipientFirstName' | 'recipientLastName'>): string =>
  // A name is required at sending; '~' only keeps a key attribute from being empty.
  searchKey(`${invitation.recipientFirstName} ${invitation.recipientLastName}`) || '~';

/**
 * Ascending order puts past dates (overdue) first, then the soonest, then none; leads on the same
 * date, and the many without one, by name, so the order reads as a list rather than at random.
 */
export const dueSortKey = (invitation: Pick<SortableInvitation, 'nextStepDueAt' | 'status' | 'recipientFirstName' | 'recipientLastName'>): string =>
  `${dueDateOf(invitation) || NO_DUE_DATE_KEY}#${nameSortKey(invitation)}`;

/**
 * The date a lead is due for its next step, if it is due at all: a lead that was closed (the invitee
 * said no, it was archived or converted) keeps the date it had, for the record, but is never due, so
 * it leaves the due order's dated part, the Overdue and Due this week views, their counts and the digest.
 */
export const dueDateOf = (invitation: Pick<SortableInvitation, 'nextStepDueAt' | 'status'>): string | undefined =>
  invitation.status !== undefined && isClosedStatus(invitation.status) ? undefined : invitation.nextStepDueAt || undefined;

export interface SortKeys {
  id: string;
  updatedAt: string;
  dueKey: string;
  nameKey: string;
}

export const sortKeysOf = (invitation: SortableInvitation & { id: string }): SortKeys => ({
  id: invitation.id,
  updatedAt: lastUpdateOf(invitation),
  dueKey: dueSortKey(invitation),
  nameKey: nameSortKey(invitation),
});

/**
 * The order the list shows, as DynamoDB's indexes produce it (strings by code point, the id breaking
 * ties): last update descending, due date and name ascending.
 */
export const compareForSort = (sort: ListSort, a: SortKeys, b: SortKeys): number => {
  const [field, direction] = sort === 'updated' ? (['updatedAt', -1] as const) : sort === 'due' ? (['dueKey', 1] as const) : (['nameKey', 1] as const);
  const byField = compareCodePoints(a[field], b[field]);
  return direction * (byField !== 0 ? byField : compareCodePoints(a.id, b.id));
};
