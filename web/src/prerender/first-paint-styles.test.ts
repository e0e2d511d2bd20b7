import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_STYLES_ATTRIBUTE, firstPaintStyles } from './first-paint-styles';

const LAYERS = '<style data-emotion="css-global ad1llf">@layer reset,base,tokens,recipes;</style>';
const globalSheet = (css: string) => `<style data-emotion="css-global 45vmeg">${css}</style>`;
const COMPONENTS = '<style data-emotion="css a1 b2">.css-a1{color:var(--sh-colors-fg);animation:fade-in 1s;}</style>';

const GLOBAL = [
  '@layer base{@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}',
  '@-webkit-keyframes fade-in{from{opacity:0;}to{opacity:1;}}@keyframes fade-in{from{opacity:0;}to{opacity:1;}}',
  'html,body{background:var(--sh-colors-bg);}*::selection{--mix-background:color-mix(in srgb, var(--sh-colors-accent) 80%, transparent);background:var(--mix-background);}}',
  '@layer tokens{:where(:root, :host){--sh-colors-gray-50:#fafafa;--sh-colors-gray-900:#18181b;--sh-colors-brand-700:#1f3d2f;',
  '--sh-colors-bg:var(--sh-colors-gray-50);--sh-colors-fg:var(--sh-colors-gray-900);--sh-colors-accent:var(--sh-colors-brand-700);',
  '--sh-blurs-4xl:64px;--sh-animations-spin:spin 1s linear infinite;--sh-shadows-lg:0 8px 16px var(--sh-colors-gray-900);}}',
].join('');

describe('firstPaintStyles', () => {
  const { styles, restOfGlobalCss } = firstPaintStyles(LAYERS + globalSheet(GLOBAL) + COMPONENTS, '<div class="css-a1" style="border-color:var(--sh-colors-brand-700)">Hi</div>');
  const trimmed = new RegExp(`<style ${FIRST_PAINT_STYLES_ATTRIBUTE}>(.*?)</style>`).exec(styles)?.[1] ?? '';

  it('keeps every variable the page refers to, and those their values refer to', () => {
    // Assert: fg from the component rule, bg and accent from the base rules, brand-700 from the markup;
    // gray-50, gray-900 and brand-700 through their values.
    for (const name of ['fg', 'bg', 'accent', 'gray-50', 'gray-900', 'brand-700']) expect(trimmed).toContain(`--sh-colors-${name}:`);
    expect(trimmed).toContain('--mix-background:color-mix');
  });

  it('leaves out the variables and keyframes nothing on the page names', () => {
    expect(trimmed).not.toContain('--sh-blurs-4xl');
    expect(trimmed).not.toContain('--sh-shadows-lg');
    expect(trimmed).not.toContain('--sh-animations-spin');
    expect(trimmed).not.toContain('keyframes spin');
    // fade-in is named by a component rule on the page.
    expect(trimmed).toContain('@keyframes fade-in{');
    expect(trimmed).toContain('@-webkit-keyframes fade-in{');
  });

  it("marks the cut sheet as the first paint's, so Emotion inserts the whole one on hydration", () => {
    expect(styles).not.toContain('css-global 45vmeg');
    expect(styles.startsWith(LAYERS)).toBe(true);
    expect(styles.endsWith(COMPONENTS)).toBe(true);
    expect(trimmed).toContain('html,body{background:var(--sh-colors-bg);}');
  });

  it('gives the rest: what the cut left out, in the same layers and rules', () => {
    expect(restOfGlobalCss).toBe(
      '@layer base{@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}}' +
        '@layer tokens{:where(:root, :host){--sh-blurs-4xl:64px;--sh-animations-spin:spin 1s linear infinite;--sh-shadows-lg:0 8px 16px var(--sh-colors-gray-900);}}',
    );
  });

  it('reads a quoted semicolon or brace as part of its value', () => {
    const icon = '--sh-icon:url("data:image/svg+xml;utf8,<svg>{}</svg>");';
    const sheet = `@layer base{.icon{background:var(--sh-icon);}}@layer tokens{:root{${icon}--sh-unused:1px;}}`;
    const { styles: cut, restOfGlobalCss: rest } = firstPaintStyles(globalSheet(sheet), '<p>Hi</p>');
    expect(cut).toContain(`:root{${icon}}`);
    expect(rest).toBe('@layer tokens{:root{--sh-unused:1px;}}');
  });

  it('leaves a page without global sheets as it is', () => {
    expect(firstPaintStyles(LAYERS + COMPONENTS, '<p>Hi</p>')).toEqual({ styles: LAYERS + COMPONENTS, restOfGlobalCss: '' });
  });
});
