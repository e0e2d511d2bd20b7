/**
 * PNG without metadata. A PNG is a list of chunks; kept are the ones a decoder needs to draw the
 * picture as intended: the critical chunks (IHDR, PLTE, IDAT, IEND), transparency, colour space and
 * profile (tRNS, gAMA, cHRM, sRGB, iCCP, sBIT), background and pixel density (bKGD, pHYs) and APNG
 * animation (acTL, fcTL, fdAT). Every other ancillary chunk goes, by name or not: text (tEXt, zTXt,
 * iTXt, where XMP lives), EXIF (eXIf), the modification time (tIME), and makers' private chunks.
 * Kept chunks are copied whole, so their checksums stay valid. Bytes after IEND are dropped.
 */
import { ascii, concat, malformed, slice, u32be, type CleanImage } from './image-bytes';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);
/** An upper-case first letter marks a chunk a decoder must understand. */
const isCritical = (type: string) => type.charCodeAt(0) < 0x61;

export const cleanPng = (bytes: Uint8Array): CleanImage => {
  if (!SIGNATURE.every((byte, i) => bytes[i] === byte)) malformed('no PNG signature');
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let size: { width: number; height: number } | undefined;
  let hasData = false;
  let at = 8;
  for (;;) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const chunk = slice(bytes, at, 12 + length);
    const data = chunk.subarray(8, 8 + length);
    at += 12 + length;
    if (!size) {
      if (type !== 'IHDR' || length !== 13) malformed('PNG does not start with its header');
      size = { width: u32be(data, 0), height: u32be(data, 4) };
    }
    if (isCritical(type) && !KEPT.has(type)) malformed(`unknown critical chunk ${type}`);
    if (KEPT.has(type)) parts.push(chunk);
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') break;
  }
  if (!hasData || size.width === 0 || size.height === 0) return malformed('PNG without image data');
  return { bytes: concat(parts), ...size };
};
