/**
 * The list's filters live in the URL (so 'View Invites' links, reloads and the back button keep them):
 * search, audience, pipeline, status, sender (one id or a comma list) and team ('Filter My LeadGens').
 */
import { AUDIENCES, PIPELINES, type Audience, type Pipeline } from '@safe-haven/shared/audiences';
import { INVITATION_STATUSES, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { FOLLOW_UP_VIEWS, type FollowUpView } from '@safe-haven/shared/follow-up';

export interface InvitationFilters {
  search: string;
  audience?: Audience;
  pipeline?: Pipeline;
  status?: InvitationStatus;
  sender: string[];
  team: boolean;
  /** A follow-up view (Overdue, Due this week): a range of the due-date order, not a filter over the list. */
  due?: FollowUpView;
}

export const EMPTY_FILTERS: InvitationFilters = { search: '', sender: [], team: false };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export const filtersFromParams = (params: URLSearchParams): InvitationFilters => ({
  search: params.get('search') ?? '',
  audience: oneOf(AUDIENCES, params.get('audience')),
  pipeline: oneOf(PIPELINES, params.get('pipeline')),
  status: oneOf(INVITATION_STATUSES, params.get('status')),
  sender: (params.get('sender') ?? '').split(',').map((id) => id.trim()).filter(Boolean),
  team: params.get('team') === 'true',
  due: oneOf(FOLLOW_UP_VIEWS, params.get('due')),
});

/** The same filters as URL parameters, empty ones left out (also the API's query string). */
export const filtersToParams = (filters: InvitationFilters): URLSearchParams => {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.audience) params.set('audience', filters.audience);
  if (filters.pipeline) params.set('pipeline', filters.pipeline);
  if (filters.status) params.set('status', filters.status);
  if (filters.sender.length > 0) params.set('sender', filters.sender.join(','));
  if (filters.team) params.set('team', 'true');
  if (filters.due) params.set('due', filters.due);
  return params;
};

/** Whether a filter is set: a follow-up view is not one (it has its own buttons; Clear Filters keeps it). */
export const hasActiveFilters = (filters: InvitationFilters): boolean => filtersToParams({ ...filters, due: undefined }).toString() !== '';
