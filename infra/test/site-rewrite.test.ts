import { describe, expect, it } from 'vitest';
import { siteFileFor } from '@safe-haven/shared/site-pages';
import { SITE_REWRITE } from '../lib/constructs/site';

/** Runs the CloudFront function's code as CloudFront would, on a viewer request for `uri`. */
const rewrite = (uri: string): string => {
  const handler = new Function(`${SITE_REWRITE}\nreturn handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  return handler({ request: { uri } }).uri;
};

describe('CloudFront site rewrite', () => {
  it('serves what the local preview serves, for every kind of path', () => {
    const paths = [
      '/', '/invitation', '/invitation/', '/invitation/land-owners', '/invitation/investors', '/thank-you', '/thank-you/',
      '/dashboard', '/dashboard/', '/dashboard/admin/manage-users', '/invitation/unknown', '/no-such-page',
      '/assets/index-abc.js', '/favicon.svg', '/config.json', '/invitation/index.html',
    ];
    for (const path of paths) expect(rewrite(path), path).toBe(siteFileFor(path));
  });

  it('gives each prerendered and placeholder page its own file and the rest the SPA shell', () => {
    expect(rewrite('/invitation/investors')).toBe('/invitation/investors/index.html');
    expect(rewrite('/dashboard')).toBe('/dashboard/index.html');
    expect(rewrite('/dashboard/admin/manage-users')).toBe('/app.html');
  });
});
