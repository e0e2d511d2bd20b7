/**
 * A structured JSON logger: one line per entry with level, message, service, time, the keys of the
 * current request (appendKeys, cleared with resetKeys) and the fields given; an Error is written
 * with its name, message and stack. It replaces Powertools' Logger, whose ~20 KB (with its commons)
 * was the last thing keeping two bundles above 300 KB; the calls here are the ones we used from it.
 */
import { APP_METRICS } from '@safe-haven/shared/operations';
import { optionalEnv } from './env';

const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;
type LevelName = keyof typeof LEVELS;
type Level = Exclude<LevelName, 'SILENT'>;

let levelOverride: LevelName | undefined;
let requestKeys: Record<string, unknown> = {};

const configuredLevel = (): number =>
  LEVELS[levelOverride ?? ((optionalEnv('LOG_LEVEL')?.toUpperCase() ?? 'INFO') as LevelName)] ?? LEVELS.INFO;

const serialise = (_key: string, value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack, ...(value.cause ? { cause: value.cause } : {}) } : value;

const write = (level: Level, message: string, fields: Record<string, unknown> = {}): void => {
  if (LEVELS[level] < configuredLevel()) return;
  const line = JSON.stringify(
    // The entry's own keys come last: a field cannot overwrite the level or the message.
    { ...requestKeys, ...fields, level, message, service: APP_METRICS.service, timestamp: new Date().toISOString() },
    serialise,
  );
  // Straight to the process streams, as Lambda reads them (the test runner replaces `console`).
  (level === 'ERROR' || level === 'WARN' ? process.stderr : process.stdout).write(`${line}\n`);
};

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARN', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
  /** Keys every following line of this request carries (client IP, route, user id). */
  appendKeys: (keys: Record<string, unknown>): void => {
    requestKeys = { ...requestKeys, ...keys };
  },
  /** Called when a request ends, so a warm container never lends its keys to the next one. */
  resetKeys: (): void => {
    requestKeys = {};
  },
  /** Overrides LOG_LEVEL (tests). */
  setLogLevel: (level: LevelName): void => {
    levelOverride = level;
  },
};
