/**
 * What the Funnel page says, in a module of its own so the pages that read messages.ts
 * do not carry it.
 */
export const FUNNEL_MESSAGES = {
  loadFailed: 'Failed to load the funnel figures',
  emptyTitle: 'No invitations counted yet',
  emptyDescription: 'Once invitations are sent, each stage they reach is counted here.',
  emptySlice: 'Nothing counted for this audience here yet.',
  noStays: 'No invitation has left any status yet, so there is no time to show.',
} as const;
