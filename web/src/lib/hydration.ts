/**
 * Whether React is hydrating a prerendered page right now. main.tsx sets it before hydrateRoot and
 * the app clears it once the first commit is done, so a component can tell "the server's HTML for me
 * is already on screen" from "I am being mounted by the browser".
 */
let hydratingPrerenderedPage = false;

export const beginHydration = (): void => {
  hydratingPrerenderedPage = true;
};

export const endHydration = (): void => {
  hydratingPrerenderedPage = false;
};

export const isHydratingPrerenderedPage = (): boolean => hydratingPrerenderedPage;
