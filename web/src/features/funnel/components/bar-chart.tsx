/**
 * A horizontal bar chart drawn as SVG by hand (no chart library: the page's charts are bars with
 * labels, which a few lines draw, so the page carries no chart code beyond this file). The chart is a
 * picture for sighted readers; the table below it (ChartFigure) is what screen readers read, so the
 * SVG is one labelled image. Each bar carries its label and value as data attributes, which the
 * browser test compares with the table.
 *
 * The viewBox is as wide as the chart is drawn (one unit a CSS pixel), so its text keeps its size on
 * a phone and on a wide screen instead of being scaled with the picture; the label column is as wide
 * as the longest label (measured), up to 45% of the width, and a longer label wraps onto a second line.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { labelLines, makeTextMeasure, type MeasureText } from '../utils/chart-text';

export interface Bar {
  label: string;
  value: number;
  /** The value as the bar's end says it ("12", "3.5 days"). */
  display: string;
}

const FONT_SIZE = 13;
const LINE_HEIGHT = 16;
const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_PADDING = 8;
const VALUE_PADDING = 6;
/** The width drawn before the first measure (and the narrowest the chart is laid out for). */
const DEFAULT_WIDTH = 560;
const MIN_WIDTH = 280;
const MAX_LABEL_SHARE = 0.45;

/** The chart's drawn width, followed as its box resizes. */
const useDrawnWidth = () => {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const [measure, setMeasure] = useState<MeasureText | null>(null);
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    setMeasure(() => makeTextMeasure(getComputedStyle(svg).fontFamily, FONT_SIZE));
    const read = () => setWidth(Math.max(MIN_WIDTH, Math.round(svg.getBoundingClientRect().width)));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  return { ref, width, measure: measure ?? ((text: string) => text.length * FONT_SIZE * 0.55) };
};

export const BarChart = ({ bars, labelledBy }: { bars: readonly Bar[]; labelledBy: string }) => {
  const { ref, width, measure } = useDrawnWidth();
  const maxLabel = Math.floor(width * MAX_LABEL_SHARE);
  const lines = bars.map((bar) => labelLines(bar.label, maxLabel - LABEL_PADDING, measure));
  const labelWidth = Math.min(maxLabel, Math.ceil(Math.max(0, ...lines.flat().map(measure))) + LABEL_PADDING);
  const valueWidth = Math.ceil(Math.max(0, ...bars.map((bar) => measure(bar.display)))) + VALUE_PADDING * 2;
  const track = Math.max(20, width - labelWidth - valueWidth);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const rows = lines.map((labelRows) => Math.max(BAR_HEIGHT, labelRows.length * LINE_HEIGHT));
  const tops = rows.map((_, i) => rows.slice(0, i).reduce((sum, height) => sum + height + GAP, 0));
  const height = Math.max(BAR_HEIGHT, tops.length ? tops[tops.length - 1]! + rows[rows.length - 1]! : 0);
  return (
    <svg ref={ref} role="img" aria-labelledby={labelledBy} viewBox={`0 0 ${width} ${height}`} width="100%" height={height} data-chart="" style={{ display: 'block' }}>
      {bars.map((bar, i) => {
        const top = tops[i]!;
        const middle = top + rows[i]! / 2;
        const length = bar.value > 0 ? Math.max(2, (bar.value / max) * track) : 0;
        const labelRows = lines[i]!;
        return (
          <g key={bar.label} data-bar data-label={bar.label} data-value={bar.display}>
            <text x={labelWidth - LABEL_PADDING} y={middle - ((labelRows.length - 1) * LINE_HEIGHT) / 2} textAnchor="end" dominantBaseline="central" fontSize={FONT_SIZE} fill="currentColor">
              {labelRows.map((line, row) => <tspan key={row} x={labelWidth - LABEL_PADDING} dy={row === 0 ? 0 : LINE_HEIGHT}>{line}</tspan>)}
            </text>
            <rect x={labelWidth} y={middle - BAR_HEIGHT / 2} width={length} height={BAR_HEIGHT} rx="3" fill="var(--chakra-colors-brand-solid, #2f6f5e)" />
            <text x={labelWidth + length + VALUE_PADDING} y={middle} dominantBaseline="central" fontSize={FONT_SIZE} fill="currentColor">
              {bar.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
