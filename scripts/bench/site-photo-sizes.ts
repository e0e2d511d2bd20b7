/**
 * `npx tsx scripts/bench/site-photo-sizes.ts`: how long the photo save's resize takes and what it
 * writes, for a phone-sized photo (4032 x 3024 JPEG of about 4 MB: a gradient with blurred and fine
 * grain, which compresses about as a photo of foliage does), in this process on one core (sharp's
 * concurrency 1, as on a Lambda of 1,769 MB). Prints the median of RUNS (5) runs, the bytes of each
 * size, and AVIF's time and bytes at the same widths for comparison (the format not chosen).
 */
import sharp from 'sharp';
import { makeSitePhotoSizes, propertyPhotoPlan } from '@safe-haven/lambdas/site-photos/site-photo-sizes';
import { makePhotoLike } from '@safe-haven/testing/site-photos';

const RUNS = Number(process.env.RUNS ?? 5);
sharp.concurrency(1);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const photo = await makePhotoLike(4032, 3024);
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
