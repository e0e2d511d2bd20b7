/** The metadata stripper on real image bytes (Chromium's encoders) carrying a phone's EXIF with a GPS position. */
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_PIXELS } from '@safe-haven/shared/team';
import {
  gifWithMetadata, gpsExifTiff, jpegWithMetadata, pngWithMetadata, SECRET_MARKERS, webpWithMetadata,
} from '@safe-haven/testing/photo-metadata';
import { NOT_AN_IMAGE, TINY_GIF, TINY_JPEG, TINY_PNG, TINY_WEBP, TINY_WEBP_LOSSLESS } from '@safe-haven/testing/photos';
import { cleanPhoto } from './clean-photo';
import { orientationOnlyExif, readExifOrientation } from './exif-orientation';

const cleaned = (bytes: Uint8Array) => {
  const result = cleanPhoto(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.detail ?? ''}`);
  return result;
};

/** No marker string, no byte of the GPS EXIF block, and nothing of the appended trailer. */
const expectNoMetadata = (bytes: Uint8Array) => {
  const text = Buffer.from(bytes).toString('latin1');
  for (const marker of SECRET_MARKERS) expect(text).not.toContain(marker);
  expect(Buffer.from(bytes).includes(gpsExifTiff())).toBe(false);
  expect(text).not.toMatch(/GPS|Exif\0\0II/);
};

/** The JPEG's segments as [marker, payload] up to the first scan. */
const jpegSegments = (bytes: Uint8Array): [number, Buffer][] => {
  const buffer = Buffer.from(bytes);
  const segments: [number, Buffer][] = [];
  for (let at = 2; buffer[at] === 0xff && buffer[at + 1] !== 0xda; ) {
    const length = buffer.readUInt16BE(at + 2);
    segments.push([buffer[at + 1]!, buffer.subarray(at + 4, at + 2 + length)]);
    at += 2 + length;
  }
  return segments;
};

const pngChunkTypes = (bytes: Uint8Array): string[] => {
  const buffer = Buffer.from(bytes);
  const types: string[] = [];
  for (let at = 8; at < buffer.length; at += 12 + buffer.readUInt32BE(at)) types.push(buffer.toString('latin1', at + 4, at + 8));
  return types;
};

const riffChunkTypes = (bytes: Uint8Array): string[] => {
  const buffer = Buffer.from(bytes);
  const types: string[] = [];
  for (let at = 12; at < buffer.length; at += 8 + buffer.readUInt32LE(at + 4) + (buffer.readUInt32LE(at + 4) % 2)) types.push(buffer.toString('latin1', at, at + 4));
  return types;
};

describe('JPEG', () => {
  it('drops EXIF with its GPS position, XMP, IPTC, comments and a trailer, keeping the picture, its ICC profile and its orientation', () => {
    // Prepare
    const upload = jpegWithMetadata(TINY_JPEG, 6);
    expect(Buffer.from(upload).toString('latin1')).toContain('SpyCam 3000');
    // Act
    const clean = cleaned(upload);
    // Assess
    expect(clean).toMatchObject({ type: 'image/jpeg', width: 3, height: 2 });
    expectNoMetadata(clean.bytes);
    const segments = jpegSegments(clean.bytes);
    const app = segments.filter(([marker]) => marker >= 0xe0 && marker <= 0xef).map(([marker, payload]) => [marker, payload.toString('latin1', 0, 4)]);
    expect(app).toEqual([[0xe0, 'JFIF'], [0xe1, 'Exif'], [0xe2, 'ICC_']]);
    const exif = segments.find(([marker]) => marker === 0xe1)![1];
    expect(exif).toEqual(Buffer.from(orientationOnlyExif(6)));
    expect(readExifOrientation(exif)).toBe(6);
    expect(segments.some(([marker]) => marker === 0xfe)).toBe(false);
    // Everything from the first scan to the end marker is the original's, and nothing follows it.
    const scan = TINY_JPEG.subarray(TINY_JPEG.indexOf(Buffer.from([0xff, 0xda])));
    expect(Buffer.from(clean.bytes).subarray(-scan.length)).toEqual(scan);
  });

  it('leaves a JPEG without metadata as it was, and adds no EXIF to an upright photo', () => {
    expect(Buffer.from(cleaned(TINY_JPEG).bytes)).toEqual(TINY_JPEG);
    const upright = cleaned(jpegWithMetadata(TINY_JPEG, 1));
    expect(Buffer.from(upright.bytes)).toEqual(TINY_JPEG);
  });

  it('refuses a JPEG cut short or without a picture', () => {
    expect(cleanPhoto(TINY_JPEG.subarray(0, 400))).toMatchObject({ ok: false, reason: 'not-an-image' });
    expect(cleanPhoto(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toMatchObject({ ok: false, reason: 'not-an-image' });
  });
});

describe('PNG', () => {
  it('drops eXIf, text, XMP, time and private chunks and a trailer, keeping the picture chunks as they were', () => {
    const upload = pngWithMetadata(TINY_PNG);
    expect(pngChunkTypes(upload)).toEqual(expect.arrayContaining(['eXIf', 'tEXt', 'iTXt', 'tIME', 'spYc']));
    const clean = cleaned(upload);
    expect(clean).toMatchObject({ type: 'image/png', width: 1, height: 1 });
    expectNoMetadata(clean.bytes);
    expect(Buffer.from(clean.bytes)).toEqual(TINY_PNG);
    expect(pngChunkTypes(clean.bytes)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('refuses a PNG without its header or its data', () => {
    expect(cleanPhoto(TINY_PNG.subarray(0, 40))).toMatchObject({ ok: false, reason: 'not-an-image' });
    const noHeader = Buffer.concat([TINY_PNG.subarray(0, 8), TINY_PNG.subarray(8 + 12 + 13)]);
    expect(cleanPhoto(noHeader)).toMatchObject({ ok: false, reason: 'not-an-image' });
  });
});

describe('WebP', () => {
  it.each([
    ['lossy', TINY_WEBP],
    ['lossless', TINY_WEBP_LOSSLESS],
  ])('drops the EXIF and XMP chunks of a %s WebP and their flags, keeping the ICC profile', (_kind, webp) => {
    const upload = webpWithMetadata(webp);
    expect(riffChunkTypes(upload)).toEqual(expect.arrayContaining(['EXIF', 'XMP ']));
    const clean = cleaned(upload);
    expect(clean).toMatchObject({ type: 'image/webp', width: 3, height: 2 });
    expectNoMetadata(clean.bytes);
    expect(Buffer.from(clean.bytes)).toEqual(webp);
    const flags = Buffer.from(clean.bytes)[20]!;
    expect(flags & 0x0c).toBe(0);
    expect(flags & 0x20).toBe(0x20); // ICC profile
  });

  it('reads the size of a simple (VP8 or VP8L only) WebP', () => {
    for (const [webp, type] of [[TINY_WEBP, 'VP8 '], [TINY_WEBP_LOSSLESS, 'VP8L']] as const) {
      const at = webp.indexOf(Buffer.from(type, 'latin1'));
      const chunk = webp.subarray(at);
      const simple = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), chunk]);
      simple.writeUInt32LE(simple.length - 8, 4);
      expect(cleanPhoto(simple)).toMatchObject({ ok: true, width: 3, height: 2 });
    }
  });
});

describe('GIF', () => {
  it('drops comments and XMP application extensions and a trailer', () => {
    const clean = cleaned(gifWithMetadata(TINY_GIF));
    expect(clean).toMatchObject({ type: 'image/gif', width: 1, height: 1 });
    expectNoMetadata(clean.bytes);
    expect(Buffer.from(clean.bytes)).toEqual(TINY_GIF);
  });
});

describe('what is not a photo', () => {
  it.each<[string, Uint8Array, string]>([
    ['text with an image name', NOT_AN_IMAGE, 'not-an-image'],
    ['an empty file', new Uint8Array(0), 'not-an-image'],
    ['a PNG signature and garbage', Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(64, 0x41)]), 'not-an-image'],
  ])('refuses %s', (_name, bytes, reason) => {
    expect(cleanPhoto(bytes)).toMatchObject({ ok: false, reason });
  });

  it(`refuses a picture of more than ${PHOTO_MAX_PIXELS / 1e6} megapixels, however small the file`, () => {
    // A PNG header claiming 10,000 x 10,000 pixels (the data need not match: nothing is decoded).
    const huge = Buffer.from(TINY_PNG);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    expect(cleanPhoto(huge)).toMatchObject({ ok: false, reason: 'too-many-pixels', detail: '10000x10000' });
  });
});
