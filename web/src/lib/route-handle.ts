/**
 * What a route may tell the pages around it, in its `handle`: the session guard shows a page's
 * waiting screen, when it has one, while it waits for the person (a placeholder page's, which its
 * HTML is also served with: PLACEHOLDER_PAGES in shared/src/site-pages.ts), and its centred spinner
 * otherwise.
 */
import type { ComponentType } from 'react';

export interface RouteHandle {
  waitingScreen?: ComponentType;
}

/** The innermost waiting screen among the matched routes' handles. */
export const waitingScreenOf = (matches: readonly { handle: unknown }[]): ComponentType | undefined =>
  matches.map((match) => (match.handle as RouteHandle | undefined)?.waitingScreen).findLast((screen) => screen !== undefined);
