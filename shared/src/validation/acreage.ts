/**
 * Acreage as land owners write it: a number ("140", "1,200", "12.5") or a range ("100-200",
 * "100 to 200", "200+"), optionally followed by "acres". Anything else (a word, a negative, a range
 * that runs backwards) is refused, so staff always get a figure they can compare.
 */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const ACREAGE = new RegExp(String.raw`^(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER})|\s*\+)?(?:\s*(?:acres?|ac)\.?)?$`, 'i');

const toNumber = (text: string): number => Number(text.replace(/,/g, ''));

export const isAcreage = (value: string): boolean => {
  const match = ACREAGE.exec(value.trim());
  if (!match) return false;
  const low = toNumber(match[1]!);
  const high = match[3] === undefined ? low : toNumber(match[3]);
  return low > 0 && high >= low;
};
