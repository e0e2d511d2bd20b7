/** Shapes of API responses read by the browser. */
import type { ErrorCode } from './error-code';
import type { TwoFactorStanding } from './two-factor';
import type { Audience, Pipeline } from './audiences';
import type { HeroPage } from './hero-photos';
import type { BadgeIcon } from './badges';
import type { RaiseTerms } from './content/types';
import type { InvitationStatus } from './invitation-status';
import type { ResponseRecord } from './invitee-response-record';
import type { ProfileStatus, StaffRole } from './roles';
import type { DocumentKind, DocumentViewSummary } from './documents';
import type { PublicSiteContent } from './content/site-content';

// The raise's shapes live with the content they are part of (the site content's timeline reads them).
export type { RaiseTerms, RaiseUseOfFunds, TimelineMilestone } from './content/types';

export interface MyProfile {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: ProfileStatus;
  photoUrl?: string;
  phone?: string;
  address?: string;
  bio?: string;
  /** Invite to Zoom emails it (Edit Profile). */
  meetingLink?: string;
  skills?: string[];
  /** Whether the user has a verified authenticator app (TOTP) as their second factor. */
  /** Follow-up: the daily digest's zone (absent: the stage's) and whether it is on. */
  timeZone?: string;
  dailyDigest?: boolean;
  twoFactorEnabled?: boolean;
  /** Where the user stands on the second factor their role may require (shared/src/two-factor.ts). */
  twoFactor?: TwoFactorStanding;
}

export interface InviteStats {
  ok: boolean;
  own_sent: number;
  my_leadgens_sent: number;
  total_sent: number;
}

/**
 * What an invitee may read about their own invitation: only what the page shows. No internal id, no
 * token echo, no inviter email, no status history. Once the invitation is answered the invitee's own
 * details are no longer returned (a forwarded or leaked link then reveals nothing about them).
 */
export interface PublicInvitation {
  audience: Audience;
  inviter_name: string;
  expires_at: string;
  /** True once the invitee has answered: the page thanks them instead of asking again. */
  answered: boolean;
  /**
   * Once answered: which answer and when, so a reopened link says what was received. It names only
   * the choice (never the details given with it), which the link's holder made themselves.
   */
  answer?: 'yes' | 'maybe' | 'no';
  answered_at?: string;
  /** Present only while unanswered: the greeting and the read-only pre-fills. */
  recipient_name?: string;
  recipient_first_name?: string;
  recipient_last_name?: string;
  recipient_email?: string;
  /** Only on an investor's invitation: the raise's terms, which the page shows to no one else. */
  raise_terms?: RaiseTerms;
  /**
   * The brand's content in force that the page shows (edited on Edit Content): the membership tiers
   * and the properties in review on a member's invitation, the properties on a land owner's.
   */
  site_content?: PublicSiteContent;
}

export interface SubmitResponseResult {
  ok: boolean;
  message: string;
  status: 'yes' | 'maybe' | 'no';
}

/** POST /api/invitations/{id}/resend: the email went again (or was saved and will be retried). */
export interface ResendResult {
  ok: true;
  message: string;
  emailDelivered: boolean;
  expiresAt: string;
  deliveryError?: string;
}

/** POST /api/me/sign-out: every session of the caller has ended. */
export interface SignOutResult {
  ok: true;
}

export interface ApiErrorBody {
  message: string;
  code?: ErrorCode;
  fieldErrors?: Record<string, string>;
}

/** What became of an invitation's latest email (the outbox status), for the card's resend hint. */
export type EmailDeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'dead' | 'suppressed' | 'bounced' | 'complained';

/** One card of Manage Invitations. */
export interface InvitationCard {
  id: string;
  recipientName: string;
  recipientEmail: string;
  /** Present for admins (every card) and founders (their lead generators' cards). */
  senderName?: string;
  senderId: string;
  audience: Audience;
  pipeline: Pipeline;
  status: InvitationStatus;
  createdAt: string;
  /** The last status change, else the creation. */
  updatedAt: string;
  /** When the status last changed (what the viewer marks as seen). */
  statusUpdatedAt?: string;
  /** The status changed since this viewer last saw it, and not by them. */
  unread: boolean;
  /** SES reported a hard bounce or a complaint for the invitation email. */
  emailIssue?: 'bounced' | 'complained';
  emailDelivery?: EmailDeliveryStatus;
  /** The next step's due date (YYYY-MM-DD), shown on the card with 'overdue' once it has passed. */
  nextStepDueAt?: string;
  // Opens: the invitee's first counted view of their page, and how many there have been
  // (shared/src/invitation-opens.ts says what counts). Absent until the first.
  openedAt?: string;
  viewCount?: number;
  /** Documents sent by quick actions and their counted views ("Pitch deck opened 2 times, last Tue 14:02"). */
  documentViews?: Partial<Record<DocumentKind, DocumentViewSummary>>;
}

export interface InvitationListResponse {
  items: InvitationCard[];
  /** Opaque; present while more items may follow. */
  nextCursor?: string;
}

/** One row of an exported file: its CSV record (line break included) and its invitation's id. */
export interface InvitationExportRow {
  id: string;
  line: string;
}

/**
 * GET /api/invitation-export, a part of 'Export CSV' (shared/src/invitation-export.ts): the file is the first part's header followed by every part's lines, a row
 * whose id an earlier part already held left out (an invitation that moved in the order between parts).
 */
export interface InvitationExportPart {
  fileName: string;
  /** The file's first line, in the first part (the one asked for without a cursor). */
  header?: string;
  rows: InvitationExportRow[];
  /** Present while more rows follow: the cursor of the next part. */
  nextCursor?: string;
}

export interface AuditEntryView {
  from_status: InvitationStatus | null;
  to_status: InvitationStatus;
  at: string;
  note?: string;
  /** 'note': a note added without a status change (from and to are the status it was written in). */
  kind?: 'note';
  /** Staff name, or 'Invitee' for the invitee's own answer. */
  by: string;
}

/** An answer as the details dialog reads it: the stored record with its id and time. */
export interface InvitationResponseView extends ResponseRecord {
  id: string;
  createdAt: string;
}

export interface InvitationDetails extends InvitationCard {
  recipientFirstName: string;
  recipientLastName: string;
  inviterName: string;
  inviterEmail: string;
  personalMessage: string;
  expiresAt: string;
  responseAt?: string;
  responseNotes?: string;
  /** A calendar date (YYYY-MM-DD) staff set for the next step. */
  nextStepDueAt?: string;
  resentAt?: string;
  /** Newest first, at most the latest 50 entries. */
  audit: AuditEntryView[];
  /** The trail has older entries than those in `audit`. */
  auditTruncated?: boolean;
  responses: InvitationResponseView[];
  /** Personal document links sent to this lead, for Details and its Withdraw link. */
  documentLinks?: DocumentLinkView[];
  /** The current status's quick actions (labels) whose document is uploaded: they email it; the others only mark. */
  documentActions?: string[];
}

export interface UnreadCounts {
  manageInvitations: number;
  myLeadgens: number;
  /** Changes whenever an invitation the viewer can see changes status: the list refetches on it. */
  version: number;
}

export interface LeadgenStatsRow {
  leadgen_id: string;
  leadgen_name: string;
  leadgen_email: string;
  status: string;
  invites_sent_total: number;
  invites_sent_30d: number;
  responses_yes: number;
  responses_maybe: number;
  responses_no: number;
  last_invite_at: string | null;
}

export interface LeadgenStatsResponse {
  rows: LeadgenStatsRow[];
  summary: { total_leadgens: number; invites_30d: number; total_yes: number };
  /** Admins only: the active founders they may filter by. */
  founders?: { id: string; name: string }[];
}

export interface EarnedBadgeView {
  id: string;
  name: string;
  description: string;
  icon: BadgeIcon;
  earnedAt: string;
}

export interface MyBadgesResponse {
  badges: EarnedBadgeView[];
  /** Earned but not yet celebrated: the dialog shows the first, once. */
  uncelebrated: EarnedBadgeView[];
}

export interface TeamMember {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  photoUrl?: string;
  bio?: string;
  badges: EarnedBadgeView[];
}

/** GET /api/invitations/{id}/access-log (admins): who opened the invitee's details, newest first. */
export interface InvitationAccessLog {
  /** via 'export': the invitee was in a CSV export by that person, not an opening of the details. */
  entries: { viewerId: string; viewerName: string; viewerRole: string; at: string; via?: 'export' }[];
  /** How long each entry is kept, in days (the stage's access-log retention). */
  retentionDays: number;
}

/** POST /api/invitations/{id}/erase (admins). */
export interface EraseInviteeResult {
  ok: true;
  message: string;
  erasedInvitations: number;
  erasureId: string;
}

// Documents: the Documents page and the personal links of quick actions.
/** One document of the catalogue as the Documents page shows it; `current` absent before the first upload. */
export interface DocumentView {
  kind: DocumentKind;
  title: string;
  /** The quick actions that send it. */
  sentBy: string[];
  current?: { fileName: string; size: number; uploadedAt: string; uploadedByName: string };
  versionCount?: number;
}

/** One uploaded version of a document, as Documents' version list shows it (read-only). */
export interface DocumentVersionView {
  versionId: string;
  fileName: string;
  size: number;
  uploadedAt: string;
  uploadedByName: string;
  /** The version sends link to and links open (the newest). */
  current: boolean;
}

/** GET /api/admin/documents/{kind}/versions: the newest versions first, at most DOCUMENT_VERSIONS_SHOWN. */
export interface DocumentVersionsResponse {
  versions: DocumentVersionView[];
  /** How many versions exist (the list may hold fewer). */
  versionCount: number;
}

/** A brand photo checked and its sizes made: the record the editor puts in the content (its alt text is the admin's). */
export interface SavedSitePhoto {
  photo: { id: string; width: number; height: number; widths: number[] };
}

/** A page's hero photo saved or removed: which page, when, and whether it now shows the default. */
export interface HeroPhotoResult {
  page: HeroPage;
  savedAt: string;
  usesDefault: boolean;
}

export interface DocumentUploadTicket {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

/** A personal link as Details shows it (never the link itself: only its recipient has that). */
export interface DocumentLinkView {
  kind: DocumentKind;
  title: string;
  sentAt: string;
  expiresAt: string;
  revokedAt?: string;
  viewCount: number;
  lastViewedAt?: string;
}

/** POST /api/public/documents/open: where the document is, for a minute. */
export interface OpenedDocument {
  url: string;
  fileName: string;
}
