/**
 * Photos for the brand-photo tests, made with sharp (the resizer's own library): a diagonal gradient
 * in the brand's greens with a block of colour in one corner, so a crop or a turn shows, and any
 * metadata a camera would leave in it.
 */
import sharp from 'sharp';

export interface TestPhotoOptions {
  format?: 'jpeg' | 'png' | 'webp';
  /** EXIF orientation (6: the camera was turned a quarter clockwise). */
  orientation?: number;
  /** Text put in EXIF (the camera owner's name field), to find it again if metadata leaked. */
  exifText?: string;
}

export const makeTestPhoto = async (width: number, height: number, options: TestPhotoOptions = {}): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f4d3a"/><stop offset="1" stop-color="#c9a227"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><rect width="${Math.round(width / 4)}" height="${Math.round(height / 4)}" fill="#b03a2e"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.orientation || options.exifText) {
    image = image.withExif({ IFD0: { ...(options.exifText ? { Artist: options.exifText, Copyright: options.exifText } : {}) } });
  }
  const format = options.format ?? 'jpeg';
  let bytes = await (format === 'jpeg' ? image.jpeg({ quality: 85 }) : format === 'png' ? image.png() : image.webp()).toBuffer();
  if (options.orientation) bytes = await sharp(bytes).withMetadata({ orientation: options.orientation }).toBuffer();
  return bytes;
};

/** What sharp reads of an image: its format, size and whether any EXIF, XMP or ICC data is left. */
export const photoFacts = async (bytes: Uint8Array) => {
  const metadata = await sharp(bytes).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif, xmp: metadata.xmp, orientation: metadata.orientation };
};

/**
 * A JPEG that compresses as a photo of foliage does (a gradient with blurred and fine grain), at a
 * camera's quality: for measuring what a real photo costs (a flat test photo compresses far better).
 */
export const makePhotoLike = async (width: number, height: number): Promise<Buffer> => {
  const grain = (w: number, h: number, amplitude: number, seed: number) => {
    const data = Buffer.alloc(w * h * 3);
    let state = seed;
    for (let i = 0; i < data.length; i += 1) {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      data[i] = 128 + Math.round(((state >>> 16) / 65_535 - 0.5) * amplitude);
    }
    return sharp(data, { raw: { width: w, height: h, channels: 3 } });
  };
  const base = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f5d46"/><stop offset="0.6" stop-color="#8aa36b"/><stop offset="1" stop-color="#d9c58e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`)).png().toBuffer();
  const blobs = await (await grain(Math.round(width / 24), Math.round(height / 24), 180, 7)).resize(width, height, { kernel: 'cubic' }).png().toBuffer();
  const fine = await (await grain(width, height, 40, 11)).png().toBuffer();
  return sharp(base)
    .composite([{ input: blobs, blend: 'overlay' }, { input: fine, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
};
