/**
 * Text in the hand-drawn charts: how wide a label is drawn, and a label broken into at most two lines
 * that fit a width (the second ends in '…' if even two do not). SVG text does not wrap by itself.
 */
export type MeasureText = (text: string) => number;

/** Measures with a canvas in the chart's font; null where there is no canvas (the caller estimates). */
export const makeTextMeasure = (font: string): MeasureText | null => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return null;
  context.font = font;
  return (text) => context.measureText(text).width;
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
