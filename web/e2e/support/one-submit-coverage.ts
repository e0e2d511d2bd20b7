/**
 * Every route that changes something (not a GET), each mapped to the browser scenario that
 * double-taps its button (web/e2e/one-submit.e2e.test.ts), or to the written reason it has none.
 * A route added to shared/src/api-routes.ts without an entry here fails the unit test beside this
 * list (scripts/testing/one-submit-coverage.test.ts) and the e2e file's first test.
 */
export type DoubleTapCoverage = { readonly scenario: string } | { readonly noButton: string } | { readonly notYetCovered: string };

export const ONE_SUBMIT_COVERAGE: Readonly<Record<string, DoubleTapCoverage>> = {
  SignOut: { scenario: 'Sign Out' },
  SendInvitation: { scenario: 'Send Invitation (dashboard dialog)' },
  UpdateInvitation: { notYetCovered: "the next step's Save in Details" },
  DeleteInvitation: { scenario: 'Delete invitation (confirmation)' },
  EraseInvitee: { scenario: 'Erase (Erase Invitee confirmation)' },
  ChangeInvitationStatus: { scenario: 'Update Status' },
  AddInvitationNote: { scenario: 'Add Note' },
  ResendInvitation: { scenario: 'Resend invitation' },
  MarkInvitationsSeen: { noButton: 'sent by the list when cards come into view; nobody presses anything' },
  CelebrateBadge: { noButton: "sent when the celebration dialog closes; its 'Thank you!' closes the dialog, so a second tap has nothing to press" },
  GetPublicInvitation: { noButton: 'a read sent when the invitation page opens (POST only to keep the token out of the URL)' },
  SubmitInviteeResponse: { notYetCovered: "the invitee's Submit on the answer forms" },
  GetStaffInvitation: { noButton: 'a read sent when the set-up page opens (POST only to keep the token out of the URL)' },
  AcceptStaffInvitation: { scenario: "the set-up page's Create Account" },
  ValidateSignupCode: { scenario: "founder sign-up's Continue (in the Create Account scenario)" },
  RequestFounderEmailProof: { notYetCovered: "founder sign-up's Send Code" },
  FounderSignup: { scenario: 'Founder Create Account' },
  InviteStaffUser: { scenario: "Add Users' Send Invitation" },
  UpdateUser: { notYetCovered: "Manage Users' Suspend / role changes (actions menu)" },
  DeleteUser: { scenario: "Manage Users' Delete User (confirmation)" },
  ResendStaffInvitation: { scenario: "Manage Users' Resend Invitation" },
  CancelStaffInvitation: { scenario: "Manage Users' Cancel Invitation (confirmation)" },
  CreateSignupCode: { scenario: 'Create Code' },
  SetSignupCodeActive: { scenario: 'Deactivate code' },
  UpdateMyProfile: { scenario: 'Save Profile' },
  CreatePhotoUpload: { noButton: 'sent by choosing a file (a file input, not a button), as the first step of the photo upload' },
  SaveMyPhoto: { notYetCovered: 'the last step of choosing a photo (a file input)' },
  DeleteMyPhoto: { notYetCovered: 'Remove Photo' },
  StartTwoFactorSetup: { scenario: "Edit Profile's Set Up Two-Factor Sign-In (guarded in the browser; the route stores no result)" },
  ConfirmTwoFactorSetup: { scenario: "Edit Profile's Verify and Turn On" },
  TurnOffTwoFactor: { notYetCovered: 'Turn Off two-factor (password and code)' },
  RequestPasswordReset: { notYetCovered: 'Forgot password: Send Code' },
  ConfirmPasswordReset: { notYetCovered: 'Forgot password: Set New Password' },
  SendUserPasswordReset: { notYetCovered: "Manage Users' Send Password Reset" },
  ResetUserTwoFactor: { notYetCovered: "Manage Users' Reset Two-Factor" },
};
