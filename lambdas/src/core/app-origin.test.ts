import { afterEach, describe, expect, it } from 'vitest';
import { appOrigin } from './app-origin';

describe('appOrigin', () => {
  afterEach(() => {
    delete process.env.APP_ORIGIN;
  });

  it('prefers the stage setting', () => {
    process.env.APP_ORIGIN = 'https://invite.example.org/';
    expect(appOrigin({ headers: { origin: 'https://other.example.org' } })).toBe('https://invite.example.org');
  });

  it('falls back to the Origin of the calling page, never to the Host', () => {
    expect(appOrigin({ headers: { origin: 'https://d111.cloudfront.net', host: 'abc.execute-api.us-east-1.amazonaws.com' } })).toBe('https://d111.cloudfront.net');
    expect(() => appOrigin({ headers: { host: 'abc.execute-api.us-east-1.amazonaws.com' } })).toThrow(/appOrigin/);
  });
});
