import { SIDEBAR_SHORTCUT_KEY } from '@safe-haven/shared/constants';

type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat'>;

/**
 * Ctrl+B (Windows, Linux) or Cmd+B (macOS) toggles the sidebar. It toggles even while typing, like
 * the sidebar it is modelled on: plain inputs have no bold command, so nothing is lost.
 * Shift or Alt variants and auto-repeat are left alone.
 */
export const isSidebarShortcut = (event: ShortcutEvent): boolean =>
  event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY &&
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  !event.repeat;

/** The shortcut as the user's keyboard spells it, for tooltips. */
export const sidebarShortcutLabel = (platform: string): string =>
  `${/mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl'} ${SIDEBAR_SHORTCUT_KEY.toUpperCase()}`;
