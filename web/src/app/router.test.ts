import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, ONBOARDING_PATHS, PASSWORD_RESET_PATH, TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/paths';
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';
import { isSignedInPage } from './router';

describe('isSignedInPage (the pages whose profile request starts with the app)', () => {
  it('answers yes for every page behind the sign-in', () => {
    for (const pathname of [...Object.values(DASHBOARD_PATHS), TWO_FACTOR_SETUP_PATH]) {
      expect(isSignedInPage({ pathname }), pathname).toBe(true);
    }
  });

  it('answers no for the public pages, the onboarding and password pages, and an unknown address', () => {
    for (const pathname of ['/', ...Object.values(INVITATION_PATHS), '/thank-you', '/document', PASSWORD_RESET_PATH, ...Object.values(ONBOARDING_PATHS), '/no-such-page', '/admin/invitations']) {
      expect(isSignedInPage({ pathname }), pathname).toBe(false);
    }
  });
});
