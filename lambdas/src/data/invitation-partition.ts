/**
 * The partition every item about one invitation lives in (`INVITATION#<id>`): the invitation, its
 * detail, answers, audit trail, search and list-order entries, counted facts and viewer states. The
 * template is written here once; each of those entity modules takes its partition key from it.
 */
import { keyQuery } from './key-query';
import { keyTemplate } from './key-template';
import { queryAllItems } from './query-all';

const INVITATION_PARTITION = keyTemplate('INVITATION');

/** The partition key of an invitation's items. */
export const invitationPartition = (invitationId: string): string => INVITATION_PARTITION.of(invitationId);

/** The invitation id of a partition key read from the table (undefined for any other partition). */
export const invitationIdOfPartition = (pk: string): string | undefined => INVITATION_PARTITION.idOf(pk);

/** Access pattern invitationPartition: every item of the invitation's partition, strongly consistent. */
export const invitationPartitionItems = (invitationId: string): Promise<Record<string, unknown>[]> =>
  queryAllItems({ ...keyQuery(undefined, (c) => c.eq('pk', invitationPartition(invitationId))), ConsistentRead: true });
