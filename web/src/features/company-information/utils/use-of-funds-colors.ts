/**
 * One colour per use of funds, in the order of the raise's use of funds: the chart's segments and the table's
 * swatches read the same list, so a colour always names the same category. Neighbours alternate
 * green and brass so adjacent segments stay apart.
 */
export const USE_OF_FUNDS_COLORS = ['brand.700', 'brass.500', 'brand.400', 'brass.700', 'brand.200', 'brass.300'] as const;

/** The CSS variable of a colour token, for SVG attributes that Chakra's style props do not reach. */
export const colorVar = (token: string): string => `var(--sh-colors-${token.replace('.', '-')})`;

export const allocationColor = (index: number): string => USE_OF_FUNDS_COLORS[index % USE_OF_FUNDS_COLORS.length]!;
