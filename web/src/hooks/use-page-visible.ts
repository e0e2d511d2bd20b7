import { useEffect, useState } from 'react';

/** Whether the tab is visible now (re-renders when it is hidden or shown again). */
export const usePageVisible = (): boolean => {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
};
