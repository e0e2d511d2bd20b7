/**
 * The site's default hero photo: what every invitation page shows at its hero's fixed addresses
 * until an admin saves one (shared/src/hero-photos.ts). It is drawn, not photographed (a valley at
 * dusk in the brand's greens and brass), and made at the same widths and formats as a saved hero,
 * under the same paths, so CloudFront can fall back to the site bucket at the same address (and the
 * local proxy to web/dist).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { HERO_PAGES, HERO_PHOTO_WIDTHS, heroPhotoKey } from '@safe-haven/shared/hero-photos';

const WIDTH = 1800;
const HEIGHT = 600;
/** The drawing is made on a 1600 x 800 canvas; the band shows its 3:1 middle, from the glow to the near hills. */
const VIEW = '0 230 1600 533.33';

const VALLEY_AT_DUSK = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${VIEW}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0e1c16"/><stop offset="0.45" stop-color="#24553b"/><stop offset="0.78" stop-color="#c9a86a"/><stop offset="1" stop-color="#f1e6cf"/>
    </linearGradient>
    <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="1088" cy="520" r="560">
      <stop offset="0" stop-color="#f1e6cf" stop-opacity="0.75"/><stop offset="1" stop-color="#faf6ee" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d6b77a"/><stop offset="1" stop-color="#1f3d2f"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="800" fill="url(#sky)"/>
  <rect width="1600" height="800" fill="url(#glow)"/>
  <circle cx="1088" cy="515" r="54" fill="#faf6ee"/>
  <path d="M0 560 L140 470 L260 520 L420 400 L560 500 L700 430 L860 520 L1010 455 L1180 530 L1330 440 L1480 505 L1600 460 V800 H0 Z" fill="#4f8a66" opacity="0.55"/>
  <path d="M0 610 L180 520 L330 585 L520 490 L690 590 L880 530 L1040 600 L1230 520 L1420 590 L1600 540 V800 H0 Z" fill="#24553b"/>
  <rect y="640" width="1600" height="70" fill="url(#lake)" opacity="0.8"/>
  <path d="M0 700 L220 660 L430 690 L640 650 L860 700 L1090 665 L1320 700 L1600 670 V800 H0 Z" fill="#162c22"/>
  <path d="M0 760 L260 730 L520 755 L800 725 L1060 760 L1340 735 L1600 750 V800 H0 Z" fill="#0e1c16"/>
</svg>`;

/** Writes the default hero's sizes for every page under `<outDir>/site-photos/hero/`; answers how many files. */
export const writeDefaultHeroes = async (outDir: string): Promise<number> => {
  const drawn = await sharp(Buffer.from(VALLEY_AT_DUSK)).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: drawn.info.width, height: drawn.info.height, channels: drawn.info.channels };
  let written = 0;
  for (const width of HERO_PHOTO_WIDTHS) {
    const resized = sharp(drawn.data, { raw }).resize({ width });
    const files = { webp: await resized.clone().webp({ quality: 78 }).toBuffer(), jpg: await resized.clone().flatten({ background: '#0e1c16' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer() };
    for (const page of HERO_PAGES) {
      for (const [extension, bytes] of Object.entries(files) as [keyof typeof files, Buffer][]) {
        const file = join(outDir, heroPhotoKey(page, width, extension));
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, bytes);
        written += 1;
      }
    }
  }
  return written;
};
