/**
 * The little of the DOM that functions run inside the page use. The test code is compiled for Node
 * (no DOM library, so server code cannot lean on browser types by accident); these shapes describe
 * just enough for `page.evaluate` callbacks, which read them from `globalThis` at run time.
 */
import type { Locator, Page } from 'playwright-core';

export interface InPageElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly parentElement: InPageElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { width: number; height: number; top: number; bottom: number; right: number };
  closest(selector: string): InPageElement | null;
  contains(other: InPageElement | null): boolean;
}

export interface InPageStyle {
  display: string;
  visibility: string;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  backgroundColor: string;
}

interface InPageAnimation {
  finished: Promise<unknown>;
  effect: { getTiming(): { iterations?: number } } | null;
}

export interface InPageWindow {
  document: {
    getAnimations(): InPageAnimation[];
    activeElement: InPageElement | null;
    documentElement: { scrollWidth: number; clientWidth: number };
    querySelectorAll(selector: string): ArrayLike<InPageElement>;
  };
  getComputedStyle(element: InPageElement): InPageStyle;
}

/** The focused element's text, aria-label and aria-describedby, read in the page. */
export const focusedElement = (page: Page): Promise<{ text: string; label: string | null; describedBy: string | null }> =>
  page.evaluate(() => {
    const active = (globalThis as unknown as InPageWindow).document.activeElement;
    return {
      text: active?.textContent?.trim() ?? '',
      label: active?.getAttribute('aria-label') ?? null,
      describedBy: active?.getAttribute('aria-describedby') ?? null,
    };
  });

export const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === (globalThis as unknown as InPageWindow).document.activeElement);

/**
 * Whether focus is on the element or inside it. A dialog takes focus once it listens for keys, a
 * moment after it shows: a test presses Escape after this, as a person (who cannot be that quick)
 * always does.
 */
export const holdsFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => (element as unknown as InPageElement).contains((globalThis as unknown as InPageWindow).document.activeElement));

/** Waits for finite animations (a dialog zooming or fading in) to end, so what is measured is what stays on screen. */
export const settleAnimations = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const animations = (globalThis as unknown as InPageWindow).document.getAnimations();
    const finite = animations.filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
