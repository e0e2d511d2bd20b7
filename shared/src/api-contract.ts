/**
 * What each route of the route table (api-routes.ts) takes and answers, by route id: the path's
 * parameters, the query, the body, the response and the refusal codes it may answer beyond those
 * of every route. Types only: the web's client (web/src/lib/api-client.ts) reads them, so a call
 * with the wrong body, a missing parameter or a code the route never answers is a type error.
 * A route added to the table without an entry here fails the typecheck (ContractCoversEveryRoute).
 */
import type { AccountHistory, PasswordResetRequested } from './account-recovery';
import type { FunnelResponse } from './funnel-api-types';
import type { API_ROUTES } from './api-routes';
import type { FollowUpCounts } from './follow-up';
import type { GoingColdSettingsView } from './going-cold';
import type { GoingColdLimitsInput } from './validation/going-cold';
// Edit Content: the brand's versioned content.
import type { SaveSiteContentResult, SiteContentView } from './content/site-content';
import type { SaveSiteContentBody } from './validation/site-content';
import type { SaveHeroPhotoInput, SaveSitePhotoInput, SitePhotoUploadRequest } from './validation/site-photos';
import type { HeroPhotoResult, SavedSitePhoto } from './api-types';
import type {
  EraseInviteeResult,
  InvitationAccessLog,
  InvitationDetails,
  InvitationExportPart,
  InvitationListResponse,
  InviteStats,
  LeadgenStatsResponse,
  MyBadgesResponse,
  MyProfile,
  PublicInvitation,
  RaiseTerms,
  ResendResult,
  SignOutResult,
  SubmitResponseResult,
  TeamMember,
  UnreadCounts,
} from './api-types';
import type { DocumentUploadTicket, DocumentVersionsResponse, DocumentView, OpenedDocument } from './api-types';
import type { DocumentKind } from './documents';
import type { SaveDocumentVersionInput } from './validation/documents';
import type * as ERROR_CODES from './error-codes';
import type { ErrorCode } from './error-code';
import type { IdempotencyErrorCode, RequestErrorCode, StaffErrorCode } from './error-codes';
import type { ProfileStatus, StaffRole } from './roles';
import type { PhotoContentType } from './team';
import type {
  AccountCreatedResult,
  AccountRefusalCode,
  CreatedSignupCode,
  EmailProofSent,
  InviteUserResult,
  ManagedUser,
  PendingStaffInvitation,
  PhotoSavedResult,
  PhotoUploadTicket,
  RepeatedSignupCode,
  ResendStaffInvitationResult,
  SignupCodesOverview,
  SignupCodeView,
  StaffInvitationView,
  TwoFactorSetupStarted,
  TwoFactorState,
  ValidateSignupCodeResult,
} from './team-api-types';
import type { PasswordResetConfirm } from './validation/account-recovery';
import type { SecondFactorCheck, StartTwoFactorInput } from './validation/auth';
import type { SendInvitationInput, SendInvitationResult } from './validation/invitation';
import type { ImportPreview, ImportPreviewInput, ImportSendInput, ImportSendResult } from './invitation-import';
import type { InviteeResponseInput } from './validation/invitee-response';
import type { InvitationViewsInput, StatusChangeInput } from './validation/manage-invitations';
import type { CreateSignupCodeInput, FounderSignupInput, InviteUserInput, RequestEmailProofInput, UpdateProfileInput } from './validation/team';

export type ApiRouteId = (typeof API_ROUTES)[number]['id'];

/** One route's side of the contract; absent parts are not sent. */
interface Contract {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
  response: unknown;
  /** The codes of this route's own refusals (the handler's and its service's). */
  errors: ErrorCode;
}

type Code<K extends keyof typeof ERROR_CODES> = (typeof ERROR_CODES)[K];

type InvitationId = { id: string };
type Done = { ok: true; message: string };

/** Manage Users' change: suspend or activate, or a new role (one per request). */
export type UserChange = { status: Extract<ProfileStatus, 'active' | 'suspended'> } | { role: StaffRole };

/** Refusals an admin's account recovery shares (accounts/account-events.ts). */
type RecoveryTargetCode = Code<'NOT_YOURSELF' | 'NOT_FOUND' | 'DELETED' | 'NOT_ACTIVE'>;
/** Refusals of a change to a staff member (team/user-admin-service.ts). */
type UserChangeCode = Code<'NOT_FOUND' | 'DELETED' | 'LAST_ADMIN' | 'STALE'>;
/** A second-factor check (password and current code) refused (profiles/two-factor-service.ts). */
type SecondFactorCheckCode = Code<'PASSWORD_WRONG' | 'CODE_WRONG'>;

export interface ApiContract {
  GetMyProfile: { response: MyProfile; errors: never };
  SignOut: { response: SignOutResult; errors: never };
  GetInviteStats: { response: InviteStats; errors: never };
  SendInvitation: {
    body: SendInvitationInput;
    response: SendInvitationResult;
    errors: Code<'INVALID_EMAIL' | 'DAILY_INVITATION_CAP'>;
  };
  ListInvitations: { query: Record<string, string | undefined>; response: InvitationListResponse; errors: Code<'INVALID_CURSOR'> };
  GetInvitation: { params: InvitationId; response: InvitationDetails; errors: Code<'INVITATION_NOT_FOUND'> };
  // CSV export and import.
  ExportInvitations: { query: Record<string, string | undefined>; response: InvitationExportPart; errors: Code<'INVALID_CURSOR'> };
  PreviewInvitationImport: { body: ImportPreviewInput; response: ImportPreview; errors: Code<'IMPORT_FILE_INVALID' | 'VALIDATION_FAILED'> };
  SendInvitationImport: { body: ImportSendInput; response: ImportSendResult; errors: never };
  UpdateInvitation: { params: InvitationId; body: { nextStepDueAt: string | null }; response: InvitationDetails; errors: Code<'INVITATION_NOT_FOUND'> };
  DeleteInvitation: { params: InvitationId; response: Done; errors: Code<'DELETE_FORBIDDEN' | 'INVITATION_NOT_FOUND'> };
  EraseInvitee: {
    params: InvitationId;
    body: { confirmation: string };
    response: EraseInviteeResult;
    errors: Code<'ERASE_FORBIDDEN' | 'CONFIRMATION_MISMATCH' | 'INVITATION_NOT_FOUND'>;
  };
  GetInvitationAccessLog: { params: InvitationId; response: InvitationAccessLog; errors: Code<'ACCESS_LOG_FORBIDDEN' | 'INVITATION_NOT_FOUND'> };
  ChangeInvitationStatus: {
    params: InvitationId;
    body: StatusChangeInput;
    response: InvitationDetails;
    errors: Code<'STATUS_CHANGED' | 'ACTION_NOT_AVAILABLE' | 'TRANSITION_NOT_ALLOWED' | 'INVITATION_NOT_FOUND' | 'EMAIL_SUPPRESSED'>;
  };
  AddInvitationNote: { params: InvitationId; body: { note: string }; response: InvitationDetails; errors: Code<'INVITATION_NOT_FOUND'> };
  ResendInvitation: {
    params: InvitationId;
    response: ResendResult;
    errors: Code<'NOT_RESENDABLE' | 'RECIPIENT_TAKEN' | 'EMAIL_SUPPRESSED' | 'DAILY_INVITATION_CAP' | 'INVITATION_NOT_FOUND'>;
  };
  MarkInvitationsSeen: { body: InvitationViewsInput; response: { marked: number }; errors: never };
  GetUnreadCounts: { response: UnreadCounts; errors: never };
  // Follow-up.
  GetFollowUpCounts: { query: { today?: string }; response: FollowUpCounts; errors: never };
  GetGoingColdLimits: { response: GoingColdSettingsView; errors: never };
  SetGoingColdLimits: { body: GoingColdLimitsInput; response: GoingColdSettingsView; errors: never };
  GetLeadgenStats: { query: { founderId?: string }; response: LeadgenStatsResponse; errors: Code<'UNKNOWN_FOUNDER'> };
  GetTeam: { response: { members: TeamMember[] }; errors: never };
  // Funnel analytics.
  GetFunnel: { response: FunnelResponse; errors: never };
  GetMyBadges: { response: MyBadgesResponse; errors: never };
  CelebrateBadge: { params: { badgeId: string }; response: { ok: true; marked: boolean }; errors: never };
  GetCurrentRaise: { response: RaiseTerms; errors: never };
  // Edit Content: the brand's versioned content.
  GetSiteContent: { response: SiteContentView; errors: never };
  SaveSiteContent: { body: SaveSiteContentBody; response: SaveSiteContentResult; errors: Code<'FORBIDDEN_ROLE' | 'STALE'> };
  CreateSitePhotoUpload: { body: SitePhotoUploadRequest; response: DocumentUploadTicket; errors: never };
  SaveSitePhoto: {
    body: SaveSitePhotoInput;
    response: SavedSitePhoto;
    errors: Code<'UPLOAD_MISSING' | 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE' | 'TOO_MANY_PIXELS' | 'PHOTO_TOO_SMALL'>;
  };
  SaveHeroPhoto: {
    params: { page: HeroPhotoResult['page'] };
    body: SaveHeroPhotoInput;
    response: HeroPhotoResult;
    errors: Code<'UPLOAD_MISSING' | 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE' | 'TOO_MANY_PIXELS' | 'PHOTO_TOO_SMALL'>;
  };
  RemoveHeroPhoto: { params: { page: HeroPhotoResult['page'] }; response: HeroPhotoResult; errors: never };
  GetPublicInvitation: { body: { token: string }; response: PublicInvitation; errors: Code<'INVALID_INVITATION'> };
  SubmitInviteeResponse: {
    body: { token: string } & InviteeResponseInput;
    response: SubmitResponseResult;
    errors: Code<'INVALID_INVITATION' | 'ALREADY_ANSWERED' | 'WRONG_FORM'>;
  };
  GetStaffInvitation: { body: { token: string }; response: StaffInvitationView; errors: Code<'INVITATION_INVALID'> };
  AcceptStaffInvitation: { body: { token: string; password: string }; response: AccountCreatedResult; errors: AccountRefusalCode };
  ValidateSignupCode: { body: { code: string }; response: ValidateSignupCodeResult; errors: Code<'CODE_INVALID' | 'RATE_LIMITED'> };
  RequestFounderEmailProof: {
    body: RequestEmailProofInput;
    response: EmailProofSent;
    errors: Code<'CODE_INVALID' | 'EMAIL_PROOF_NOT_NEEDED' | 'RATE_LIMITED'>;
  };
  FounderSignup: {
    body: FounderSignupInput;
    response: AccountCreatedResult;
    errors: AccountRefusalCode | Code<'EMAIL_PROOF_REQUIRED' | 'EMAIL_PROOF_WRONG' | 'EMAIL_PROOF_EXPIRED'>;
  };
  RequestPasswordReset: { body: { email: string }; response: PasswordResetRequested; errors: Code<'RATE_LIMITED'> };
  ConfirmPasswordReset: {
    body: PasswordResetConfirm;
    response: Done;
    errors: Code<'CODE_WRONG' | 'CODE_EXPIRED' | 'TOO_MANY_ATTEMPTS' | 'WEAK_PASSWORD' | 'COMMON_PASSWORD'>;
  };
  InviteStaffUser: {
    body: InviteUserInput;
    response: InviteUserResult;
    errors: Code<'ROLE_NOT_ALLOWED' | 'ALREADY_REGISTERED' | 'EMAIL_SUPPRESSED' | 'ALREADY_PENDING'>;
  };
  ListUsers: { response: { users: ManagedUser[] }; errors: never };
  UpdateUser: { params: { id: string }; body: UserChange; response: { ok: true; status: ProfileStatus }; errors: UserChangeCode };
  DeleteUser: { params: { id: string }; response: Done; errors: UserChangeCode };
  SendUserPasswordReset: { params: { id: string }; response: Done; errors: RecoveryTargetCode | Code<'NOT_SENT'> };
  ResetUserTwoFactor: { params: { id: string }; response: Done; errors: RecoveryTargetCode | Code<'NO_TWO_FACTOR'> };
  GetAccountHistory: { params: { id: string }; response: AccountHistory; errors: Code<'NOT_FOUND'> };
  ListStaffInvitations: { response: { invitations: PendingStaffInvitation[] }; errors: never };
  ResendStaffInvitation: { params: { id: string }; response: ResendStaffInvitationResult; errors: Code<'NOT_FOUND' | 'EMAIL_SUPPRESSED'> };
  CancelStaffInvitation: { params: { id: string }; response: { ok: true }; errors: Code<'NOT_FOUND' | 'INVITATION_IN_USE'> };
  ListSignupCodes: { response: SignupCodesOverview; errors: never };
  CreateSignupCode: { body: CreateSignupCodeInput; response: CreatedSignupCode | RepeatedSignupCode; errors: never };
  SetSignupCodeActive: { params: { id: string }; body: { isActive: boolean }; response: SignupCodeView; errors: Code<'NOT_FOUND'> };
  UpdateMyProfile: { body: UpdateProfileInput; response: MyProfile; errors: Code<'INACTIVE'> };
  CreatePhotoUpload: {
    body: { contentType: PhotoContentType; size: number };
    response: PhotoUploadTicket;
    errors: Code<'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE'>;
  };
  SaveMyPhoto: {
    body: { uploadId: string };
    response: PhotoSavedResult;
    errors: Code<'UPLOAD_MISSING' | 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE' | 'TOO_MANY_PIXELS'>;
  };
  DeleteMyPhoto: { response: { ok: true }; errors: never };
  // Documents and personal document links.
  ListDocuments: { response: { documents: DocumentView[] }; errors: never };
  ListDocumentVersions: { params: { kind: DocumentKind }; response: DocumentVersionsResponse; errors: never };
  CreateDocumentUpload: { params: { kind: DocumentKind }; response: DocumentUploadTicket; errors: never };
  SaveDocumentVersion: {
    params: { kind: DocumentKind };
    body: SaveDocumentVersionInput;
    response: DocumentView;
    errors: Code<'UPLOAD_MISSING' | 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE'>;
  };
  OpenDocumentLink: { body: { token: string }; response: OpenedDocument; errors: Code<'DOCUMENT_LINK_INVALID'> };
  RevokeDocumentLink: { params: { id: string; kind: DocumentKind }; response: InvitationDetails; errors: Code<'INVITATION_NOT_FOUND' | 'DOCUMENT_LINK_NOT_FOUND'> };
  StartTwoFactorSetup: { body: StartTwoFactorInput; response: TwoFactorSetupStarted; errors: SecondFactorCheckCode | Code<'CHECK_REQUIRED'> };
  ConfirmTwoFactorSetup: { body: { code: string }; response: TwoFactorState; errors: Code<'CODE_WRONG'> };
  TurnOffTwoFactor: { body: SecondFactorCheck; response: TwoFactorState; errors: SecondFactorCheckCode | Code<'TWO_FACTOR_REQUIRED'> };
}

type Route<Id extends ApiRouteId> = Extract<(typeof API_ROUTES)[number], { id: Id }>;

/**
 * What the browser needs of a route, without the permissions and sizing the stack reads: its access,
 * method and path in one string, 'staff GET /api/invitations/{id}' (web/src/lib/api-endpoints.generated.ts
 * holds one per route). A string constant, because the bundler copies it into the code that calls
 * it: a page carries the routes it calls, never the table. The route id is a type only.
 */
declare const endpointOfRoute: unique symbol;
export type ApiEndpoint<Id extends ApiRouteId> = `${Route<Id>['access']} ${Route<Id>['method']} ${Route<Id>['path']}` & {
  /** Only the generated constants carry it (a type, never a value): a string written by hand is not an endpoint. */
  readonly [endpointOfRoute]: Id;
};

/** Every code a route may answer: its own, those of any request, a staff route's, a replaying route's. */
export type RouteErrorCode<Id extends ApiRouteId> =
  | ApiContract[Id]['errors']
  | RequestErrorCode
  | (Route<Id>['access'] extends 'staff' ? StaffErrorCode : never)
  | (Route<Id>['method'] extends 'GET' ? never : IdempotencyErrorCode);

/** The path's {placeholders} of a route, as an object of strings. */
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & PathParams<Rest> : unknown;

/*
 * Compile-time checks: the contract names exactly the table's routes, each entry is a Contract,
 * and each entry's params are the placeholders of its path.
 */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ContractCoversEveryRoute = Assert<Exactly<keyof ApiContract, ApiRouteId>>;
export type ContractEntriesAreContracts = Assert<ApiContract extends Record<ApiRouteId, Contract> ? true : false>;
export type ContractParamsMatchPaths = Assert<
  { [Id in ApiRouteId]: Exactly<keyof PathParams<Route<Id>['path']>, keyof (ApiContract[Id] extends { params: infer P } ? P : unknown)> }[ApiRouteId]
>;
