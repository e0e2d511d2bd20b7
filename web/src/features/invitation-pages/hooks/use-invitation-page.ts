/**
 * What a public invitation page shows: the token, a staff preview, the invitation itself, the
 * audience the link was made for, and a load failure. The page's content does not wait for any of
 * it: until the link is checked (and in the prerendered HTML, which has no token) the page renders
 * with `validating` set, personal details as placeholders of the same size and answering on hold.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { PublicInvitation, RaiseTerms } from '@safe-haven/shared/api-types';
import type { PublicSiteContent } from '@safe-haven/shared/content/site-content';
import { INVITATION_PATHS, type Audience } from '@safe-haven/shared/audiences';
import { withLinkToken } from '@safe-haven/shared/link-token';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { isInvitationTokenFormat } from '@safe-haven/shared/validation/invitation-token';
import { toaster } from '../../../components/ui/toaster';
import { useHydrated } from '../../../hooks/use-hydrated';
import { currentLinkToken } from '../../../lib/link-token';
import { currentSearch, currentSearchParams, goTo } from '../../../lib/page-location';
import { isInvalidInvitationError, useInvitation } from '../api/get-public-invitation';
import { previewInvitation, useAdminPreview } from './use-admin-preview';

/** What a page renders once the gate is open. */
export interface InvitationContext {
  audience: Audience;
  /** The link's token; undefined in a preview, which never submits. */
  token: string | undefined;
  /** Undefined when the details could not be loaded: the page still shows, without pre-filled names. */
  invitation: PublicInvitation | undefined;
  preview: boolean;
  loadFailed: boolean;
  retry: () => void;
  retrying: boolean;
  /** The link is being checked (always so in the prerendered HTML): no names yet, no answers yet. */
  validating: boolean;
  /** The raise's terms: only with an investor's invitation (the server sends them to no other audience). */
  raiseTerms: RaiseTerms | undefined;
  /** The tiers and properties in review a member's or land owner's page shows (with the invitation's read). */
  siteContent: PublicSiteContent | undefined;
}

export type InvitationPageState =
  | { kind: 'invalid' }
  | { kind: 'preview-denied' }
  | { kind: 'page'; context: InvitationContext };

const validatingContext = (audience: Audience): InvitationContext => ({
  audience, token: undefined, invitation: undefined, preview: false,
  loadFailed: false, retry: () => undefined, retrying: false, validating: true, raiseTerms: undefined, siteContent: undefined,
});

export const useInvitationPage = (audience: Audience, loadErrorMessage: string): InvitationPageState => {
  const hydrated = useHydrated();
  const params = currentSearchParams();
  const wantsPreview = params.get('admin_preview') === 'true';
  // From the link's fragment, never the query string (see lib/link-token.ts).
  const rawToken = currentLinkToken() ?? '';
  // A malformed token cannot be valid: say so without asking the server.
  const token = isInvitationTokenFormat(rawToken) ? rawToken : undefined;

  const preview = useAdminPreview(hydrated && wantsPreview);
  const query = useInvitation(hydrated && !wantsPreview ? token : undefined);
  const loadFailed = query.isError && !isInvalidInvitationError(query.error);
  const wrongAudience = query.data && query.data.audience !== audience ? query.data.audience : undefined;

  const staff = preview.status === 'allowed' ? preview.staff : undefined;
  const previewData = useMemo(() => (staff ? previewInvitation(audience, staff) : undefined), [audience, staff]);

  // One toast per failed load (a retry that fails again says so again), not one per effect run.
  const toastedFailureAt = useRef(0);
  useEffect(() => {
    if (!loadFailed || toastedFailureAt.current === query.errorUpdatedAt) return;
    toastedFailureAt.current = query.errorUpdatedAt;
    // Outside React's commit: the toaster flushes synchronously, which React refuses inside an effect.
    queueMicrotask(() =>
      toaster.create({ type: 'error', title: INVITEE_MESSAGES.loadErrorTitle, description: loadErrorMessage }),
    );
  }, [loadFailed, query.errorUpdatedAt, loadErrorMessage]);

  useEffect(() => {
    // The link was made for another audience's page: take the invitee there, keeping the query
    // string and carrying the token in the fragment, as an emailed link does.
    if (wrongAudience && token) goTo(withLinkToken(`${INVITATION_PATHS[wrongAudience]}${currentSearch()}`, token), { replace: true });
  }, [wrongAudience, token]);

  if (!hydrated) return { kind: 'page', context: validatingContext(audience) };
  if (wantsPreview) {
    if (preview.status === 'checking') return { kind: 'page', context: validatingContext(audience) };
    if (!previewData) return { kind: 'preview-denied' };
    return {
      kind: 'page',
      context: {
        audience, token: undefined, invitation: previewData, preview: true,
        loadFailed: false, retry: () => undefined, retrying: false, validating: false, raiseTerms: undefined, siteContent: undefined,
      },
    };
  }
  if (!token) return { kind: 'invalid' };
  if (query.isPending || wrongAudience) return { kind: 'page', context: validatingContext(audience) };
  if (query.isError && !loadFailed) return { kind: 'invalid' };
  return {
    kind: 'page',
    context: {
      audience, token, invitation: query.data, preview: false, loadFailed,
      retry: () => void query.refetch(), retrying: query.isFetching, validating: false, raiseTerms: query.data?.raise_terms,
      siteContent: query.data?.site_content,
    },
  };
};
