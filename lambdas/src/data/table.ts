/**
 * The single table: its name, index names and every key template. Entities build keys only
 * through these functions; docs/data-model.md lists the same templates with their access patterns.
 */
import { requiredEnv } from '../core/env';

export const tableName = (): string => requiredEnv('TABLE_NAME');

export const keys = {
  profile: (id: string) => ({ pk: `PROFILE#${id}`, sk: 'PROFILE' }),
  /** Newest first listing of all profiles (Manage Users). */
  profileList: (createdAt: string, id: string) => ({ gsi1pk: 'PROFILES', gsi1sk: `${createdAt}#${id}` }),
  /** Profiles added by one admin or founder (My Lead Generators). */
  profileTeam: (addedById: string, createdAt: string, id: string) => ({ gsi2pk: `TEAM#${addedById}`, gsi2sk: `${createdAt}#${id}` }),
  /** Uniqueness of a profile's email. */
  profileEmail: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'PROFILE' }),

  invitation: (id: string) => ({ pk: `INVITATION#${id}`, sk: 'INVITATION' }),
  invitationsBySender: (senderId: string, createdAt: string, id: string) => ({ gsi1pk: `SENDER#${senderId}`, gsi1sk: `${createdAt}#${id}` }),
  allInvitations: (createdAt: string, id: string) => ({ gsi2pk: 'INVITATIONS', gsi2sk: `${createdAt}#${id}` }),
  /** Token to invitation id: strongly consistent lookup, and the token's uniqueness. */
  invitationToken: (token: string) => ({ pk: `TOKEN#${token}`, sk: 'TOKEN' }),
  /** One open invitation per recipient email across all staff, and the closed-record memory. */
  recipient: (email: string) => ({ pk: `RECIPIENT#${email}`, sk: 'INVITATION' }),
  response: (invitationId: string, createdAt: string, responseId: string) => ({
    pk: `INVITATION#${invitationId}`,
    sk: `RESPONSE#${createdAt}#${responseId}`,
  }),
  /** Marks that the stream handler already counted a fact about an invitation. */
  countedFact: (invitationId: string, fact: string) => ({ pk: `INVITATION#${invitationId}`, sk: `COUNTED#${fact}` }),
  idempotency: (scope: string, key: string) => ({ pk: `IDEMPOTENCY#${scope}#${key}`, sk: 'IDEMPOTENCY' }),

  outbox: (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'OUTBOX' }),

  inviteStats: (profileId: string) => ({ pk: `STATS#${profileId}`, sk: 'INVITE_STATS' }),
  globalInviteStats: () => ({ pk: 'STATS#GLOBAL', sk: 'INVITE_STATS' }),
} as const;

const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity']);

/** An item's own attributes, without the table's keys and entity tag. */
export const entityAttributes = <T>(item: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name))) as T;

/** DynamoDB TTL takes epoch seconds. */
export const ttlSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
