/** Navigate after a pause (the spec's 1 s, 2 s and 3 s redirects), cancelled if the page goes away first. */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

export const useDelayedNavigate = () => {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
};
