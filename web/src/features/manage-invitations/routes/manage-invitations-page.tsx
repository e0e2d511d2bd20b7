/**
 * /dashboard/admin/manage-invitations: every invitation the viewer can see, filtered and searched,
 * 10 at a time. The list refetches without a reload when the unread poll reports a change, after
 * the viewer's own changes and on focus; the cards shown are marked seen.
 */
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button, Group, Stack, useBreakpointValue } from '@chakra-ui/react';
import type { InvitationCard } from '@safe-haven/shared/api-types';
import { INVITATION_TOASTS, MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { canDeleteInvitations } from '@safe-haven/shared/roles';
import { INVITATION_EXPORT_MESSAGES as EXPORT } from '@safe-haven/shared/invitation-export';
import { INVITATION_IMPORT_MESSAGES as IMPORT } from '@safe-haven/shared/invitation-import-messages';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { useRefetchOnChange } from '../../../hooks/use-refetch-on-change';
import { useDeleteInvitation, useExportInvitations, useInvitationList, usePrefetchInvitationDetails, useResendInvitation } from '../api/invitations';
import { DeleteInvitationDialog, GoingColdLimitsDialog, ImportInvitationsDialog, InvitationDetailsDialog, usePrefetchDetailsDialog } from '../components/lazy-dialogs';
import { InvitationFilters } from '../components/invitation-filters';
import { InvitationList } from '../components/invitation-list';
import { useStableCallback } from '../../../hooks/use-stable-callback';
import { useInvitationFilters } from '../hooks/use-invitation-filters';
import { useListLayout } from '../hooks/use-list-layout';
import { useListSort } from '../hooks/use-list-sort';
import { useFillShortPages } from '../hooks/use-fill-short-pages';
import { useMarkSeen } from '../hooks/use-mark-seen';
import { hasActiveFilters } from '../utils/filters';
import { FollowUpViews } from '../components/follow-up-views';
import { ManageInvitationsHeading } from '../components/manage-invitations-heading';

/** The route's waiting screen (web/src/app/router.tsx): what this page's HTML is served with. */
export { ManageInvitationsPlaceholder } from '../components/manage-invitations-placeholder';

export const ManageInvitationsPage = () => {
  usePageMeta({ title: 'Manage Invitations | Safe Haven', description: 'Follow and work every invitation you can see.' });
  const profile = useMyProfile();
  const { filters, update, clear, latest: latestFilters } = useInvitationFilters();
  const [sort, setSort] = useListSort(profile.data?.id);
  // Waits for the profile, whose id names the remembered order, so the first page is in that order.
  const list = useInvitationList(filters, sort, !!profile.data);
  useFillShortPages(list);
  const resend = useResendInvitation();
  const remove = useDeleteInvitation();
  const exportCsv = useExportInvitations();
  const [importing, setImporting] = useState(false);
  const [editingLimits, setEditingLimits] = useState(false);
  const editLimitsButton = useRef<HTMLButtonElement>(null);
  // Rows joined so far: a large export takes a part a second or so, and says how far it is.
  const [exportedRows, setExportedRows] = useState(0);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<InvitationCard | null>(null);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [layout, setLayout] = useListLayout();
  // Rows are for wide screens; a phone always gets the cards, whatever was chosen on a desktop.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;

  // Someone answered, moved, sent or deleted an invitation this viewer can see: show it without a reload.
  useRefetchOnChange(list.refetch);

  const cards = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  useMarkSeen(cards);
  // A page of cards arriving (or a filter's answer) re-renders this page at once; the cards follow
  // as a deferred render, sliced, so the answer never holds the main thread for the whole list.
  const shownCards = useDeferredValue(cards);
  const listPending = useDeferredValue(list.isPending);
  const listError = useDeferredValue(list.error);
  const hasMore = useDeferredValue(!!list.hasNextPage);
  const onRetry = useStableCallback(() => void list.refetch());
  const onLoadMore = useStableCallback(() => void list.fetchNextPage());
  usePrefetchDetailsDialog();

  // Stable handlers: the memoised cards of a long list do not re-render when one of them opens Details.
  const prefetchDetails = usePrefetchInvitationDetails();
  const onDetails = useStableCallback((card: InvitationCard) => {
    prefetchDetails(card.id);
    setDetailsId(card.id);
  });
  const onResend = useStableCallback((card: InvitationCard) => {
    setResendingId(card.id);
    resend.mutate(card.id, {
      onSuccess: (result) =>
        result.emailDelivered
          ? toaster.create({ type: 'success', title: M.resent, description: `The link went to ${card.recipientEmail} again and is valid for 30 more days.` })
          : toaster.create({ type: 'error', title: M.resendFailed, description: result.deliveryError ?? 'The email could not be delivered; it will be retried.' }),
      // Past the daily cap (429) the server's message names the cap and what to do.
      onError: (error) => {
        const capped = error instanceof ApiError && error.status === 429;
        toaster.create({ type: 'error', title: capped ? INVITATION_TOASTS.dailyCapReached : M.resendFailed, description: error.message });
      },
      onSettled: () => setResendingId(null),
    });
  });

  if (profile.isPending || !profile.data) return <FullPageLoading label="Loading invitations..." />;
  const { role } = profile.data;

  const onExport = () => {
    setExportedRows(0);
    exportCsv.mutate(
      { filters: latestFilters(), sort, onProgress: setExportedRows },
      {
        onSuccess: (file) => toaster.create({ type: 'success', title: EXPORT.exported(file.rows) }),
        onError: (error) => toaster.create({ type: 'error', title: EXPORT.failed, description: error.message }),
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    const card = deleting;
    remove.mutate(card.id, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: M.deleted, description: `${card.recipientName} can be invited again.` });
        setDeleting(null);
      },
      onError: (error) => toaster.create({ type: 'error', title: M.deleteFailed, description: error.message }),
    });
  };

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <ManageInvitationsHeading
        actions={
          <>
            <FollowUpViews view={filters.due} onChange={(due) => update({ due })} />
            <Button
              size="sm" variant="outline" colorPalette="brand" onClick={onExport}
              loading={exportCsv.isPending} loadingText={exportedRows > 0 ? EXPORT.exportingRows(exportedRows) : EXPORT.exporting}
              // Wide enough for the longest count from the start, digits of one width: the header does not shift as it counts.
              minW={exportCsv.isPending ? '14.5rem' : undefined} fontVariantNumeric="tabular-nums"
            >
              {EXPORT.button}
            </Button>
            {/* Admins and founders import; the server checks the role again. */}
            {role !== 'leadgen' && (
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setImporting(true)}>{IMPORT.button}</Button>
            )}
            {/* Admins set the going-cold limits; the server checks the role again. */}
            {role === 'admin' && (
              <Button ref={editLimitsButton} size="sm" variant="outline" colorPalette="brand" aria-haspopup="dialog" onClick={() => setEditingLimits(true)}>Edit Limits</Button>
            )}
            {wide && (
              <Group attached role="group" aria-label="Show invitations as">
                {(['cards', 'rows'] as const).map((option) => (
                  <Button
                    key={option} size="sm" variant={layout === option ? 'solid' : 'outline'} colorPalette="brand"
                    aria-pressed={layout === option} onClick={() => setLayout(option)}
                  >
                    {option === 'cards' ? 'Cards' : 'Rows'}
                  </Button>
                ))}
              </Group>
            )}
          </>
        }
      />
      <InvitationFilters filters={filters} sort={sort} onSortChange={setSort} showTeamToggle={role !== 'leadgen'} onChange={update} onClear={clear} />
      <InvitationList
        cards={shownCards}
        rows={wide && layout === 'rows'}
        loading={listPending}
        error={listError}
        filtered={hasActiveFilters(filters)}
        view={filters.due}
        hasMore={hasMore}
        loadingMore={list.isFetchingNextPage}
        canDelete={canDeleteInvitations(role)}
        resendingId={resendingId}
        onRetry={onRetry}
        onLoadMore={onLoadMore}
        onDetails={onDetails}
        onResend={onResend}
        onDelete={setDeleting}
      />
      <InvitationDetailsDialog invitationId={detailsId} onClose={() => setDetailsId(null)} />
      <ImportInvitationsDialog open={importing} onClose={() => setImporting(false)} />
      {role === 'admin' && <GoingColdLimitsDialog open={editingLimits} onClose={() => setEditingLimits(false)} finalFocusEl={() => editLimitsButton.current} />}
      <DeleteInvitationDialog card={deleting} deleting={remove.isPending} onConfirm={onConfirmDelete} onCancel={() => setDeleting(null)} />
    </Stack>
  );
};
