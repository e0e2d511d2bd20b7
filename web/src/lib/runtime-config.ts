/**
 * /config.json, parsed once; written at deploy time (CDK) or served by the local gateway.
 *
 * Checked by hand, not with zod: this runs on every staff page before anything shows, and zod's core
 * is about 17 KB gzipped that a signed-in first visit would otherwise carry for this file alone. The
 * rules and messages are those of `runtimeConfigSchema` (@safe-haven/shared/runtime-config), and
 * runtime-config.test.ts holds the two to the same answers.
 */
import type { RuntimeConfig } from '@safe-haven/shared/runtime-config';

type Issue = { path: string; message: string };
/** A field's check: zod's messages for what is wrong, and the value as zod gives it back. */
type Rule = (value: unknown) => { messages: string[]; value: unknown };

/** zod's name for what it received ("expected string, received number"). */
const received = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
};

/** zod's email pattern (zod/v4/core/regexes.js). */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const canParseUrl = (value: string): boolean => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/** A string's checks, each a message when it fails; `url` gives the value back trimmed, as zod's does. */
const string = (...checks: ((value: string) => string | undefined)[]): Rule => (value) =>
  typeof value === 'string'
    ? { messages: checks.map((check) => check(value)).filter((message): message is string => message !== undefined), value }
    : { messages: [`Invalid input: expected string, received ${received(value)}`], value };
const urlString = (...checks: ((value: string) => string | undefined)[]): Rule => (value) => {
  const checked = string((text) => (canParseUrl(text.trim()) ? undefined : 'Invalid URL'), ...checks)(value);
  return typeof value === 'string' ? { ...checked, value: value.trim() } : checked;
};
const nonEmpty = (value: string) => (value.length < 1 ? 'Too small: expected string to have >=1 characters' : undefined);
const email = (value: string) => (EMAIL.test(value) ? undefined : 'Invalid email address');
const startsWith = (prefix: string) => (value: string) => (value.startsWith(prefix) ? undefined : `Invalid string: must start with "${prefix}"`);
const oneOf = (options: readonly string[]): Rule => (value) => ({
  messages: typeof value === 'string' && options.includes(value) ? [] : [`Invalid option: expected one of ${options.map((option) => `"${option}"`).join('|')}`],
  value,
});
const optional = (rule: Rule): Rule => (value) => (value === undefined ? { messages: [], value } : rule(value));

const RULES: Record<keyof RuntimeConfig, Rule> = {
  stage: string(nonEmpty),
  region: string(nonEmpty),
  userPoolId: string(nonEmpty),
  userPoolClientId: string(nonEmpty),
  userPoolEndpoint: optional(urlString()),
  authFlowType: oneOf(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  supportEmail: optional(string(email)),
  publicSiteUrl: optional(urlString(startsWith('https://'))),
  teamTimeZone: optional(string(nonEmpty)),
};

/** The config with only its known keys, or every issue found (a field's path and zod's message). */
export const parseRuntimeConfig = (raw: unknown): { success: true; data: RuntimeConfig } | { success: false; issues: Issue[] } => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { success: false, issues: [{ path: '', message: `Invalid input: expected object, received ${received(raw)}` }] };
  }
  const input = raw as Record<string, unknown>;
  const checked = Object.entries(RULES).map(([key, rule]) => [key, rule(input[key])] as const);
  const issues = checked.flatMap(([key, { messages }]) => messages.map((message) => ({ path: key, message })));
  if (issues.length > 0) return { success: false, issues };
  const data = Object.fromEntries(checked.filter(([key]) => key in input).map(([key, { value }]) => [key, value]));
  return { success: true, data: data as RuntimeConfig };
};

let pending: Promise<RuntimeConfig> | undefined;

export const loadRuntimeConfig = (): Promise<RuntimeConfig> => {
  pending ??= fetch('/config.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
      return response.json();
    })
    .then((raw) => {
      const parsed = parseRuntimeConfig(raw);
      if (!parsed.success) {
        throw new Error(`/config.json is invalid: ${parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
      }
      return parsed.data;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
};
