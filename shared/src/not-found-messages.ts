/** The page for an address the app does not have. */

export const NOT_FOUND_MESSAGES = {
  title: '404',
  body: 'Oops! Page not found',
  returnHome: 'Return to Home',
  backToInvitation: 'Back to your invitation',
} as const;
