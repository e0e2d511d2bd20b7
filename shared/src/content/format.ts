/**
 * Formatting of the figures in the content modules, so "$1,234,567" is derived, never typed. Plain
 * string work rather than Intl.NumberFormat, whose first use costs a phone tens of milliseconds while
 * the page starts.
 */
const withThousandsSeparators = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole US dollars: 1234567 -> "$1,234,567". */
export const formatUsd = (amount: number): string =>
  `${amount < 0 ? '-' : ''}$${withThousandsSeparators(String(Math.round(Math.abs(amount))))}`;

export const formatPercent = (value: number): string => `${value}%`;
