/**
 * JPEG without metadata. A JPEG is a list of marker segments; the picture needs the tables (DQT,
 * DHT, DRI), the frame header (SOFn), the scans and, to show its colours and orientation right,
 * the ICC profile (APP2 "ICC_PROFILE"), Adobe's colour transform flag (APP14 "Adobe") and the EXIF
 * Orientation. Everything else in APP0..APP15 and every comment (COM) goes: EXIF (camera, GPS
 * position, time, owner), XMP, Photoshop/IPTC captions and places (APP13), multi-picture data
 * (APP2 "MPF", which also points at more images), FlashPix, thumbnails. The JFIF header is kept
 * without its thumbnail. Bytes after the end marker (appended files, makers' trailers) are dropped.
 */
import { orientationOnlyExif, readExifOrientation } from './exif-orientation';
import { ascii, concat, malformed, slice, u16be, u8, type CleanImage } from './image-bytes';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
/** SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

const segment = (marker: number, payload: Uint8Array): Uint8Array => {
  const length = payload.length + 2;
  return concat([Uint8Array.of(0xff, marker, length >> 8, length & 0xff), payload]);
};

/** JFIF's fixed part (version, density) with no thumbnail: 14 bytes. */
const jfifWithoutThumbnail = (payload: Uint8Array): Uint8Array => {
  const fixed = Uint8Array.from(slice(payload, 0, 14));
  fixed[12] = 0;
  fixed[13] = 0;
  return fixed;
};

/** What happens to one APPn or COM segment: kept, rewritten, or dropped (undefined). */
const keptApplicationSegment = (marker: number, payload: Uint8Array): Uint8Array | undefined => {
  const starts = (text: string) => payload.length >= text.length && ascii(payload, 0, text.length) === text;
  if (marker === APP0 && starts('JFIF\0')) return segment(APP0, jfifWithoutThumbnail(payload));
  if (marker === APP2 && starts('ICC_PROFILE\0')) return segment(APP2, payload);
  if (marker === APP14 && starts('Adobe')) return segment(APP14, payload);
  return undefined;
};

/** The end of a scan's entropy-coded data: the next marker that is not a stuffed 0xFF00 or a restart. */
const endOfScan = (bytes: Uint8Array, from: number): number => {
  for (let i = from; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return i;
  }
  return malformed('scan without an end');
};

export const cleanJpeg = (bytes: Uint8Array): CleanImage => {
  if (u8(bytes, 0) !== 0xff || u8(bytes, 1) !== SOI) malformed('no JPEG start marker');
  const parts: Uint8Array[] = [Uint8Array.of(0xff, SOI)];
  let orientation: number | undefined;
  let size: { width: number; height: number } | undefined;
  let scans = 0;
  let at = 2;
  for (;;) {
    if (u8(bytes, at) !== 0xff) malformed(`expected a marker at byte ${at}`);
    while (u8(bytes, at) === 0xff) at++; // fill bytes
    const marker = u8(bytes, at);
    at++;
    if (marker === EOI) {
      parts.push(Uint8Array.of(0xff, EOI));
      break;
    }
    if (isStandalone(marker)) {
      parts.push(Uint8Array.of(0xff, marker));
      continue;
    }
    const length = u16be(bytes, at);
    if (length < 2) malformed('segment shorter than its length field');
    const payload = slice(bytes, at + 2, length - 2);
    at += length;
    if ((marker >= APP0 && marker <= APP15) || marker === COM) {
      if (marker === APP1 && orientation === undefined) orientation = readExifOrientation(payload);
      const kept = keptApplicationSegment(marker, payload);
      if (kept) parts.push(kept);
      continue;
    }
    parts.push(segment(marker, payload));
    if (isFrameHeader(marker)) size = { height: u16be(payload, 1), width: u16be(payload, 3) };
    if (marker === SOS) {
      const end = endOfScan(bytes, at);
      parts.push(bytes.subarray(at, end));
      at = end;
      scans++;
    }
  }
  if (!size || size.width === 0 || size.height === 0 || scans === 0) return malformed('JPEG without a frame or a scan');
  if (orientation !== undefined) {
    // EXIF belongs right after the start marker, or after JFIF's header when there is one.
    const afterJfif = parts[1]?.[1] === APP0 ? 2 : 1;
    parts.splice(afterJfif, 0, segment(APP1, orientationOnlyExif(orientation)));
  }
  return { bytes: concat(parts), width: size.width, height: size.height };
};
