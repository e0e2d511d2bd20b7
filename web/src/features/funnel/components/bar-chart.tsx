/**
 * A horizontal bar chart drawn as SVG by hand (no chart library: the page's charts are bars with
 * labels, which a few lines draw, so the page carries no chart code beyond this file). The chart is a
 * picture for sighted readers; the table beside it (ChartFigure) is what screen readers read, so the
 * SVG is one labelled image. Each bar carries its label and value as data attributes, which the
 * browser test compares with the table.
 */
export interface Bar {
  label: string;
  value: number;
  /** The value as the bar's end says it ("12", "3.5 days"). */
  display: string;
}

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 80;
const WIDTH = 560;

export const BarChart = ({ bars, labelledBy }: { bars: readonly Bar[]; labelledBy: string }) => {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const track = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = bars.length * (BAR_HEIGHT + GAP);
  return (
    <svg role="img" aria-labelledby={labelledBy} viewBox={`0 0 ${WIDTH} ${Math.max(height, BAR_HEIGHT)}`} width="100%" style={{ maxWidth: `${WIDTH}px` }} data-chart="">
      {bars.map((bar, i) => {
        const y = i * (BAR_HEIGHT + GAP);
        const length = bar.value > 0 ? Math.max(2, (bar.value / max) * track) : 0;
        return (
          <g key={bar.label} data-bar data-label={bar.label} data-value={bar.display}>
            <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="central" fontSize="13" fill="currentColor">
              {bar.label.length > 26 ? `${bar.label.slice(0, 25)}…` : bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={length} height={BAR_HEIGHT} rx="3" fill="var(--chakra-colors-brand-solid, #2f6f5e)" />
            <text x={LABEL_WIDTH + length + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="central" fontSize="13" fill="currentColor">
              {bar.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
};
