/**
 * In place of the router's `<Navigate to="/" replace />`: the login screen is an entry of its own,
 * reached by a full page load (lib/login-arrival.ts). Renders nothing, as Navigate did.
 */
import { useEffect } from 'react';
import { goToLogin, type LoginLocationState } from '../../lib/login-arrival';

export const GoToLogin = ({ state }: { state?: LoginLocationState }) => {
  useEffect(() => goToLogin(state), [state]);
  return null;
};
