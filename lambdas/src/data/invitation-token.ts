/**
 * The token marker: SHA-256 of a link's token -> the invitation it opens. Keyed by the hash so the
 * table never holds a working link; a strongly consistent GetItem answers the public pages.
 */
import { createHash } from 'node:crypto';
import { defineEntity } from './entity';
import { getInvitation, type Invitation } from './invitation';

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface InvitationTokenMarker {
  tokenHash: string;
  invitationId: string;
}

export const invitationTokenEntity = defineEntity<InvitationTokenMarker, [tokenHash: string]>({
  tag: 'invitation-token',
  key: (tokenHash) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  identity: (marker) => [marker.tokenHash],
});

/** Two strongly consistent reads: the token marker, then the invitation it names. */
export const getInvitationByToken = async (token: string): Promise<Invitation | undefined> => {
  const marker = await invitationTokenEntity.get(hashToken(token));
  return marker ? getInvitation(marker.invitationId) : undefined;
};
