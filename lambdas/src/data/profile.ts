/**
 * Staff profiles and the marker that keeps one profile per email.
 * Access patterns: profileById (every staff call), profilesNewestFirst (gsi1 PROFILES),
 * profilesAddedBy (gsi2 TEAM#<id>), activeAdmins (profilesByRole: notification fallback, unread viewers).
 */
import type { ProfileStatus, StaffRole } from '@safe-haven/shared/roles';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { keyTemplate } from './key-template';
import { batchGetItems } from './batch-get';
import { defineEntity } from './entity';
import { queryAllItems } from './query-all';
import { tableName } from './table';
import { TransactionCancelledError, transactWrite, type NamedTransactItem } from './transaction';

export interface Profile {
  /** The Cognito subject: one id names the person both in Cognito and in the table. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: ProfileStatus;
  /** The admin or founder who added this user; drives 'my lead gens'. */
  addedById?: string;
  phone?: string;
  address?: string;
  bio?: string;
  /** The meeting or scheduling link Invite to Zoom emails (Edit Profile). */
  meetingLink?: string;
  skills?: string[];
  photoUrl?: string;
  /** Whether the user's second factor (an authenticator app) is on, as Cognito last reported it. */
  twoFactorEnabled?: boolean;
  /** See shared/src/two-factor.ts: the sign-in given grace, 0 for none (accounts created under the rule). */
  twoFactorGraceAuthTime?: number;
  /** Epoch seconds: sessions that signed in at or before this are over (suspension, deletion, sign-out everywhere). */
  sessionsRevokedAt?: number;
  /** When an admin deleted the user; the profile stays so the invitations they sent keep their sender. */
  deletedAt?: string;
  /**
   * When this person last began to watch more invitations (a promotion, a reactivation): their unread
   * counts hold changes from then on (stream/processors/unread-on-role-change.ts); `createdAt` before.
   */
  watchingSince?: string;
  /** Follow-up: the IANA zone of their daily digest's 8:00 (absent: the stage's). */
  timeZone?: string;
  /** False once they turned the daily digest off in Edit Profile (absent: on). */
  dailyDigest?: boolean;
  createdAt: string;
  updatedAt: string;
}

const PROFILE = keyTemplate('PROFILE');
const EMAIL = keyTemplate('EMAIL');
const TEAM = keyTemplate('TEAM');

/** A person's partition: their profile, and their earned badges beside it. */
export const profilePartition = (profileId: string): string => PROFILE.of(profileId);
/** An address's partition: one profile (or sign-up) per canonical address. */
export const emailPartition = (email: string): string => EMAIL.of(canonicalEmail(email));

export const profileEntity = defineEntity<Profile, [id: string]>({
  tag: 'profile',
  key: (id) => ({ pk: profilePartition(id), sk: 'PROFILE' }),
  identity: (profile) => [profile.id],
  indexes: (profile) => ({
    gsi1pk: 'PROFILES',
    gsi1sk: `${profile.createdAt}#${profile.id}`,
    ...(profile.addedById ? { gsi2pk: TEAM.of(profile.addedById), gsi2sk: `${profile.createdAt}#${profile.id}` } : {}),
  }),
});

/**
 * One profile per person: keyed by the canonical email (see canonicalEmail). While an account is
 * being created the marker holds a reservation instead of a profile id (see data/account-email.ts).
 */
export interface ProfileEmailMarker {
  email: string;
  profileId?: string;
  reservationId?: string;
  reservedAt?: string;
}

export const profileEmailEntity = defineEntity<ProfileEmailMarker, [email: string]>({
  tag: 'profile-email',
  key: (email) => ({ pk: emailPartition(email), sk: 'PROFILE' }),
  identity: (marker) => [marker.email],
});

export const getProfile = (id: string): Promise<Profile | undefined> => profileEntity.get(id);

export class EmailTakenError extends Error {
  constructor(email: string, options?: { cause?: unknown }) {
    super(`A profile with email ${email} already exists`, options);
    this.name = 'EmailTakenError';
  }
}

/** Creates a profile and claims its email in one transaction, so two profiles never share an email. */
export const createProfile = async (profile: Profile): Promise<void> => {
  try {
    await transactWrite([
      profileEntity.create('profile', profile),
      profileEmailEntity.create('email', { email: profile.email, profileId: profile.id }),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('email')) throw new EmailTakenError(profile.email, { cause: error });
    throw error;
  }
};

/**
 * Active admins, oldest first: one Query of the profilesByRole index (keyed on the profile's own
 * role and status, so every profile write keeps it current). The fallback recipient of a
 * notification, and the admins who see every invitation (unread counts).
 */
export const activeAdmins = (): Promise<Profile[]> => activeWithRole('admin');

/** The active people of one role, oldest first (founders: the team holders the unread counts need). */
export const activeWithRole = async (role: StaffRole): Promise<Profile[]> =>
  (
    await queryAllItems({
      IndexName: 'profilesByRole',
      KeyConditionExpression: '#role = :role AND #status = :active',
      ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
      ExpressionAttributeValues: { ':role': role, ':active': 'active' },
    })
  )
    .filter((item) => profileEntity.is(item))
    .map((item) => profileEntity.fromItem(item));

/** Profiles by id (one BatchGet per 100), for checks over a handful of people. */
export const profilesByIds = async (ids: readonly string[], onRead?: (readUnits: number) => void): Promise<Profile[]> =>
  (await batchGetItems(ids.map((id) => profileEntity.key(id)), { onRead })).filter((item) => profileEntity.is(item)).map((item) => profileEntity.fromItem(item));

/** Every profile, newest first (staff number in the tens: one or two Query pages). */
export const allProfilesNewestFirst = async (): Promise<Profile[]> =>
  (
    await queryAllItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :profiles',
      ExpressionAttributeValues: { ':profiles': 'PROFILES' },
      ScanIndexForward: false,
    })
  ).map((item) => profileEntity.fromItem(item));

/** The people a profile added (its team): gsi2 TEAM#<id>. */
export const profilesAddedBy = async (addedById: string): Promise<Profile[]> =>
  (
    await queryAllItems({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :team',
      ExpressionAttributeValues: { ':team': TEAM.of(addedById) },
    })
  ).map((item) => profileEntity.fromItem(item));

/**
 * In the transaction that uses what a person sent or created (their staff invitation, their founder
 * code): they are still active in one of these roles. The read before it gives the clear refusal;
 * this closes the gap of a suspension or demotion at the same moment.
 */
export const profileStillHolds = <N extends string>(name: N, id: string, roles: readonly StaffRole[]): NamedTransactItem<N> => ({
  name,
  item: {
    ConditionCheck: {
      TableName: tableName(),
      Key: profileEntity.key(id),
      ConditionExpression: `#status = :active AND #role IN (${roles.map((_, index) => `:role${index}`).join(', ')})`,
      ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
      ExpressionAttributeValues: { ':active': 'active', ...Object.fromEntries(roles.map((role, index) => [`:role${index}`, role])) },
    },
  },
});
