/**
 * Everything a public invitation page must settle before it shows content: the token, a staff
 * preview, the invitation itself, the audience the link was made for, and a load failure.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PublicInvitation } from '@safe-haven/shared/api-types';
import { INVITATION_PATHS, type Audience } from '@safe-haven/shared/audiences';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';
import { isInvitationTokenFormat } from '@safe-haven/shared/validation/invitation-token';
import { toaster } from '../../../components/ui/toaster';
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
}

export type InvitationPageState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'preview-denied' }
  | { kind: 'ready'; context: InvitationContext };

export const useInvitationPage = (audience: Audience, loadErrorMessage: string): InvitationPageState => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const wantsPreview = params.get('admin_preview') === 'true';
  const rawToken = params.get('token')?.trim() ?? '';
  // A malformed token cannot be valid: say so without asking the server.
  const token = isInvitationTokenFormat(rawToken) ? rawToken : undefined;

  const preview = useAdminPreview(wantsPreview);
  const query = useInvitation(wantsPreview ? undefined : token);
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
    // The link was made for another audience's page: take the invitee there, keeping the query string.
    if (wrongAudience) navigate({ pathname: INVITATION_PATHS[wrongAudience], search: location.search }, { replace: true });
  }, [wrongAudience, navigate, location.search]);

  if (wantsPreview) {
    if (preview.status === 'checking') return { kind: 'loading' };
    if (!previewData) return { kind: 'preview-denied' };
    return {
      kind: 'ready',
      context: {
        audience, token: undefined, invitation: previewData,
        preview: true, loadFailed: false, retry: () => undefined, retrying: false,
      },
    };
  }
  if (!token) return { kind: 'invalid' };
  if (query.isPending || wrongAudience) return { kind: 'loading' };
  if (query.isError && !loadFailed) return { kind: 'invalid' };
  return {
    kind: 'ready',
    context: {
      audience, token, invitation: query.data, preview: false, loadFailed,
      retry: () => void query.refetch(), retrying: query.isFetching,
    },
  };
};
