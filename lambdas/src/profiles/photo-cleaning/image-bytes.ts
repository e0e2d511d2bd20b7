/**
 * Bounds-checked reads of an uploaded file's bytes: the cleaners parse untrusted input, so every
 * read past the end is a MalformedImageError (answered as "not an image"), never a wrong value.
 */
export class MalformedImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedImageError';
  }
}

export const malformed = (message: string): never => {
  throw new MalformedImageError(message);
};

/** `count` bytes at `offset`, refused when the file is shorter. */
export const slice = (bytes: Uint8Array, offset: number, count: number): Uint8Array => {
  if (offset < 0 || count < 0 || offset + count > bytes.length) malformed(`truncated at byte ${offset}`);
  return bytes.subarray(offset, offset + count);
};

export const u8 = (bytes: Uint8Array, offset: number): number => slice(bytes, offset, 1)[0]!;
export const u16be = (bytes: Uint8Array, offset: number): number => (u8(bytes, offset) << 8) | u8(bytes, offset + 1);
export const u16le = (bytes: Uint8Array, offset: number): number => u8(bytes, offset) | (u8(bytes, offset + 1) << 8);
export const u24le = (bytes: Uint8Array, offset: number): number => u16le(bytes, offset) | (u8(bytes, offset + 2) << 16);
export const u32be = (bytes: Uint8Array, offset: number): number => u16be(bytes, offset) * 0x10000 + u16be(bytes, offset + 2);
export const u32le = (bytes: Uint8Array, offset: number): number => u16le(bytes, offset) + u16le(bytes, offset + 2) * 0x10000;
export const ascii = (bytes: Uint8Array, offset: number, count: number): string => String.fromCharCode(...slice(bytes, offset, count));

export const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** What a cleaner answers: the file without its metadata, and the picture's size. */
export interface CleanImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}
