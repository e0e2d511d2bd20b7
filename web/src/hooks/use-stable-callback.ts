import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but which always runs the latest `fn`: a memoised child
 * (a list's 200 cards) does not re-render because its parent made a new handler.
 */
export const useStableCallback = <Args extends unknown[], Result>(fn: (...args: Args) => Result): ((...args: Args) => Result) => {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
};
