/**
 * The SPA's `/`: the login screen is an entry of its own (src/login-main.tsx, served for `/` by
 * CloudFront and the local servers). The SPA's pages go there with lib/login-arrival.ts; a
 * navigation of the router to `/` that does not (a link typed by hand into a page) ends here and
 * becomes the same full page load, with the router's state handed over.
 */
import { useLocation } from 'react-router-dom';
import { GoToLogin } from '../components/navigation/go-to-login';
import type { LoginLocationState } from '../lib/login-arrival';

export const LeaveForLogin = () => <GoToLogin state={(useLocation().state ?? undefined) as LoginLocationState | undefined} />;
