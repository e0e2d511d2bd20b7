/**
 * Puts the metadata a phone or an editor writes into real image bytes, for the tests that check it
 * is taken out again: EXIF with a camera name, an orientation and a GPS position, XMP, comments,
 * text chunks, and bytes after the end of the picture.
 */
import { crc32 } from 'node:zlib';

/** Strings whose presence in a served photo means some metadata got through. */
export const SECRET_MARKERS = ['SpyCam 3000', 'xmpmeta', 'Kept at the lake house', 'Appended after the end'] as const;
/** Where the photo was taken: 39°44'30"N 104°59'0"W. */
const GPS = { latitude: [[39, 1], [44, 1], [3000, 100]], longitude: [[104, 1], [59, 1], [0, 1]] } as const;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16be = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32be = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32BE(n); return b; };
const u32le = (n: number) => { const b = Buffer.alloc(4); b.writeUInt32LE(n); return b; };

/**
 * A little-endian TIFF (what EXIF is): IFD0 with Make, Orientation and a pointer to the GPS IFD,
 * which holds the latitude and longitude with their hemispheres.
 */
export const gpsExifTiff = (orientation = 6): Buffer => {
  const make = ascii('SpyCam 3000\0');
  const entry = (tag: number, type: number, count: number, value: Buffer) => {
    const b = Buffer.alloc(12);
    b.writeUInt16LE(tag, 0); b.writeUInt16LE(type, 2); b.writeUInt32LE(count, 4); value.copy(b, 8);
    return b;
  };
  const ifd0Offset = 8;
  const ifd0Size = 2 + 3 * 12 + 4;
  const makeOffset = ifd0Offset + ifd0Size;
  const gpsOffset = makeOffset + make.length;
  const gpsSize = 2 + 4 * 12 + 4;
  const latOffset = gpsOffset + gpsSize;
  const lonOffset = latOffset + 24;
  const rationals = (values: readonly (readonly [number, number])[]) => Buffer.concat(values.flatMap(([n, d]) => [u32le(n), u32le(d)]));
  const short = (n: number) => { const b = Buffer.alloc(4); b.writeUInt16LE(n); return b; };
  const ifd0 = Buffer.concat([
    Buffer.from([3, 0]),
    entry(0x010f, 2, make.length, u32le(makeOffset)), // Make
    entry(0x0112, 3, 1, short(orientation)), // Orientation
    entry(0x8825, 4, 1, u32le(gpsOffset)), // GPS IFD
    u32le(0),
  ]);
  const gps = Buffer.concat([
    Buffer.from([4, 0]),
    entry(0x0001, 2, 2, ascii('N\0\0\0')), // GPSLatitudeRef
    entry(0x0002, 5, 3, u32le(latOffset)), // GPSLatitude
    entry(0x0003, 2, 2, ascii('W\0\0\0')), // GPSLongitudeRef
    entry(0x0004, 5, 3, u32le(lonOffset)), // GPSLongitude
    u32le(0),
  ]);
  return Buffer.concat([ascii('II'), Buffer.from([42, 0]), u32le(ifd0Offset), ifd0, make, gps, rationals(GPS.latitude), rationals(GPS.longitude)]);
};

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><exif:GPSLatitude>39,44.5N</exif:GPSLatitude></rdf:RDF></x:xmpmeta>';
const TRAILER = ascii('Appended after the end: a second file could hide here.');

const jpegSegment = (marker: number, payload: Buffer) => Buffer.concat([Buffer.from([0xff, marker]), u16be(payload.length + 2), payload]);

/** A JPEG with EXIF (GPS, orientation 6), XMP, a Photoshop/IPTC block, a comment and a trailer. */
export const jpegWithMetadata = (jpeg: Buffer, orientation = 6): Buffer =>
  Buffer.concat([
    jpeg.subarray(0, 2),
    jpegSegment(0xe1, Buffer.concat([ascii('Exif\0\0'), gpsExifTiff(orientation)])),
    jpegSegment(0xe1, Buffer.concat([ascii('http://ns.adobe.com/xap/1.0/\0'), ascii(XMP)])),
    jpegSegment(0xed, ascii('Photoshop 3.0\x008BIM\x04\x04\x00\x00\x00\x00\x00\x1bKept at the lake house')),
    jpegSegment(0xfe, ascii('Kept at the lake house')),
    jpeg.subarray(2),
    TRAILER,
  ]);

const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))]);
};

/** A PNG with eXIf (GPS), tEXt, iTXt (XMP), tIME, a private chunk and a trailer. */
export const pngWithMetadata = (png: Buffer): Buffer => {
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('eXIf', gpsExifTiff()),
    pngChunk('tEXt', ascii('Comment\0Kept at the lake house')),
    pngChunk('iTXt', Buffer.concat([ascii('XML:com.adobe.xmp\0\0\0\0\0'), ascii(XMP)])),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 25, 12, 0, 0])),
    pngChunk('spYc', ascii('SpyCam 3000')),
    png.subarray(afterHeader),
    TRAILER,
  ]);
};

const riffChunk = (type: string, data: Buffer) =>
  Buffer.concat([ascii(type), u32le(data.length), data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);

/** A WebP (extended format) with EXIF (GPS) and XMP chunks announced in VP8X, and a trailer. */
export const webpWithMetadata = (webp: Buffer): Buffer => {
  const body = Buffer.from(webp.subarray(12, 8 + webp.readUInt32LE(4)));
  if (body.toString('latin1', 0, 4) !== 'VP8X') throw new Error('needs an extended WebP');
  body[8] = body[8]! | 0x08 | 0x04; // EXIF and XMP present
  const withMetadata = Buffer.concat([body, riffChunk('EXIF', gpsExifTiff()), riffChunk('XMP ', ascii(XMP))]);
  return Buffer.concat([ascii('RIFF'), u32le(4 + withMetadata.length), ascii('WEBP'), withMetadata, TRAILER]);
};

const gifSubBlocks = (data: Buffer) => {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const part = data.subarray(at, at + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat([...blocks, Buffer.from([0])]);
};

/** A GIF with a comment and an XMP application extension before its image, and a trailer. */
export const gifWithMetadata = (gif: Buffer): Buffer => {
  const headerEnd = 13 + (gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 7) + 1) : 0);
  return Buffer.concat([
    gif.subarray(0, headerEnd),
    Buffer.from([0x21, 0xfe]), gifSubBlocks(ascii('Kept at the lake house')),
    Buffer.from([0x21, 0xff, 11]), ascii('XMP DataXMP'), gifSubBlocks(ascii(XMP)),
    gif.subarray(headerEnd),
    TRAILER,
  ]);
};
