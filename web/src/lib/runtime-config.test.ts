import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@safe-haven/shared/runtime-config';
import { parseRuntimeConfig } from './runtime-config';

const valid = { stage: 'dev', region: 'eu-west-1', userPoolId: 'eu-west-1_abc', userPoolClientId: 'client', authFlowType: 'USER_SRP_AUTH' };

/** What zod's schema answers, in the hand-written parser's shape. */
const bySchema = (raw: unknown) => {
  const parsed = runtimeConfigSchema.safeParse(raw);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
};

const CASES: [string, unknown][] = [
  ['a valid config', valid],
  ['every optional field', { ...valid, userPoolEndpoint: 'http://localhost:9229', supportEmail: 'help@example.com', publicSiteUrl: 'https://example.com', teamTimeZone: 'Europe/London' }],
  ['unknown keys (dropped)', { ...valid, extra: 1, stage: 'prod' }],
  ['an empty stage', { ...valid, stage: '' }],
  ['a numeric region', { ...valid, region: 7 }],
  ['a null pool id', { ...valid, userPoolId: null }],
  ['a missing client id', { ...valid, userPoolClientId: undefined }],
  ['an endpoint that is no URL', { ...valid, userPoolEndpoint: 'localhost 9229' }],
  ['an endpoint with spaces around it', { ...valid, userPoolEndpoint: '  http://localhost:9229  ' }],
  ['an unknown flow', { ...valid, authFlowType: 'CUSTOM_AUTH' }],
  ['a flow that is no string', { ...valid, authFlowType: 3 }],
  ['a bad support email', { ...valid, supportEmail: 'help@' }],
  ['a support email with a dot first', { ...valid, supportEmail: '.help@example.com' }],
  ['a support email with a plus', { ...valid, supportEmail: "o'neil+help@mail.example.co" }],
  ['a public site over http', { ...valid, publicSiteUrl: 'http://example.com' }],
  ['a public site that is no URL', { ...valid, publicSiteUrl: 'example' }],
  ['an empty time zone', { ...valid, teamTimeZone: '' }],
  ['an empty object', {}],
  ['null', null],
  ['an array', []],
  ['a string', 'config'],
];

describe('parseRuntimeConfig', () => {
  it.each(CASES)('answers as runtimeConfigSchema does for %s', (_name, raw) => {
    expect(parseRuntimeConfig(raw)).toEqual(bySchema(raw));
  });

  // zod goes on checking a value of the wrong type (an array's length); the refusal is the same.
  it('refuses a value of the wrong type with the same first message', () => {
    const raw = { ...valid, teamTimeZone: [] };
    const parsed = parseRuntimeConfig(raw);
    const schema = bySchema(raw);
    expect(parsed.success).toBe(false);
    expect(parsed.success ? [] : parsed.issues).toEqual(schema.success ? [] : schema.issues?.slice(0, 1));
  });
});
