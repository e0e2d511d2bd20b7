/**
 * The details dialog: the invitation, its long texts, the invitee's answer and the newest entries of
 * the audit trail, if the viewer may see it. Two Queries in parallel: the invitation's own items, and
 * the trail newest first (at most AUDIT_PAGE_SIZE entries).
 */
import type { DocumentLinkView, InvitationDetails } from '@safe-haven/shared/api-types';
import { DOCUMENT_CATALOGUE, documentKindForAction, MEETING_ACTION } from '@safe-haven/shared/documents';
import { QUICK_ACTIONS } from '@safe-haven/shared/invitation-status';
import { documentOf } from '../data/brand-document';
import type { Invitation } from '../data/invitation';
import type { DocumentLink } from '../data/document-link';
import { auditTrailOf } from '../data/invitation-audit';
import { invitationWithResponses } from '../data/invitation-response';
import { canSee, invitationNotFound, type Viewer } from './invitation-access';
import { toInvitationDetails } from './invitation-views';

/** A personal document link as Details shows it: never its token. */
const linkView = (link: DocumentLink): DocumentLinkView => ({
  kind: link.kind,
  title: DOCUMENT_CATALOGUE[link.kind].title,
  sentAt: link.createdAt,
  expiresAt: link.expiresAt,
  ...(link.revokedAt ? { revokedAt: link.revokedAt } : {}),
  viewCount: link.viewCount ?? 0,
  ...(link.lastViewedAt ? { lastViewedAt: link.lastViewedAt } : {}),
});

/** The status's quick actions that email a document: those whose document is uploaded (a GetItem each, usually one). */
const documentActionsOf = async (invitation: Invitation, viewer: Viewer & { meetingLink?: string }): Promise<string[]> => {
  const quick = QUICK_ACTIONS[invitation.pipeline][invitation.status] ?? [];
  // Invite to Zoom emails the viewer's own meeting link (Edit Profile), when they saved one.
  const meeting = viewer.meetingLink && quick.some((action) => action.label === MEETING_ACTION) ? [MEETING_ACTION] : [];
  const actions = quick.flatMap((action) => {
    const kind = documentKindForAction(invitation.pipeline, action.label);
    return kind ? [{ label: action.label, kind }] : [];
  });
  const uploaded = await Promise.all(actions.map(async ({ label, kind }) => ((await documentOf(kind)) ? label : undefined)));
  return [...meeting, ...uploaded.filter((label): label is string => label !== undefined)];
};

export const invitationDetails = async (viewer: Viewer & { meetingLink?: string }, id: string): Promise<InvitationDetails> => {
  const [{ invitation, detail, responses, documentLinks: links }, trail] = await Promise.all([invitationWithResponses(id), auditTrailOf(id)]);
  if (!invitation || !canSee(viewer, invitation)) throw invitationNotFound();
  const details = toInvitationDetails({ invitation, detail, trail, responses }, viewer);
  const documentActions = await documentActionsOf(invitation, viewer);
  return {
    ...details,
    ...(links.length > 0 ? { documentLinks: links.map(linkView) } : {}),
    ...(documentActions.length > 0 ? { documentActions } : {}),
  };
};
