/**
 * A structured JSON logger: one line per entry with level, message, service, time and the fields
 * given; an Error is written with its name, message and stack. It replaces Powertools' Logger,
 * whose ~20 KB (with its commons) was the last thing keeping two bundles above 300 KB; the calls
 * here (`logger.info(message, fields)`) are the ones we used from it.
 */
const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'SILENT'>;

const configuredLevel = (): number => LEVELS[(process.env.LOG_LEVEL?.toUpperCase() ?? 'INFO') as keyof typeof LEVELS] ?? LEVELS.INFO;

const serialise = (_key: string, value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack, ...(value.cause ? { cause: value.cause } : {}) } : value;

const write = (level: Level, message: string, fields: Record<string, unknown> = {}): void => {
  if (LEVELS[level] < configuredLevel()) return;
  const line = JSON.stringify({ level, message, service: 'safe-haven', timestamp: new Date().toISOString(), ...fields }, serialise);
  if (level === 'ERROR') console.error(line);
  else if (level === 'WARN') console.warn(line);
  else console.info(line);
};

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARN', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
};
