/**
 * GIF without metadata. After the header and colour table a GIF is a list of blocks: images,
 * extensions and the trailer. Kept are the images, graphic control (frame timing, transparency)
 * and the looping extension of animations (NETSCAPE2.0 / ANIMEXTS1.0); comments, plain text and
 * every other application extension (XMP among them) go. Bytes after the trailer are dropped.
 */
import { ascii, malformed, concat, slice, u16le, u8, type CleanImage } from './image-bytes';

const IMAGE = 0x2c;
const EXTENSION = 0x21;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;
const APPLICATION = 0xff;
const LOOPING = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The end of a run of data sub-blocks (each a length byte and that many bytes; a zero ends the run). */
const endOfSubBlocks = (bytes: Uint8Array, from: number): number => {
  let at = from;
  for (let length = u8(bytes, at); length !== 0; length = u8(bytes, at)) at += 1 + length;
  return at + 1;
};

const keptExtension = (bytes: Uint8Array, at: number): boolean => {
  const label = u8(bytes, at + 1);
  if (label === GRAPHIC_CONTROL) return true;
  return label === APPLICATION && u8(bytes, at + 2) === 11 && LOOPING.has(ascii(bytes, at + 3, 11));
};

export const cleanGif = (bytes: Uint8Array): CleanImage => {
  const version = ascii(bytes, 0, 6);
  if (version !== 'GIF87a' && version !== 'GIF89a') malformed('no GIF header');
  const width = u16le(bytes, 6);
  const height = u16le(bytes, 8);
  const headerEnd = 13 + colourTableBytes(u8(bytes, 10));
  const parts: Uint8Array[] = [slice(bytes, 0, headerEnd)];
  let images = 0;
  for (let at = headerEnd; ; ) {
    const block = u8(bytes, at);
    if (block === TRAILER) {
      parts.push(Uint8Array.of(TRAILER));
      break;
    }
    if (block === IMAGE) {
      const dataStart = at + 10 + colourTableBytes(u8(bytes, at + 9)) + 1; // + LZW minimum code size
      const end = endOfSubBlocks(bytes, dataStart);
      parts.push(slice(bytes, at, end - at));
      at = end;
      images++;
    } else if (block === EXTENSION) {
      const end = endOfSubBlocks(bytes, at + 2);
      if (keptExtension(bytes, at)) parts.push(slice(bytes, at, end - at));
      at = end;
    } else {
      malformed(`unknown GIF block 0x${block.toString(16)} at byte ${at}`);
    }
  }
  if (images === 0 || width === 0 || height === 0) malformed('GIF without an image');
  return { bytes: concat(parts), width, height };
};
