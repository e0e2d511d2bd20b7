/**
 * The one piece of EXIF a photo needs to be shown the right way up: its Orientation tag. Phones
 * store a portrait photo as landscape pixels plus "rotate 90°", and browsers apply it; dropping all
 * of EXIF would show such photos on their side. So the cleaners read the tag from the original
 * EXIF (a TIFF structure) and write a fresh EXIF block that holds nothing else.
 */
import { ascii, u16be, u16le, u32be, u32le } from './image-bytes';

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;
const EXIF_HEADER = 'Exif\0\0';

/** The Orientation (2 to 8) of an APP1 Exif payload ("Exif\0\0" + TIFF), or undefined (none, upright, unreadable). */
export const readExifOrientation = (payload: Uint8Array): number | undefined => {
  try {
    if (ascii(payload, 0, 6) !== EXIF_HEADER) return undefined;
    const tiff = payload.subarray(6);
    const order = ascii(tiff, 0, 2);
    if (order !== 'II' && order !== 'MM') return undefined;
    const u16 = order === 'II' ? u16le : u16be;
    const u32 = order === 'II' ? u32le : u32be;
    const ifd = u32(tiff, 4);
    const entries = u16(tiff, ifd);
    for (let i = 0; i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(tiff, entry) !== ORIENTATION_TAG || u16(tiff, entry + 2) !== SHORT) continue;
      const value = u16(tiff, entry + 8);
      return value >= 2 && value <= 8 ? value : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  }
};

/** "Exif\0\0" + a big-endian TIFF whose only IFD holds one entry: Orientation. */
export const orientationOnlyExif = (orientation: number): Uint8Array => {
  const bytes = new Uint8Array(6 + 26);
  const view = new DataView(bytes.buffer);
  bytes.set([...EXIF_HEADER].map((c) => c.charCodeAt(0)), 0);
  bytes.set([0x4d, 0x4d, 0x00, 0x2a], 6); // "MM", 42
  view.setUint32(10, 8); // IFD0 right after the header
  view.setUint16(14, 1); // one entry
  view.setUint16(16, ORIENTATION_TAG);
  view.setUint16(18, SHORT);
  view.setUint32(20, 1); // one value, stored in the entry itself
  view.setUint16(24, orientation);
  view.setUint32(28, 0); // no next IFD (no thumbnail)
  return bytes;
};
