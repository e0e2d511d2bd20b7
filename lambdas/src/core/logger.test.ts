import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';

const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([line]) => JSON.parse(line as string) as Record<string, unknown>);

describe('logger', () => {
  // The test runner may start with LOG_LEVEL set (the local stack sets WARN): each test says its own.
  const configured = process.env.LOG_LEVEL;
  beforeEach(() => {
    process.env.LOG_LEVEL = 'INFO';
  });
  afterEach(() => {
    if (configured === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = configured;
    vi.restoreAllMocks();
  });

  it('writes one JSON line with level, message, service, time and the fields given', () => {
    // Prepare
    const log = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    // Act
    logger.info('Request refused', { status: 409, code: 'ALREADY_ANSWERED' });

    // Assess
    const [entry] = lines(log);
    expect(entry).toMatchObject({ level: 'INFO', message: 'Request refused', service: 'safe-haven', status: 409, code: 'ALREADY_ANSWERED' });
    expect(Date.parse(entry!.timestamp as string)).not.toBeNaN();
  });

  it('writes an error with its name, message and stack, on stderr', () => {
    // Prepare
    const error = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

    // Act
    logger.error('Unhandled error', { error: new TypeError('boom', { cause: 'disk full' }) });

    // Assess
    const [entry] = lines(error);
    expect(entry!.error).toMatchObject({ name: 'TypeError', message: 'boom', cause: 'disk full' });
    expect((entry!.error as { stack: string }).stack).toContain('logger.test.ts');
  });

  it('leaves out entries below LOG_LEVEL', () => {
    // Prepare
    process.env.LOG_LEVEL = 'WARN';
    const log = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

    // Act
    logger.info('quiet');
    logger.warn('Email delivery failed', { outboxId: 'o-1' });

    // Assess
    expect(log).not.toHaveBeenCalled();
    expect(lines(warn)).toEqual([expect.objectContaining({ level: 'WARN', outboxId: 'o-1' })]);
  });
});
