/**
 * The personal message's character counter. The visible count changes on every keystroke; screen
 * readers hear only when a threshold near the limit is crossed, not a number per key.
 */
const ANNOUNCE_AT_REMAINING = [200, 100, 50, 0] as const;

const countFormat = new Intl.NumberFormat('en-US');

export interface MessageCounter {
  /** '1,234 / 2,000' */
  text: string;
  /** Shown in the warning colour from the first threshold on. */
  nearLimit: boolean;
  /** What the live region says; empty until the first threshold. */
  announcement: string;
}

export const messageCounter = (length: number, max: number): MessageCounter => {
  const remaining = Math.max(max - length, 0);
  const threshold = [...ANNOUNCE_AT_REMAINING].reverse().find((limit) => remaining <= limit);
  let announcement = '';
  if (threshold === 0) announcement = `Character limit reached: ${countFormat.format(max)} characters.`;
  else if (threshold !== undefined) announcement = `Fewer than ${threshold} characters left.`;
  return { text: `${countFormat.format(length)} / ${countFormat.format(max)}`, nearLimit: threshold !== undefined, announcement };
};
