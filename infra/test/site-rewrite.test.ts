import { describe, expect, it } from 'vitest';
import { siteFileFor } from '@safe-haven/shared/site-pages';
import { SITE_REWRITE } from '../lib/constructs/site';

type ViewerRequest = { uri: string; cookies: Record<string, { value: string }> };

/** Runs the CloudFront function's code as CloudFront would, on a viewer request for `uri` with `cookies` (name=value; ...). */
const rewrite = (uri: string, cookies = ''): string => {
  const handler = new Function(`${SITE_REWRITE}\nreturn handler;`)() as (event: { request: ViewerRequest }) => ViewerRequest;
  // CloudFront hands the function the request's cookies parsed, each as { value }.
  const parsed = Object.fromEntries(cookies.split(';').filter((part) => part.includes('=')).map((part) => {
    const [name, ...value] = part.trim().split('=');
    return [name!, { value: value.join('=') }];
  }));
  return handler({ request: { uri, cookies: parsed } }).uri;
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

  it('serves a placeholder drawn with the rail to a person whose sidebar is folded, as the preview does', () => {
    for (const [path, cookies] of [
      ['/dashboard', 'sidebar_state=false'], ['/dashboard/', 'a=1; sidebar_state=false'], ['/dashboard', 'sidebar_state=true'],
      ['/dashboard/admin/edit-profile', 'sidebar_state=false'], ['/invitation', 'sidebar_state=false'], ['/dashboard/admin/manage-users', 'sidebar_state=false'],
    ] as const) expect(rewrite(path, cookies), `${path} ${cookies}`).toBe(siteFileFor(path, cookies));
    expect(rewrite('/dashboard', 'sidebar_state=false')).toBe('/dashboard/index-rail.html');
  });

  it('gives each prerendered and placeholder page its own file and the rest the SPA shell', () => {
    expect(rewrite('/invitation/investors')).toBe('/invitation/investors/index.html');
    expect(rewrite('/dashboard')).toBe('/dashboard/index.html');
    expect(rewrite('/dashboard/admin/manage-users')).toBe('/app.html');
  });
});
