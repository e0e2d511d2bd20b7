/**
 * What the 'Going cold limits' dialog says (admins), in a module of its own: going-cold.ts is read by
 * every card, so the dialog's words would otherwise load on every dashboard page.
 */
export const GOING_COLD_DIALOG_MESSAGES = {
  title: 'Going cold limits',
  intro: "A lead whose status has not changed for longer than its status's limit is marked 'Going cold'.",
  emptyMeansNever: 'Days in each status. Leave a box empty and that status never goes cold.',
  lastChangedBy: (name: string) => `Last changed by ${name}.`,
  defaultsApply: 'The defaults apply.',
  loadFailed: 'The limits could not be loaded',
} as const;
