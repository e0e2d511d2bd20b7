/**
 * `npx tsx scripts/bench/site-photo-sizes.ts`: how long the photo save's resize takes and what it
 * writes, for a phone-sized photo (4032 x 3024 JPEG of about 4 MB: a gradient with blurred and fine
 * grain, which compresses about as a photo of foliage does), in this process on one core (sharp's
 * concurrency 1, as on a Lambda of 1,769 MB). Prints the median of RUNS (5) runs, the bytes of each
 * size, and AVIF's time and bytes at the same widths for comparison (the format not chosen).
 */
import sharp from 'sharp';
import { makeSitePhotoSizes, propertyPhotoPlan } from '@safe-haven/lambdas/site-photos/site-photo-sizes';

const RUNS = Number(process.env.RUNS ?? 5);
sharp.concurrency(1);

const photoLike = async (width: number, height: number): Promise<Buffer> => {
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const photo = await photoLike(4032, 3024);
console.log(`source: 4032 x 3024 JPEG, ${kb(photo.length)}`);
const times: number[] = [];
let last: Awaited<ReturnType<typeof makeSitePhotoSizes>> | undefined;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  last = await makeSitePhotoSizes(photo, 'image/jpeg', propertyPhotoPlan('property'));
  times.push(performance.now() - started);
}
if (!last?.ok) throw new Error('the photo was refused');
console.log(`WebP + JPEG, 3 widths: median ${Math.round(median(times))} ms (runs: ${times.map(Math.round).join(', ')})`);
for (const size of last.sizes) console.log(`  ${String(size.width).padStart(5)}.${size.extension.padEnd(4)} ${kb(size.bytes.length).padStart(9)}`);
console.log(`  all six: ${kb(last.sizes.reduce((sum, size) => sum + size.bytes.length, 0))}`);

const avifTimes: number[] = [];
let avifBytes: number[] = [];
for (let run = 0; run < Math.min(RUNS, 3); run += 1) {
  const started = performance.now();
  avifBytes = [];
  for (const width of last.widths) avifBytes.push((await sharp(photo).rotate().resize({ width }).avif({ quality: 50, effort: 4 }).toBuffer()).length);
  avifTimes.push(performance.now() - started);
}
console.log(`AVIF alone (quality 50, effort 4), 3 widths: median ${Math.round(median(avifTimes))} ms; ${avifBytes.map(kb).join(', ')}`);
