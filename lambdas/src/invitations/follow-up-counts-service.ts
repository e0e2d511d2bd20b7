/**
 * The sidebar's follow-up counts: how many leads the viewer may see are overdue and due
 * this week, each a COUNT Query of the due-date order per visible scope (an admin's one partition;
 * a founder's own and team's, which never overlap; a lead generator's own), capped so a count reads
 * at most FOLLOW_UP_COUNT_CAP + 1 entries.
 *
 * A query rather than a counter the stream keeps: a lead becomes overdue when midnight passes where
 * the viewer is, with no write to the table, so a counter would need a job per time zone every night
 * to move leads from 'due' to 'overdue', for every viewer of each (docs/data-model.md, "Follow-up views").
 */
import { dueKeyRange, FOLLOW_UP_COUNT_CAP, FOLLOW_UP_VIEWS, type FollowUpCounts, type FollowUpView } from '@safe-haven/shared/follow-up';
import { countDueEntries, orderScopeValue } from '../data/list-order';
import { visibleScopes, type Scope, type Viewer } from './invitation-access';

const orderScopeOf = (scope: Scope): string =>
  scope.kind === 'all' ? orderScopeValue('ALL') : orderScopeValue(scope.kind === 'sender' ? 'SENDER' : 'TEAM', scope.id);

export const followUpCounts = async (viewer: Viewer, today: string): Promise<FollowUpCounts & { readUnits: number }> => {
  const scopes = visibleScopes(viewer).map(orderScopeOf);
  const limit = FOLLOW_UP_COUNT_CAP + 1;
  const count = async (view: FollowUpView) => {
    const results = await Promise.all(scopes.map((scope) => countDueEntries(scope, dueKeyRange(view, today), limit)));
    return {
      count: Math.min(limit, results.reduce((sum, result) => sum + result.count, 0)),
      readUnits: results.reduce((sum, result) => sum + result.readUnits, 0),
    };
  };
  const [overdue, dueThisWeek] = await Promise.all(FOLLOW_UP_VIEWS.map(count));
  return { overdue: overdue!.count, dueThisWeek: dueThisWeek!.count, readUnits: overdue!.readUnits + dueThisWeek!.readUnits };
};
