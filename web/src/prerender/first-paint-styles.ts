/**
 * The prerendered pages' share of Chakra's global styles. The system's global sheet (reset, base
 * rules, every keyframe and about 390 token variables: 6 KB gzipped) is the same on every page, yet a
 * page's first paint uses a third of its variables and none of its keyframes. Inlined whole, it
 * pushed each invitation page's HTML past the 14.6 KB a new connection delivers in its first round
 * trip (ten TCP segments), which costs every first visit one more round trip before anything shows.
 *
 * So the HTML carries only what its markup and its own styles refer to (the cut), under an attribute
 * Emotion does not know (the page hydrates without global styles, theme/prerendered-system.ts), and
 * the rest (the variables and keyframes the cut leaves out) is a stylesheet of its own
 * (web/build/build-site.ts), which load-after-paint.js links with the page's scripts: dialogs, toasts
 * and spinners rendered later find every token and keyframe. Cut and rest declare each variable on
 * one side only, so together they are the whole sheet, whatever their order.
 */

/** What the prerendered cut's style tag is marked with. */
export const FIRST_PAINT_STYLES_ATTRIBUTE = 'data-first-paint-styles';

const GLOBAL_STYLE_TAG = /<style data-emotion="css-global [\w-]+">([\s\S]*?)<\/style>/g;
const VARIABLE_REFERENCE = /var\((--[\w-]+)/g;
const CUSTOM_PROPERTY = /^\s*(--[\w-]+)\s*:/;
const KEYFRAMES = /^\s*@(?:-webkit-)?keyframes\s+([\w-]+)/;

/** A declaration (or an at-rule statement) with its semicolon, or a block: prelude and children. */
type CssNode = { text: string } | { prelude: string; children: CssNode[] };

/** Emotion's minified CSS as a tree, enough to keep or leave out declarations and blocks. */
const parseCss = (css: string): CssNode[] => {
  let at = 0;
  const block = (): CssNode[] => {
    const nodes: CssNode[] = [];
    let start = at;
    while (at < css.length) {
      const char = css[at]!;
      if (char === '"' || char === "'") {
        // A quoted string (a font name, a data URI) may hold a semicolon or a brace: step over it whole.
        const end = css.indexOf(char, at + 1);
        at = end === -1 ? css.length : end + 1;
      } else if (char === '{') {
        const prelude = css.slice(start, at);
        at += 1;
        nodes.push({ prelude, children: block() });
        start = at;
      } else if (char === '}' || char === ';') {
        const text = css.slice(start, char === ';' ? at + 1 : at);
        if (text.trim()) nodes.push({ text });
        at += 1;
        if (char === '}') return nodes;
        start = at;
      } else {
        at += 1;
      }
    }
    if (css.slice(start).trim()) nodes.push({ text: css.slice(start) });
    return nodes;
  };
  return block();
};

const serialize = (nodes: CssNode[]): string => nodes.map((node) => ('text' in node ? node.text : `${node.prelude}{${serialize(node.children)}}`)).join('');

/** The tree with only the nodes `keep` accepts (a block it accepts whole is kept whole), without empty blocks. */
const filterCss = (nodes: CssNode[], keep: (node: CssNode) => 'node' | 'whole' | false): CssNode[] =>
  nodes.flatMap((node): CssNode[] => {
    const verdict = keep(node);
    if (!verdict) return [];
    if ('text' in node || verdict === 'whole') return [node];
    const children = filterCss(node.children, keep);
    return children.length ? [{ prelude: node.prelude, children }] : [];
  });

const referencesIn = (text: string): Set<string> => new Set([...text.matchAll(VARIABLE_REFERENCE)].map((match) => match[1]!));
const propertyOf = (node: CssNode) => ('text' in node ? CUSTOM_PROPERTY.exec(node.text)?.[1] : undefined);
const keyframesOf = (node: CssNode) => ('prelude' in node ? KEYFRAMES.exec(node.prelude)?.[1] : undefined);

/** The custom properties the page refers to, directly or through the value of another one it keeps. */
const wantedProperties = (sheet: CssNode[], pageText: string): Set<string> => {
  const declared = new Map<string, string[]>();
  const visit = (nodes: CssNode[]) => {
    for (const node of nodes) {
      if ('prelude' in node) visit(node.children);
      const name = propertyOf(node);
      if (name && 'text' in node) declared.set(name, [...(declared.get(name) ?? []), node.text]);
    }
  };
  visit(sheet);
  // Referenced by the markup, the page's other styles, or a rule of this sheet that is not itself a custom property.
  const wanted = new Set([...referencesIn(pageText), ...referencesIn(serialize(filterCss(sheet, (node) => (propertyOf(node) ? false : 'node'))))]);
  const pending = [...wanted];
  while (pending.length) {
    for (const text of declared.get(pending.pop()!) ?? []) {
      for (const name of referencesIn(text)) {
        if (!wanted.has(name)) {
          wanted.add(name);
          pending.push(name);
        }
      }
    }
  }
  return wanted;
};

/** The first paint's cut of a global sheet, and the rest of it. */
const cutSheet = (css: string, pageText: string): { cut: string; rest: string } => {
  const sheet = parseCss(css);
  const wanted = wantedProperties(sheet, pageText);
  const unwantedProperty = (node: CssNode) => {
    const name = propertyOf(node);
    return name !== undefined && !wanted.has(name);
  };
  const withoutKeyframes = serialize(filterCss(sheet, (node) => !unwantedProperty(node) && !keyframesOf(node) && 'node'));
  const isNamed = (name: string) => [withoutKeyframes, pageText].some((text) => new RegExp(`[\\s:,]${name}[\\s;,}"]`).test(text));
  const cut = filterCss(sheet, (node) => {
    const keyframes = keyframesOf(node);
    if (keyframes) return isNamed(keyframes) && 'whole';
    return !unwantedProperty(node) && 'node';
  });
  const rest = filterCss(sheet, (node) => {
    const keyframes = keyframesOf(node);
    if (keyframes) return !isNamed(keyframes) && 'whole';
    if ('prelude' in node) return 'node';
    return unwantedProperty(node) && 'node';
  });
  return { cut: serialize(cut), rest: serialize(rest) };
};

export interface FirstPaintStyles {
  /** The style tags for the page's head. */
  styles: string;
  /** What the cut left out of the global sheets: the rest of them, for the page to load once it has painted. */
  restOfGlobalCss: string;
}

/**
 * Emotion's style tags for a prerendered page (as @emotion/server writes them), with each global
 * sheet cut to what the page's first paint refers to and marked as the first paint's.
 */
export const firstPaintStyles = (styleTags: string, markup: string): FirstPaintStyles => {
  const pageText = markup + styleTags.replace(GLOBAL_STYLE_TAG, '');
  let restOfGlobalCss = '';
  const styles = styleTags.replace(GLOBAL_STYLE_TAG, (tag, sheet: string) => {
    const { cut, rest } = cutSheet(sheet, pageText);
    // A sheet with nothing to leave out (the layer order) stays Emotion's, which adopts it as it is.
    if (cut === sheet) return tag;
    restOfGlobalCss += rest;
    return `<style ${FIRST_PAINT_STYLES_ATTRIBUTE}>${cut}</style>`;
  });
  return { styles, restOfGlobalCss };
};
