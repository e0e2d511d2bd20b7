/**
 * The SPA's `/`: the login screen is an entry of its own (src/login-main.tsx, served for `/` by
 * CloudFront and the local servers), so a navigation of the SPA to `/` (sign-out, "Back to sign in",
 * a guard without a session) becomes a full page load of it. The router has already written `/` into
 * the history (pushed or replaced), so that entry is replaced by the load. What the navigation told
 * the login screen (its router state) is kept for it in sessionStorage.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepLoginArrival, type LoginLocationState } from '../lib/login-arrival';

export const LeaveForLogin = () => {
  const location = useLocation();
  useEffect(() => {
    keepLoginArrival(location.state as LoginLocationState | null);
    window.location.replace(`/${location.search}${location.hash}`);
  }, [location]);
  return null;
};
