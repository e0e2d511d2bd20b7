/** Public pages of staff onboarding (a module of its own: the router's entry chunk reads it). */
export const ONBOARDING_PATHS = {
  setupProfile: '/setup-profile',
  founderSignup: '/founder-signup',
} as const;
