/**
 * WebP without metadata. A WebP is a RIFF file of chunks; kept are the picture (VP8, VP8L, ALPH),
 * the extended header (VP8X), the colour profile (ICCP) and animation (ANIM, ANMF). EXIF and XMP
 * chunks go, as does any chunk this list does not know, and VP8X's flags that announce EXIF and XMP
 * are cleared. The RIFF size is written anew; bytes after the RIFF body are dropped.
 */
import { ascii, concat, malformed, slice, u16le, u24le, u32le, u8, type CleanImage } from './image-bytes';

const KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;
const VP8_START_CODE = [0x9d, 0x01, 0x2a];
const VP8L_SIGNATURE = 0x2f;

const le32 = (value: number) => Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff);

/** The picture's size from whichever header chunk the file has. */
const sizeOf = (type: string, data: Uint8Array): { width: number; height: number } | undefined => {
  if (type === 'VP8X') return { width: 1 + u24le(data, 4), height: 1 + u24le(data, 7) };
  if (type === 'VP8 ') {
    if (!VP8_START_CODE.every((byte, i) => data[3 + i] === byte)) malformed('VP8 frame without its start code');
    return { width: u16le(data, 6) & 0x3fff, height: u16le(data, 8) & 0x3fff };
  }
  if (type === 'VP8L') {
    if (u8(data, 0) !== VP8L_SIGNATURE) malformed('VP8L without its signature');
    const bits = u32le(data, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
};

export const cleanWebp = (bytes: Uint8Array): CleanImage => {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') malformed('no RIFF WEBP header');
  const end = 8 + u32le(bytes, 4);
  if (end > bytes.length) malformed('RIFF size past the end of the file');
  const chunks: Uint8Array[] = [];
  let size: { width: number; height: number } | undefined;
  let hasPicture = false;
  for (let at = 12; at < end; ) {
    const type = ascii(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    const padded = length + (length % 2);
    const chunk = Uint8Array.from(slice(bytes, at, 8 + padded));
    at += 8 + padded;
    if (!KEPT.has(type)) continue;
    const data = chunk.subarray(8, 8 + length);
    if (type === 'VP8X') data[0] = u8(data, 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
    size ??= sizeOf(type, data);
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') hasPicture = true;
    chunks.push(chunk);
  }
  if (!size || !hasPicture || size.width === 0 || size.height === 0) return malformed('WebP without a picture');
  const body = concat(chunks);
  const riff = concat([Uint8Array.from([0x52, 0x49, 0x46, 0x46]), le32(4 + body.length), Uint8Array.from([0x57, 0x45, 0x42, 0x50]), body]);
  return { bytes: riff, width: size.width, height: size.height };
};
