/**
 * Every route that changes something (not a GET), each mapped to the browser scenario that
 * double-taps its button (web/e2e/one-submit.e2e.test.ts), or to the written reason it has none.
 * A route added to shared/src/api-routes.ts without an entry here fails the unit test beside this
 * list (one-submit-coverage.test.ts) and the e2e file's first test.
 */
export type DoubleTapCoverage = { readonly scenario: string } | { readonly noButton: string };

export const ONE_SUBMIT_COVERAGE: Readonly<Record<string, DoubleTapCoverage>> = {
  SignOut: { scenario: 'Sign Out' },
  SendInvitation: { scenario: 'Send Invitation (dashboard dialog)' },
  // CSV import.
  PreviewInvitationImport: { noButton: 'writes nothing: a second Preview answers the same rows (the button is busy while it checks)' },
  SendInvitationImport: {
    noButton: "each row's send carries its own idempotency key (the import and the address): a repeated request answers with the first invitation (import-invitations.int.test.ts)",
  },
  UpdateInvitation: { scenario: "the next step's Save Date in Details" },
  DeleteInvitation: { scenario: 'Delete invitation (confirmation)' },
  EraseInvitee: { scenario: 'Erase (Erase Invitee confirmation)' },
  ChangeInvitationStatus: { scenario: 'Update Status' },
  AddInvitationNote: { scenario: 'Add Note' },
  ResendInvitation: { scenario: 'Resend invitation' },
  MarkInvitationsSeen: { noButton: 'sent by the list when cards come into view; nobody presses anything' },
  CelebrateBadge: { noButton: "sent when the celebration dialog closes; its 'Thank you!' closes the dialog, so a second tap has nothing to press" },
  GetPublicInvitation: { noButton: 'a read sent when the invitation page opens (POST only to keep the token out of the URL)' },
  SubmitInviteeResponse: { scenario: "the invitee's Send my answer (member's I'm Interested form)" },
  GetStaffInvitation: { noButton: 'a read sent when the set-up page opens (POST only to keep the token out of the URL)' },
  AcceptStaffInvitation: { scenario: "the set-up page's Create Account" },
  ValidateSignupCode: { scenario: "founder sign-up's Continue (in the Create Account scenario)" },
  RequestFounderEmailProof: { scenario: "founder sign-up's Send Code (another address)" },
  FounderSignup: { scenario: 'Founder Create Account' },
  InviteStaffUser: { scenario: "Add Users' Send Invitation" },
  UpdateUser: { scenario: "Manage Users' Suspend (actions menu)" },
  DeleteUser: { scenario: "Manage Users' Delete User (confirmation)" },
  ResendStaffInvitation: { scenario: "Manage Users' Resend Invitation" },
  CancelStaffInvitation: { scenario: "Manage Users' Cancel Invitation (confirmation)" },
  CreateSignupCode: { scenario: 'Create Code' },
  SetSignupCodeActive: { scenario: 'Deactivate code' },
  UpdateMyProfile: { scenario: 'Save Profile' },
  CreatePhotoUpload: { noButton: 'sent by choosing a file (a file input, not a button), as the first step of the photo upload' },
  SaveMyPhoto: { scenario: 'choosing a photo twice in one moment (the file input, the last step of the upload)' },
  // Documents and personal document links; the scenarios are in web/e2e/documents.e2e.test.ts.
  CreateDocumentUpload: { noButton: 'sent by choosing a file (a file input, not a button), as the first step of the document upload' },
  SaveDocumentVersion: { noButton: "sent by choosing a file, the upload's last step; one upload at a time per document (useSubmitOnce), and its Idempotency-Key replays" },
  OpenDocumentLink: { noButton: 'a read sent when the document page opens (POST only to keep the token out of the URL)' },
  RevokeDocumentLink: { scenario: "Details' Withdraw link (documents.e2e.test.ts)" },
  DeleteMyPhoto: { scenario: 'Remove Photo' },
  StartTwoFactorSetup: { scenario: "Edit Profile's Set Up Two-Factor Sign-In (guarded in the browser; the route stores no result)" },
  ConfirmTwoFactorSetup: { scenario: "Edit Profile's Verify and Turn On" },
  TurnOffTwoFactor: { scenario: "Edit Profile's Turn Off (password and code)" },
  RequestPasswordReset: { scenario: 'Forgot password: Send Code' },
  ConfirmPasswordReset: { scenario: 'Forgot password: Set New Password' },
  SendUserPasswordReset: { scenario: "Manage Users' Send Password Reset (confirmation)" },
  ResetUserTwoFactor: { scenario: "Manage Users' Reset Two-Factor (confirmation)" },
  SetGoingColdLimits: { scenario: "Manage Invitations' Save Limits (Going cold limits, admins)" },
  // Edit Content: the brand's versioned content.
  SaveSiteContent: { scenario: "Edit Content's Save Content, double-clicked (web/e2e/content-editor.e2e.test.ts): one new version" },
  // A property's photo on Edit Content; the browser scenarios are in web/e2e/site-photos.e2e.test.ts.
  CreateSitePhotoUpload: { noButton: 'sent by choosing a file (a file chooser opened from Add photo), as the first step of the photo upload' },
  SaveSitePhoto: { noButton: "sent by choosing a file, the upload's last step; one upload at a time per property (useSubmitOnce, the button busy), and its Idempotency-Key replays" },
  // A page's hero photo on Edit Content (web/e2e/hero-photos.e2e.test.ts).
  SaveHeroPhoto: { noButton: "sent by choosing a file (Replace photo opens the chooser), the upload's last step; one at a time per page (useSubmitOnce, the button busy), and its Idempotency-Key replays" },
  RemoveHeroPhoto: {
    noButton: "the confirmation's Use the default photo, busy while it runs (useSubmitOnce); a repeat would change nothing, since deleting the sizes twice leaves them deleted (hero-photos.int.test.ts)",
  },
};
