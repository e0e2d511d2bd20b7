/**
 * The theme of a trimmed Chakra system: the base preset plus only the recipes this app renders, so
 * pages do not ship styles for 70 unused components. A component whose recipe is missing renders
 * unstyled: add its recipe here (import from '@chakra-ui/react/theme'). system.ts builds the system.
 */
import { defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe, alertSlotRecipe, avatarSlotRecipe, badgeRecipe, buttonRecipe, cardSlotRecipe,
  checkboxSlotRecipe, checkmarkRecipe, collapsibleSlotRecipe, containerRecipe, dialogSlotRecipe, drawerSlotRecipe,
  emptyStateSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe,
  kbdRecipe, linkRecipe, listSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe,
  separatorRecipe, skeletonRecipe, spinnerRecipe, switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe,
  textareaRecipe, toastSlotRecipe, tooltipSlotRecipe,
  tokens, semanticTokens, breakpoints, keyframes, textStyles, layerStyles, animationStyles, globalCss,
} from '@chakra-ui/react/theme';

const brand = {
  50: { value: '#eef4f0' }, 100: { value: '#d3e3d8' }, 200: { value: '#a9c8b3' }, 300: { value: '#7aa98a' },
  400: { value: '#4f8a66' }, 500: { value: '#2f6b4a' }, 600: { value: '#24553b' }, 700: { value: '#1f3d2f' },
  800: { value: '#162c22' }, 900: { value: '#0e1c16' }, 950: { value: '#07100c' },
};
const brass = {
  50: { value: '#faf6ee' }, 100: { value: '#f1e6cf' }, 200: { value: '#e4cfa3' }, 300: { value: '#d6b77a' },
  400: { value: '#c9a86a' }, 500: { value: '#b08d57' }, 600: { value: '#8f7044' }, 700: { value: '#6e5534' },
  800: { value: '#4d3b24' }, 900: { value: '#2c2215' }, 950: { value: '#1a140c' },
};

/**
 * Colour palettes the app never uses are left out: every palette adds about 40 CSS variables to
 * every page (and to the prerendered HTML). Gray, red, orange, green and blue stay: the semantic
 * tokens for text, borders, errors, warnings, success and info are built from them.
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * The product has one colour scheme (nothing sets Chakra's `.dark` class), so each semantic token
 * keeps its light value only: a quarter less token CSS in every page's HTML, and createSystem, which
 * runs on a phone before a page can hydrate, does about a quarter less work.
 */
type TokenTree = { [key: string]: unknown };
const lightOnly = <T,>(node: T): T => {
  if (!node || typeof node !== 'object') return node;
  if ('value' in node) {
    const value = (node as { value: unknown }).value;
    if (value && typeof value === 'object' && ('_light' in value || 'base' in value)) {
      const { _light, base } = value as { _light?: unknown; base?: unknown };
      return { ...node, value: _light ?? base };
    }
    return node;
  }
  return Object.fromEntries(Object.entries(node as TokenTree).map(([key, child]) => [key, lightOnly(child)])) as T;
};

const palette = (name: string) => ({
  solid: { value: `{colors.${name}.700}` },
  contrast: { value: 'white' },
  fg: { value: `{colors.${name}.700}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

export const themeConfig = defineConfig({
  // The CSS reset (body margin, font inheritance, list and heading margins) lives in the full preset
  // only; the base preset leaves it out, so it is switched on here.
  preflight: true,
  cssVarsPrefix: 'sh',
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...withoutUnusedPalettes(tokens.colors), brand, brass },
      fonts: {
        // No web font to download: the serif each platform ships (Noto Serif on Android, whose
        // generic serif it also is), so headings paint with the first bytes and never shift.
        heading: { value: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', 'Droid Serif', 'Times New Roman', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        // Inputs and neutral buttons draw their focus ring in the gray palette, whose ring (gray.400)
        // has 2.5:1 against white; brand.500 has more than 6:1, so focus is visible on every field.
        gray: { ...semanticTokens.colors.gray, focusRing: { value: '{colors.brand.500}' } },
        // Field error texts are small: red.500 has 3.8:1 against white, red.700 more than 6:1. Warnings
        // ('Next step due today', 'Going cold') likewise: orange.600 has 3.6:1, orange.700 more than 5:1.
        fg: {
          ...semanticTokens.colors.fg,
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        brand: palette('brand'),
        brass: { ...palette('brass'), solid: { value: '{colors.brass.500}' }, fg: { value: '{colors.brass.700}' } },
        sand: { value: '#f5f3ee' },
      },
    }),
    recipes: {
      badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, container: containerRecipe,
      heading: headingRecipe, icon: iconRecipe, input: inputRecipe, inputAddon: inputAddonRecipe, kbd: kbdRecipe,
      link: linkRecipe, radiomark: radiomarkRecipe, separator: separatorRecipe, skeleton: skeletonRecipe,
      spinner: spinnerRecipe, textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe, alert: alertSlotRecipe, avatar: avatarSlotRecipe, card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe, collapsible: collapsibleSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, list: listSlotRecipe,
      menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe, radioGroup: radioGroupSlotRecipe, switch: switchSlotRecipe,
      table: tableSlotRecipe, tabs: tabsSlotRecipe, toast: toastSlotRecipe, tooltip: tooltipSlotRecipe,
    },
  },
});

