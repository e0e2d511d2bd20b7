/**
 * A dialog loaded on demand (React.lazy) that mounts the first time its props say it is open, then
 * stays, so its closing animation plays. Shared by Manage Invitations' dialogs and the dashboard's
 * help guide: their code (and the menu, dialog and positioning machinery they bring) stays out of a
 * page's first visit.
 */
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';

/** True from the first time `open` is true. */
const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
};

/** Calls `onMounted` once its Suspense boundary has committed, that is once the lazy dialog beside it is in the page. */
const Mounted = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(onMounted, [onMounted]);
  return null;
};

/**
 * A lazily loaded dialog that mounts the first time its props say it is open, and then stays. It
 * mounts closed (`closed` gives its props with nothing open) and opens a render later, as a dialog
 * that was always there does: mounted straight into the open state, its focus trap could start while
 * the trigger still had focus, take that for a click outside, and close it again (seen under React's
 * development double mount).
 */
export const openedOnDemand = <P extends object>(Dialog: ComponentType<P>, isOpen: (props: P) => boolean, closed: (props: P) => P) =>
  function OnDemandDialog(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    const [mounted, setMounted] = useState(false);
    const onMounted = useCallback(() => setMounted(true), []);
    return opened ? (
      <Suspense fallback={null}>
        <Mounted onMounted={onMounted} />
        <Dialog {...(mounted ? props : closed(props))} />
      </Suspense>
    ) : null;
  };

