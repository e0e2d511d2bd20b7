import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, sidebarShortcutLabel } from './sidebar-shortcut';

const key = (overrides: Partial<Parameters<typeof isSidebarShortcut>[0]>) => ({
  key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, repeat: false, ...overrides,
});

describe('sidebar shortcut', () => {
  it('accepts Ctrl+B and Cmd+B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ key: 'B', ctrlKey: true }))).toBe(true);
  });

  it('ignores b alone, other keys, Shift/Alt variants and auto-repeat', () => {
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ key: 'n', ctrlKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ metaKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, repeat: true }))).toBe(false);
  });

  it('names the modifier of the platform', () => {
    expect(sidebarShortcutLabel('MacIntel')).toBe('⌘ B');
    expect(sidebarShortcutLabel('Linux x86_64')).toBe('Ctrl B');
  });
});
