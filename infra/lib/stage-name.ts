/** Production stages: `prod`, or `prod-<something>` for a second region or brand. */
export const isProductionStage = (stage: string): boolean => /^prod(-|$)/.test(stage);
