import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per process; the service name groups every handler's logs. */
export const logger = new Logger({
  serviceName: 'safe-haven',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
