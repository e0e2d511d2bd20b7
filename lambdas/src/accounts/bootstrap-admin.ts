/**
 * The first admin of a deployed stage, made by the operator's `npm run ops:bootstrap-admin` through
 * the same path as every other account (createStaffAccount: the email's marker, the pending-user
 * mark, the profile, the admin roster). The password is a generated temporary one, shown once to the
 * operator: the first sign-in asks the admin to choose their own, then to set up two-factor sign-in.
 */
import { randomInt } from 'node:crypto';
import { activeAdmins } from '../data/profile';
import { createStaffAccount } from './create-staff-account';

export class AdminExistsError extends Error {
  constructor() {
    super('This stage already has an active admin: they add more admins from Add Users');
    this.name = 'AdminExistsError';
  }
}

const ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+=?@^_-'];

/** 24 random characters with each of the pool's required kinds (upper, lower, digit, symbol). */
export const temporaryPassword = (): string => {
  const all = ALPHABETS.join('');
  const characters = ALPHABETS.map((alphabet) => alphabet[randomInt(alphabet.length)]!);
  while (characters.length < 24) characters.push(all[randomInt(all.length)]!);
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
};

export interface FirstAdmin {
  email: string;
  firstName: string;
  lastName: string;
  /** Add an admin even though the stage has one (a recovery, when every admin has lost access). */
  evenIfAdminsExist?: boolean;
}

export const bootstrapAdmin = async (admin: FirstAdmin, now = new Date()): Promise<{ profileId: string; temporaryPassword: string }> => {
  if (!admin.evenIfAdminsExist && (await activeAdmins()).length > 0) throw new AdminExistsError();
  const password = temporaryPassword();
  const profile = await createStaffAccount(
    { email: admin.email, password, firstName: admin.firstName, lastName: admin.lastName, role: 'admin', status: 'active' },
    () => [],
    now,
    { keepTemporaryPassword: true },
  );
  return { profileId: profile.id, temporaryPassword: password };
};
