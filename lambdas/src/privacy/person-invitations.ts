/**
 * Every invitation of one person, without a scan: the email search entries (searchAll index, sorted
 * by term) from the prefix every spelling of the address shares, kept when their canonical form is
 * the person's (any case, any +tag; for Gmail any dots after the first), plus the recipient marker's
 * invitation.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { searchKey } from '@safe-haven/shared/search-terms';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { dynamo } from '../core/aws-clients';
import { recipientEntity } from '../data/recipient';
import { tableName } from '../data/table';
import { ALL_INVITATIONS } from '@safe-haven/shared/table-definition';

/** The start every stored spelling of this address has in common (the email term is lower case). */
export const lookupPrefix = (email: string): string => {
  const canonical = canonicalEmail(email);
  const local = canonical.slice(0, canonical.lastIndexOf('@'));
  // Gmail addresses may carry dots anywhere after the first character.
  return canonical.endsWith('@gmail.com') ? searchKey(local.slice(0, 1)) : searchKey(local);
};

export const invitationIdsOfPerson = async (email: string): Promise<string[]> => {
  const canonical = canonicalEmail(email);
  const ids = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'searchAll',
        KeyConditionExpression: 'searchAll = :all AND begins_with(term, :prefix)',
        ExpressionAttributeValues: { ':all': ALL_INVITATIONS, ':prefix': lookupPrefix(email) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const entry of page.Items ?? []) {
      if (entry.sk === 'SEARCH#email' && canonicalEmail(String(entry.term)) === canonical) ids.add(String(entry.invitationId));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const marker = await recipientEntity.get(email);
  if (marker) ids.add(marker.invitationId);
  return [...ids];
};
