/**
 * The login screen's question "is someone already signed in here?", without TanStack Query (the
 * login is an entry of its own, src/login-main.tsx): the profile is read once after hydration. Until
 * then the answer is pending, so the prerendered HTML and the hydrating render agree.
 */
import { useEffect, useState } from 'react';
import type { MyProfile } from '@safe-haven/shared/api-types';
import { ROLE_RETRY_COUNT, ROLE_RETRY_DELAY_MS } from '@safe-haven/shared/constants';
import { fetchMyProfile } from '../../../lib/my-profile';

/** As the staff pages' cached profile is read: one retry after a second, then no profile. */
const readProfile = async (retries = ROLE_RETRY_COUNT): Promise<MyProfile | null> => {
  try {
    return await fetchMyProfile();
  } catch {
    if (retries <= 0) return null;
    await new Promise((resolve) => setTimeout(resolve, ROLE_RETRY_DELAY_MS));
    return readProfile(retries - 1);
  }
};

export type SessionCheck = { state: 'pending' } | { state: 'done'; profile: MyProfile | null };

export const useSessionCheck = (): SessionCheck => {
  const [check, setCheck] = useState<SessionCheck>({ state: 'pending' });
  useEffect(() => {
    let current = true;
    // An error (the API unreachable) shows the form: signing in then says what is wrong.
    void readProfile().then((profile) => {
      if (current) setCheck({ state: 'done', profile });
    });
    return () => {
      current = false;
    };
  }, []);
  return check;
};
