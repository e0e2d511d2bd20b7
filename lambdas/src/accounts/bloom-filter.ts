/**
 * A Bloom filter: "certainly not in the set" or "probably in it", in a few bits per entry. The list of
 * common passwords it holds would be 80 KB as text in the account functions' bundles; as a filter it
 * is 18 KB. Positions come from two FNV-1a hashes combined (Kirsch and Mitzenmacher), so the
 * generator (scripts/build/common-passwords.ts) and the check agree without a dependency.
 */
export interface BloomFilterData {
  /** Bits in the filter. */
  m: number;
  /** Positions set per entry. */
  k: number;
  /** The bits, base64. */
  bits: string;
}

const fnv1a = (text: string, seed: number): number => {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
};

const positions = (entry: string, m: number, k: number): number[] => {
  const first = fnv1a(entry, 0x811c9dc5);
  const second = fnv1a(entry, 0x01000193) | 1;
  return Array.from({ length: k }, (_, index) => ((first + Math.imul(index, second)) >>> 0) % m);
};

/** Sizes a filter for `count` entries at a false-positive rate `rate`. */
export const bloomSize = (count: number, rate: number): { m: number; k: number } => {
  const m = Math.ceil((-count * Math.log(rate)) / Math.LN2 ** 2);
  return { m, k: Math.max(1, Math.round((m / count) * Math.LN2)) };
};

export const buildBloomFilter = (entries: Iterable<string>, size: { m: number; k: number }): BloomFilterData => {
  const bytes = new Uint8Array(Math.ceil(size.m / 8));
  for (const entry of entries) {
    for (const bit of positions(entry, size.m, size.k)) bytes[bit >> 3]! |= 1 << (bit & 7);
  }
  return { ...size, bits: Buffer.from(bytes).toString('base64') };
};

export const bloomFilter = (data: BloomFilterData): ((entry: string) => boolean) => {
  const bytes = Buffer.from(data.bits, 'base64');
  return (entry) => positions(entry, data.m, data.k).every((bit) => (bytes[bit >> 3]! & (1 << (bit & 7))) !== 0);
};
