/**
 * Manage Invitations: a page of 10 cards for the viewer's filters. The filters become index
 * partitions (see docs/data-model.md, "Manage Invitations: filters as keys"):
 * - scope: every invitation (admins), one or more senders, or the viewer's team;
 * - then the one filter a key covers: search (a term prefix), else status, else audience/pipeline;
 * - what no key covers is tested on the projected attributes (audience on status and search pages)
 *   or on the loaded items (status on a search page), within the request's read budget.
 */
import { INVITATION_PAGE_SIZE } from '@safe-haven/shared/constants';
import { PIPELINE_BY_AUDIENCE, AUDIENCES, type Audience } from '@safe-haven/shared/audiences';
import type { InvitationListResponse } from '@safe-haven/shared/api-types';
import { reachableStatuses, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { isFirstMatchingTerm, searchKey } from '@safe-haven/shared/search-terms';
import type { ListSort } from '@safe-haven/shared/list-sort';
import { dueKeyRange, type FollowUpView } from '@safe-haven/shared/follow-up';
import type { InvitationListQuery } from '@safe-haven/shared/validation/manage-invitations';
import { invitationsByIds, type Invitation } from '../data/invitation';
import { orderScopeValue, statusScopeValue } from '../data/list-order';
import { ReadBudget, readPage, type IndexItem, type PartitionSource, type ReadStats } from '../data/index-pages';
import { profilesByIds } from '../data/profile';
import { ALL_INVITATIONS, LIST_ALL_ATTRIBUTE } from '@safe-haven/shared/table-definition';
import { hasTeam } from '@safe-haven/shared/roles';
import { canSeeSender, visibleScopes, type Scope, type Viewer } from './invitation-access';
import { toInvitationCard } from './invitation-views';
import { narrowSearchMatches, sortedMatchesPage } from './sorted-search';

export type { Scope } from './invitation-access';

const AUDIENCE_BY_PIPELINE = Object.fromEntries(AUDIENCES.map((audience) => [PIPELINE_BY_AUDIENCE[audience], audience])) as Record<string, Audience>;

/** The senders a viewer may name in the sender filter, and the scopes they stand for. */
const resolveScopes = async (viewer: Viewer, query: Pick<InvitationListQuery, 'sender' | 'team'>): Promise<Scope[]> => {
  const team = query.team && hasTeam(viewer.role);
  if (query.sender && query.sender.length > 0) {
    const others = query.sender.filter((id) => id !== viewer.id);
    // Whom each named sender was added by decides whether the viewer may see them.
    const addedBy = new Map((others.length ? await profilesByIds(others) : []).map((profile) => [profile.id, profile.addedById]));
    const allowed = query.sender.filter((id) =>
      team ? addedBy.get(id) === viewer.id : canSeeSender(viewer, { id, addedById: addedBy.get(id) }),
    );
    return allowed.map((id) => ({ kind: 'sender', id }));
  }
  if (query.team) return hasTeam(viewer.role) ? [{ kind: 'team', id: viewer.id }] : [];
  return visibleScopes(viewer);
};

const scopePartition = (scope: Scope): { family: 'all' | 'sender' | 'team'; value: Record<string, string> } => {
  switch (scope.kind) {
    case 'all':
      return { family: 'all', value: { [LIST_ALL_ATTRIBUTE]: ALL_INVITATIONS } };
    case 'sender':
      return { family: 'sender', value: { senderId: scope.id } };
    case 'team':
      return { family: 'team', value: { senderAddedById: scope.id } };
  }
};

const SEARCH_SCOPE_ATTRIBUTE = { all: 'searchAll', sender: 'searchSender', team: 'searchTeam' } as const;
const SEARCH_INDEX = { all: 'searchAll', sender: 'searchSender', team: 'searchTeam' } as const;

export interface ListPlan {
  sources: PartitionSource[];
  matchesIndexItem?: (item: IndexItem) => boolean;
  matchesLoaded?: (invitation: Invitation) => boolean;
  /** Filters that exclude each other (audience member with pipeline investor): nothing to read. */
  empty: boolean;
}

const ORDER_INDEX: Record<ListSort, { indexName: string; order: 'newest' | 'ascending' }> = {
  updated: { indexName: 'orderByUpdated', order: 'newest' },
  due: { indexName: 'orderByDue', order: 'ascending' },
  name: { indexName: 'orderByName', order: 'ascending' },
};

const orderScopeOf = (scope: Scope): string =>
  scope.kind === 'all' ? orderScopeValue('ALL') : orderScopeValue(scope.kind === 'sender' ? 'SENDER' : 'TEAM', scope.id);

/**
 * A sorted list reads the scope's list-order entries in the chosen order, a status filter those of
 * the scope's status partition (a key); audience or pipeline and a broad search are tests on the
 * entry itself, so no invitation is loaded to be dropped. A rare filter reads more entries, within
 * the request's read budget.
 */
const planSorted = (
  scopes: readonly Scope[],
  sort: ListSort,
  filters: { audience?: Audience; status?: string; prefix: string; due?: { view: FollowUpView; today: string } },
): ListPlan => {
  // A follow-up view is a key range of the due-date order, whatever order the list was in.
  const { indexName, order } = ORDER_INDEX[filters.due ? 'due' : sort];
  const range = filters.due ? dueKeyRange(filters.due.view, filters.due.today) : undefined;
  const tests: ((item: IndexItem) => boolean)[] = [
    ...(filters.audience ? [(item: IndexItem) => item.audience === filters.audience] : []),
    ...(filters.prefix ? [(item: IndexItem) => ((item.terms as string[] | undefined) ?? []).some((term) => term.startsWith(filters.prefix))] : []),
  ];
  return {
    sources: scopes.map((scope) => ({
      indexName,
      partition: { orderScope: filters.status ? statusScopeValue(orderScopeOf(scope), filters.status) : orderScopeOf(scope) },
      order,
      ...(range ? { range } : {}),
    })),
    ...(tests.length ? { matchesIndexItem: (item: IndexItem) => tests.every((test) => test(item)) } : {}),
    empty: false,
  };
};

/**
 * The one audience the filters name (audience, or the pipeline's), or 'none' when they exclude each
 * other: audience member with pipeline investor, or a status no invitation of that audience can
 * reach (investor_deck_sent among members). Such a list is empty by construction: nothing is read.
 */
const audienceOf = (query: Pick<InvitationListQuery, 'audience' | 'pipeline' | 'status'>): Audience | undefined | 'none' => {
  const pipelineAudience = query.pipeline ? AUDIENCE_BY_PIPELINE[query.pipeline] : undefined;
  if (query.audience && pipelineAudience && query.audience !== pipelineAudience) return 'none';
  const audience = query.audience ?? pipelineAudience;
  if (audience && query.status && !reachableStatuses(PIPELINE_BY_AUDIENCE[audience]).has(query.status as InvitationStatus)) return 'none';
  return audience;
};

/** Turns the filters into partitions to read and the tests no key covers. */
export const planListing = (
  scopes: readonly Scope[],
  query: Pick<InvitationListQuery, 'search' | 'audience' | 'pipeline' | 'status' | 'sort' | 'due' | 'today'>,
): ListPlan => {
  const audience = audienceOf(query);
  if (audience === 'none') return { sources: [], empty: true };
  const prefix = query.search ? searchKey(query.search) : '';
  const due = query.due ? { view: query.due, today: query.today ?? new Date().toISOString().slice(0, 10) } : undefined;
  if (query.sort || due) return planSorted(scopes, query.sort ?? 'due', { audience, status: query.status, prefix, due });

  if (prefix) {
    return {
      sources: scopes.map((scope) => {
        const { family, value } = scopePartition(scope);
        return { indexName: SEARCH_INDEX[family], partition: { [SEARCH_SCOPE_ATTRIBUTE[family]]: Object.values(value)[0]! }, order: 'prefix', prefix };
      }),
      // Each invitation once (under its first matching term), and of the chosen audience.
      matchesIndexItem: (item) =>
        isFirstMatchingTerm(String(item.term), (item.terms as string[] | undefined) ?? [], prefix) && (!audience || item.audience === audience),
      ...(query.status ? { matchesLoaded: (invitation: Invitation) => invitation.status === query.status } : {}),
      empty: false,
    };
  }
  if (query.status) {
    return {
      sources: scopes.map((scope) => {
        const { family, value } = scopePartition(scope);
        return { indexName: `${family}ByStatus`, partition: { ...value, status: query.status! }, order: 'newest' };
      }),
      ...(audience ? { matchesIndexItem: (item: IndexItem) => item.audience === audience } : {}),
      empty: false,
    };
  }
  return {
    sources: scopes.map((scope) => {
      const { family, value } = scopePartition(scope);
      return audience
        ? { indexName: `${family}ByAudience`, partition: { ...value, audience }, order: 'newest' }
        : { indexName: `${family}ByCreated`, partition: value, order: 'newest' };
    }),
    empty: false,
  };
};

const loadInvitations = async (ids: string[], budget: ReadBudget): Promise<Invitation[]> => {
  const invitations = await invitationsByIds(ids, (readUnits) => budget.record({ batchGets: 1, readUnits }));
  budget.record({ itemsRead: invitations.length });
  return invitations;
};

/**
 * A search in a sorted list that few invitations match: found by the search index, sorted here
 * (sorted-search.ts). Undefined when the search is broad, or the filters exclude each other.
 */
const narrowSortedSearch = async (
  scopes: readonly Scope[],
  query: InvitationListQuery,
  pageSize: number,
  narrowLimit: number | undefined,
): Promise<InvitationItemsPage | undefined> => {
  const prefix = query.search ? searchKey(query.search) : '';
  // A follow-up view reads its key range of the due order; a search within it tests the terms there.
  if (!query.sort || !prefix || scopes.length === 0 || query.due) return undefined;
  const audience = audienceOf(query);
  if (audience === 'none') return undefined;
  const budget = new ReadBudget();
  const partitions = scopes.map(orderScopeOf);
  const matches = await narrowSearchMatches(partitions, prefix, audience, budget, narrowLimit);
  if (matches === 'broad') return undefined;
  const page = sortedMatchesPage(matches, {
    sort: query.sort, status: query.status, cursor: query.cursor, pageSize,
    fingerprint: JSON.stringify({ partitions, prefix, audience, status: query.status, sort: query.sort }),
  });
  const invitations = await loadInvitations(page.ids, budget);
  return { items: invitations, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}), stats: budget.stats };
};

/**
 * What a page of a sorted list (every list the app shows) may read, its cards included: a
 * combination whose matches are rare in a large scope returns fewer cards with a cursor rather
 * than reading more (Load More carries on).
 */
export const SORTED_PAGE_READ_UNITS = 10;
/** An invitation item is under 4 KB (docs/data-model.md, "A bounded invitation item"): 0.5 unit a card. */
const CARD_READ_UNITS = 0.5;

/** A page of the list as invitation items (the cards' source, and the export's). */
export interface InvitationItemsPage {
  items: Invitation[];
  nextCursor?: string;
  stats: ReadStats;
}

/**
 * A page of the invitations the viewer sees under the filters, in the chosen order: what Manage
 * Invitations shows as cards and 'Export CSV' reads page after page.
 */
export const listInvitationItems = async (
  viewer: Viewer,
  query: InvitationListQuery,
  /** narrowSearchLimit: tests move the line between a narrow and a broad search. */
  options: { pageSize?: number; readBudgetUnits?: number; narrowSearchLimit?: number } = {},
): Promise<InvitationItemsPage> => {
  const scopes = await resolveScopes(viewer, query);
  const narrow = await narrowSortedSearch(scopes, query, options.pageSize ?? INVITATION_PAGE_SIZE, options.narrowSearchLimit);
  if (narrow) return narrow;
  const plan = planListing(scopes, query);
  return readPage<Invitation>({
    sources: plan.empty ? [] : plan.sources,
    cursor: query.cursor,
    pageSize: options.pageSize ?? INVITATION_PAGE_SIZE,
    matchesIndexItem: plan.matchesIndexItem,
    matchesLoaded: plan.matchesLoaded,
    idOf: (item) => String(item.id ?? item.invitationId),
    load: loadInvitations,
    idOfLoaded: (invitation) => invitation.id,
    // The app always asks for an order: its pages are held to SORTED_PAGE_READ_UNITS, cards included.
    readBudgetUnits: options.readBudgetUnits ?? (query.sort || query.due ? SORTED_PAGE_READ_UNITS : undefined),
    ...(query.sort || query.due ? { loadUnitsPerResult: CARD_READ_UNITS } : {}),
  });
};

export const listInvitations = async (
  viewer: Viewer,
  query: InvitationListQuery,
  options: { pageSize?: number; readBudgetUnits?: number; narrowSearchLimit?: number } = {},
): Promise<InvitationListResponse & { stats: ReadStats }> => {
  const page = await listInvitationItems(viewer, query, options);
  return {
    items: page.items.map((invitation) => toInvitationCard(invitation, viewer)),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    stats: page.stats,
  };
};
