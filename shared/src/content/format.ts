/** Formatting of the figures in the content modules, so "$2,000,000" is derived, never typed. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const formatUsd = (amount: number): string => usd.format(amount);

/** $20,000,000 -> "$20M", $12,500 -> "$12,500": for tight figure tiles. */
export const formatUsdShort = (amount: number): string =>
  amount >= 1_000_000 && amount % 100_000 === 0 ? `$${amount / 1_000_000}M` : formatUsd(amount);

export const formatPercent = (value: number): string => `${value}%`;
