/**
 * Text in the hand-drawn charts: how wide a label is drawn, and a label broken into at most two lines
 * that fit a width (the second ends in '…' if even two do not). SVG text does not wrap by itself.
 */
export type MeasureText = (text: string) => number;

const SVG_NS = 'http://www.w3.org/2000/svg';
let probe: SVGTextElement | null = null;

/**
 * Measures with a hidden SVG text in the chart's font: the width the chart will draw (a canvas may
 * resolve a font list such as system-ui to another face). Null without a DOM (the caller estimates).
 */
export const makeTextMeasure = (fontFamily: string, fontSize: number): MeasureText | null => {
  if (typeof document === 'undefined') return null;
  if (!probe?.isConnected) {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('style', 'position:absolute;left:-9999px;top:0;width:0;height:0;overflow:hidden;visibility:hidden');
    probe = document.createElementNS(SVG_NS, 'text');
    svg.appendChild(probe);
    document.body.appendChild(svg);
  }
  const text = probe;
  const widths = new Map<string, number>();
  return (label) => {
    let width = widths.get(label);
    if (width === undefined) {
      text.setAttribute('font-family', fontFamily);
      text.setAttribute('font-size', String(fontSize));
      text.textContent = label;
      width = text.getComputedTextLength();
      widths.set(label, width);
    }
    return width;
  };
};

const MAX_LINES = 2;

const shorten = (text: string, width: number, measure: MeasureText): string => {
  if (measure(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
};

/** The label's lines: whole words while they fit, at most two lines. */
export const labelLines = (label: string, width: number, measure: MeasureText): string[] => {
  if (measure(label) <= width) return [label];
  const lines: string[] = [];
  let current = '';
  for (const word of label.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && measure(next) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  lines.push(current);
  if (lines.length <= MAX_LINES) return lines.map((line) => shorten(line, width, measure));
  return [...lines.slice(0, MAX_LINES - 1), shorten(lines.slice(MAX_LINES - 1).join(' '), width, measure)];
};
