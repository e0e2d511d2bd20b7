import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { keys, tableName } from './table';

export interface InviteCounters {
  ownSent: number;
  myLeadgensSent: number;
  totalSent: number;
}

/** O(1): two counter items kept by the stream handler, read in one BatchGet. */
export const readInviteCounters = async (profileId: string): Promise<InviteCounters> => {
  const own = keys.inviteStats(profileId);
  const global = keys.globalInviteStats();
  const { Responses } = await dynamo().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [own, global], ConsistentRead: true } } }),
  );
  const items = Responses?.[tableName()] ?? [];
  const find = (key: { pk: string }) => items.find((item) => item.pk === key.pk);
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    ownSent: number(find(own)?.ownSent),
    myLeadgensSent: number(find(own)?.myLeadgensSent),
    totalSent: number(find(global)?.totalSent),
  };
};
