/** Navigate after a pause (the pages' 1 s, 2 s and 3 s redirects), cancelled if the page goes away first. */
import { useCallback, useEffect, useRef } from 'react';
import { goTo } from '../../../lib/page-location';

export const useDelayedNavigate = () => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => goTo(to), delayMs);
    },
    [],
  );
};
