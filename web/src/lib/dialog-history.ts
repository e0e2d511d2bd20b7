/**
 * Back closes an open dialog instead of leaving the page. Every dialog of the app registers here
 * while it is open (components/ui/dialog-root.tsx for Chakra's dialogs, the invitation pages'
 * DialogFrame for the native ones): opening adds a history entry with the same URL (the router's own
 * state kept, so it sees no navigation); the browser's Back then lands on the entry below, and the
 * dialogs whose entries were left are asked to close. Closing a dialog any other way (its button,
 * Escape, a finished form) takes its entry back off, so no stray entries pile up behind the page.
 *
 * Nested dialogs (a "discard?" question over a form) stack: Back closes the top one only. A dialog
 * that does not close when asked (busy, or asking first) gets a fresh entry, so the next Back asks again.
 */
const STATE_KEY = 'safeHavenDialog';

interface Entry {
  id: string;
  closed: boolean;
  /** Set while the entry waits to be pushed. */
  timer?: ReturnType<typeof setTimeout>;
  /** The person pressed Back past this entry. */
  onPopped: () => void;
}

const entries: Entry[] = [];
let ownTraversals = 0;
let listening = false;
/** The page is being left (a typed address, a reload): a step back now would cancel that. */
let leaving = false;
let nextId = 0;

/** Whether the app's router is in the middle of a navigation (set by main.tsx; the invitation pages have no router). */
let navigationPending: () => boolean = () => false;
export const setNavigationPendingProbe = (probe: () => boolean): void => {
  navigationPending = probe;
};

const currentEntryId = (): unknown => (window.history.state as Record<string, unknown> | null)?.[STATE_KEY];

/** Dialogs that opened while our own traversal was under way: pushed once it has landed. */
const waitingPushes: Entry[] = [];

const pushEntry = (entry: Entry) => {
  if (ownTraversals > 0) {
    waitingPushes.push(entry);
    return;
  }
  entries.push(entry);
  window.history.pushState({ ...((window.history.state as object | null) ?? {}), [STATE_KEY]: entry.id }, '');
};

const onPopState = () => {
  // The traversal that took a normally closed dialog's entry off: nothing to close.
  if (ownTraversals > 0) {
    ownTraversals--;
    if (ownTraversals === 0) for (const entry of waitingPushes.splice(0)) if (!entry.closed) pushEntry(entry);
    return;
  }
  const index = entries.findIndex((entry) => entry.id === currentEntryId());
  const left = entries.splice(index + 1);
  for (const entry of left.reverse()) if (!entry.closed) entry.onPopped();
};

export interface DialogHistoryEntry {
  release: () => void;
}

/**
 * Adds a history entry for a dialog that just opened. The push waits for the current task to end:
 * a page that opens a dialog from its URL (/dashboard?invite=member) and drops the parameter with a
 * replace in the same moment gets its replace done first, on its own entry; and a dialog that opens
 * and closes at once (React's development double effects) touches no history at all.
 */
export const openDialogEntry = (onPopped: () => void): DialogHistoryEntry => {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', () => {
      leaving = true;
    });
    // Back from the page's cache (bfcache): it is the page again.
    window.addEventListener('pageshow', () => {
      leaving = false;
    });
    listening = true;
  }
  const entry: Entry = { id: `dialog-${Date.now().toString(36)}-${nextId++}`, closed: false, onPopped };
  entry.timer = setTimeout(() => {
    entry.timer = undefined;
    pushEntry(entry);
  }, 0);
  return { release: () => release(entry) };
};

/** The dialog closed (or went away): take its entry, and closed ones above it, off the history. */
const release = (entry: Entry) => {
  entry.closed = true;
  if (entry.timer !== undefined) {
    clearTimeout(entry.timer);
    return;
  }
  if (waitingPushes.includes(entry)) return; // Never pushed; dropped when the traversal lands.
  if (!entries.includes(entry)) return; // Back already took it off.
  const topId = entries[entries.length - 1]!.id;
  let count = 0;
  while (entries.length > 0 && entries[entries.length - 1]!.closed) {
    entries.pop();
    count++;
  }
  // A dialog below an open one keeps its entry until that one closes too.
  if (count === 0) return;
  // After the current task, so a link followed from the dialog has started its navigation: going
  // back then would undo it (its entry stays behind the new page, the one case of a stray entry).
  // Nor while the page is being left (an address typed or a reload right after closing).
  setTimeout(() => {
    if (leaving || navigationPending() || currentEntryId() !== topId) return;
    ownTraversals++;
    window.history.go(-count);
  }, 0);
};
