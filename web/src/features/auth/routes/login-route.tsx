/**
 * The SPA's `/`: the login page (login-page.tsx) when a page of the app goes there (a sign-out, "Back
 * to sign in", a guard without a session), with what that page told it through the router's state.
 * A first visit to `/` is served the login's own entry (src/login-main.tsx) instead.
 */
import { useLocation } from 'react-router-dom';
import { LoginPage } from './login-page';
import type { LoginLocationState } from './login-location-state';

export const LoginRoute = () => <LoginPage arrivedWith={(useLocation().state ?? undefined) as LoginLocationState | undefined} />;
