/**
 * What Manage Invitations' list says when it is empty, and the follow-up views' words, in a module of
 * their own: only the list reads them (the sidebar's overdue count reads follow-up.ts, which every
 * dashboard page loads).
 */
import type { FollowUpView } from './follow-up';

export const INVITATION_LIST_MESSAGES = {
  noMatch: { title: 'No invitations match these filters', description: 'Try another search or Clear Filters.' },
  noInvitations: { title: 'No invitations yet', description: 'Invitations you send from the dashboard appear here.' },
  /** A follow-up view with nothing in it (and no other filter set). */
  emptyView: {
    overdue: { title: 'Nothing overdue', description: 'You are caught up.' },
    week: { title: 'Nothing due this week', description: 'No next step falls due today or in the next six days.' },
  } satisfies Record<FollowUpView, { title: string; description: string }>,
  /** Beside the disabled Sort by while a view is shown. */
  dueOrder: 'Sort by is off: this view is in due-date order, soonest first.',
  /** The phone's button that shows the audience, pipeline, status and order selects; counts those in use. */
  filtersButton: (inUse: number) => (inUse > 0 ? `Filters (${inUse})` : 'Filters'),
} as const;
