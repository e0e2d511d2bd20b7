/** The line icons the content modules name, drawn inline (no icon font, no request). */
import type { ContentIcon as ContentIconName } from '@safe-haven/shared/content/types';

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const PATHS: Record<ContentIconName | 'check', readonly string[]> = {
  shield: ['M12 3l7 3v5.5c0 4.4-2.9 7.9-7 9.5-4.1-1.6-7-5.1-7-9.5V6z', 'M9 12l2.2 2.2L15.5 10'],
  mountain: ['M2.5 20 9 8.5l3.8 6.3L15.5 11l6 9z', circle(17, 5.5, 1.8)],
  water: ['M12 3.2c3.6 4.4 6 7.6 6 10.6a6 6 0 0 1-12 0c0-3 2.4-6.2 6-10.6z', 'M9 14.5a3 3 0 0 0 3 3'],
  power: ['M13 2.5 4.5 13.5H11l-1 8 8.5-11H12z'],
  cabin: ['M3 11.5 12 4l9 7.5', 'M5.5 9.5V20h13V9.5', 'M10 20v-5h4v5'],
  community: [circle(9, 8, 3.2), 'M3 20c0-3.4 2.7-6 6-6s6 2.6 6 6', 'M15.5 4.9a3.2 3.2 0 0 1 0 6.2', 'M17.5 14.3c2 .7 3.5 2.9 3.5 5.7'],
  compass: [circle(12, 12, 9), 'M15.5 8.5l-2 5-5 2 2-5z'],
  key: [circle(7.5, 15.5, 4), 'M10.4 12.6 20 3', 'M16 7l2.5 2.5', 'M18.5 4.5 21 7'],
  leaf: ['M5 19C5 10.5 10.5 5 20 4.5 19.5 14 14 19.5 5.5 19.5', 'M5 19.5l8.5-8.5'],
  chart: ['M3 20.5h18', 'M6 20.5V12', 'M11 20.5V5', 'M16 20.5v-6', 'M20 20.5V9'],
  handshake: ['M2.5 10.5 6 7h3.5l2.5 2 2.5-2H18l3.5 3.5', 'M6 10.5l5.2 5.2a1.6 1.6 0 0 0 2.3 0L18 11.2', 'M9.5 13.5 8 15', 'M12 16l-1.5 1.5'],
  map: ['M9 4 3 6.2v13.8l6-2.2 6 2.2 6-2.2V4l-6 2.2z', 'M9 4v13.8', 'M15 6.2V20'],
  road: ['M8.5 3 4 21', 'M15.5 3 20 21', 'M12 4.5v2.5', 'M12 10.5v3', 'M12 17v3'],
  calendar: ['M5 5.5h14a2 2 0 0 1 2 2v11.5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7.5a2 2 0 0 1 2-2z', 'M3 10h18', 'M8 3v4', 'M16 3v4'],
  lock: ['M6.5 11h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-11a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z', 'M8 11V7.5a4 4 0 0 1 8 0V11', 'M12 15v2'],
  star: ['M12 3.2l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17.2l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
  trend: ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  globe: [circle(12, 12, 9), 'M3 12h18', 'M12 3c2.4 2.6 3.7 5.6 3.7 9s-1.3 6.4-3.7 9c-2.4-2.6-3.7-5.6-3.7-9S9.6 5.6 12 3z'],
  document: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5', 'M9 13h6', 'M9 17h6'],
  clock: [circle(12, 12, 9), 'M12 7v5l3.2 2'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
};

export const ContentIcon = ({ name, size = 24 }: { name: ContentIconName | 'check'; size?: number }) => (
  <svg
    width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75}
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false"
  >
    {PATHS[name].map((d) => <path key={d} d={d} />)}
  </svg>
);
