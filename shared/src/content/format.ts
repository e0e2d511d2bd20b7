/** Formatting of the figures in the content modules, so "$2,000,000" is derived, never typed. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatUsd = (amount: number): string => usd.format(amount);

export const formatPercent = (value: number): string => `${value}%`;
