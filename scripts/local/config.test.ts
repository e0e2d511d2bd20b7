import { afterEach, describe, expect, it } from 'vitest';
import { localStackConfig } from './config';

const NAMES = ['PORT_OFFSET', 'WEB_PORT', 'LOCAL_STATE_DIR'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
const withEnv = (env: Partial<Record<(typeof NAMES)[number], string>>) => {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, env);
  return localStackConfig();
};

describe('the local stack ports', () => {
  it('are the documented defaults, with the state in .local', () => {
    const config = withEnv({});
    expect(config.ports).toEqual({ web: 5173, api: 3001, dynamodb: 8000, cognito: 9229, ses: 8005, s3: 4569 });
    expect(config.stateDir.endsWith('/.local')).toBe(true);
  });

  it('all move by PORT_OFFSET, for a second stack with a state folder of its own', () => {
    const config = withEnv({ PORT_OFFSET: '100' });
    expect(config.ports).toEqual({ web: 5273, api: 3101, dynamodb: 8100, cognito: 9329, ses: 8105, s3: 4669 });
    expect(config.stateDir.endsWith('/.local-100')).toBe(true);
  });

  it("let a port's own variable and LOCAL_STATE_DIR win over the offset", () => {
    const config = withEnv({ PORT_OFFSET: '100', WEB_PORT: '6000', LOCAL_STATE_DIR: '.my-stack' });
    expect(config.ports.web).toBe(6000);
    expect(config.ports.api).toBe(3101);
    expect(config.stateDir.endsWith('/.my-stack')).toBe(true);
  });

  it('refuses an offset that is not a whole number, naming the variable', () => {
    expect(() => withEnv({ PORT_OFFSET: '1.5' })).toThrow('PORT_OFFSET must be a whole number from 0 to 50000, got "1.5"');
    expect(() => withEnv({ PORT_OFFSET: '-3' })).toThrow(/PORT_OFFSET/);
  });
});
