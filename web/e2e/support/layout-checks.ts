/** Checks of what a person can reach and see: tap target sizes, horizontal overflow and focus contrast. */
import type { Locator, Page } from 'playwright-core';
import { settleAnimations, type InPageElement, type InPageWindow } from './in-page';

export const MIN_TAP_TARGET_PX = 44;

/**
 * Visible controls smaller than 44 x 44 px. Links that run inside a sentence are exempt (as in WCAG's
 * target-size rule): they are as tall as their text.
 */
export const smallTapTargets = async (page: Page, min = MIN_TAP_TARGET_PX): Promise<string[]> => {
  // A dialog still zooming in is measured smaller than it is.
  await settleAnimations(page);
  return page.evaluate((minimum) => {
    const view = globalThis as unknown as InPageWindow;
    const doc = view.document;
    const selector = 'button, a[href], input:not([type=hidden]), textarea, select, [role=tab], [role=button], [role=menuitem]';
    return Array.from(doc.querySelectorAll(selector)).flatMap((control) => {
      // A visually hidden native checkbox or radio (1 x 1 px) is tapped through its label: measure that.
      const box = control.getBoundingClientRect();
      const hiddenInput = control.tagName === 'INPUT' && box.width <= 1 && box.height <= 1;
      const labels = (control as unknown as { labels?: ArrayLike<typeof control> | null }).labels;
      const element = hiddenInput ? (labels?.[0] ?? control.closest('label') ?? control) : control;
      const rect = element.getBoundingClientRect();
      const style = view.getComputedStyle(element);
      const hidden = rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden=true], [hidden], [inert]');
      if (hidden) return [];
      // A skip link is off screen until focused.
      if (rect.bottom <= 0 || rect.right <= 0) return [];
      // A link inside a sentence: its parent holds more text than the link itself.
      const ownText = element.textContent?.trim() ?? '';
      if (element.tagName === 'A' && (element.parentElement?.textContent?.trim().length ?? 0) > ownText.length) return [];
      if (rect.width >= minimum - 0.5 && rect.height >= minimum - 0.5) return [];
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
      return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`];
    });
  }, min);
};

/** How far the page is wider than the viewport (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as InPageWindow).document;
    return doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
  });

/**
 * The contrast between a focused element's outline and the background behind it (WCAG 2.4.11 and
 * 1.4.11 ask for 3:1). 0 when the element shows no outline at all.
 */
export const focusOutlineContrast = (locator: Locator): Promise<number> =>
  locator.evaluate((target) => {
    const element = target as unknown as InPageElement;
    const view = globalThis as unknown as InPageWindow;
    const parse = (color: string): [number, number, number, number] => {
      const match = color.match(/rgba?\(([^)]+)\)/);
      if (!match) return [0, 0, 0, 0];
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[ ,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r!, g!, b!].map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const style = view.getComputedStyle(element);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return 0;
    let background: [number, number, number, number] = [255, 255, 255, 1];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = parse(view.getComputedStyle(node).backgroundColor);
      if (color[3] > 0.5) {
        background = color;
        break;
      }
    }
    const outline = luminance(parse(style.outlineColor));
    const behind = luminance(background);
    return (Math.max(outline, behind) + 0.05) / (Math.min(outline, behind) + 0.05);
  });

/**
 * What a sideways overflow comes from, to name it when a check fails: the innermost elements whose
 * right edge passes the viewport, and the text that runs out of its box past it (text spilling out of
 * a narrow box widens the page while the box itself stays inside).
 */
export const elementsPastViewport = (page: Page): Promise<string[]> =>
  page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element, right) => element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : '') + ' "' + (element.textContent || '').trim().slice(0, 40) + '" right ' + right.toFixed(2);
    const past = Array.from(document.querySelectorAll('body *')).filter((element) => element.getBoundingClientRect().right > width);
    const boxes = past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => describe(element, element.getBoundingClientRect().right));
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && texts.length < 5; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = Math.max(0, ...Array.from(range.getClientRects()).map((rect) => rect.right));
      if (right > width) texts.push('text in ' + describe(node.parentElement, right));
    }
    return [...boxes, ...texts];
  })()`) as Promise<string[]>;
