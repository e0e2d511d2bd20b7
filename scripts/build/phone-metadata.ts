/**
 * Writes shared/src/validation/phone-metadata.json: libphonenumber-js's "min" metadata cut down to
 * the countries this brand's invitees and staff are expected from (North America and the Caribbean
 * on +1, Central and South America near the resorts, Europe, and the wealth centres investors write
 * from). The whole table is 83 KB and would push the answer handlers past their bundle budget; this
 * one is about 26 KB. A number from any other country is still accepted in its international form
 * (+ and 8 to 15 digits), just not checked digit by digit (see phone.ts).
 * Run `npx tsx scripts/build/phone-metadata.ts` after upgrading libphonenumber-js; a unit test fails
 * while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PHONE_COUNTRIES = [
  // Central and South America, near the Belize and Caribbean properties.
  'BZ', 'MX', 'CR', 'PA', 'GT', 'HN', 'CO', 'BR', 'AR', 'CL',
  // Europe.
  'GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'LU', 'CH', 'AT', 'PT', 'SE', 'NO', 'DK', 'FI', 'PL',
  // Where investors often write from.
  'AU', 'NZ', 'AE', 'SA', 'QA', 'SG', 'HK', 'JP', 'KR', 'IN', 'IL', 'ZA',
] as const;

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}

export const phoneMetadataSubset = (): Metadata => {
  const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as Metadata;
  // Every country on +1 (the United States, Canada and the Caribbean islands) is kept.
  const keep = new Set<string>([...(full.country_calling_codes['1'] ?? []), ...PHONE_COUNTRIES]);
  const country_calling_codes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, countries]) => [code, countries.filter((country) => keep.has(country))] as const)
      .filter(([, countries]) => countries.length > 0),
  );
  const countries = Object.fromEntries(Object.entries(full.countries).filter(([country]) => keep.has(country)));
  return { version: full.version, country_calling_codes, countries };
};

export const PHONE_METADATA_PATH = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'shared', 'src', 'validation', 'phone-metadata.json');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(PHONE_METADATA_PATH, `${JSON.stringify(phoneMetadataSubset())}\n`);
  console.log(`wrote ${PHONE_METADATA_PATH}`);
}
