import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const directives = (policy: string) => new Map(policy.split('; ').map((part) => {
  const [name, ...values] = part.split(' ');
  return [name!, values] as const;
}));

describe('contentSecurityPolicy', () => {
  const aws = directives(contentSecurityPolicy({ cognito: 'https://cognito-idp.eu-west-1.amazonaws.com', photos: 'https://photos.s3.eu-west-1.amazonaws.com', documents: 'https://documents.s3.eu-west-1.amazonaws.com', upgradeInsecureRequests: true }));

  it('runs only the site\'s own scripts: no inline code, no eval, no other origin', () => {
    expect(aws.get('script-src')).toEqual(["'self'"]);
    expect(aws.get('object-src')).toEqual(["'none'"]);
    expect(aws.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the app reach only Cognito, the photos bucket and the documents bucket besides itself', () => {
    expect(aws.get('connect-src')).toEqual([
      "'self'", 'https://cognito-idp.eu-west-1.amazonaws.com', 'https://photos.s3.eu-west-1.amazonaws.com', 'https://documents.s3.eu-west-1.amazonaws.com',
    ]);
    // Documents are uploaded there, never shown as images.
    expect(aws.get('img-src')).not.toContain('https://documents.s3.eu-west-1.amazonaws.com');
    expect(aws.has('upgrade-insecure-requests')).toBe(true);
  });

  it('leaves out the https upgrade on a local http server', () => {
    const local = directives(contentSecurityPolicy({ cognito: 'http://localhost:9229', photos: 'http://127.0.0.1:4569', documents: 'http://127.0.0.1:4569', upgradeInsecureRequests: false }));
    // One local S3 engine holds both buckets: named once.
    expect(local.get('connect-src')).toEqual(["'self'", 'http://localhost:9229', 'http://127.0.0.1:4569']);
    expect(local.has('upgrade-insecure-requests')).toBe(false);
    expect(local.get('script-src')).toEqual(["'self'"]);
  });
});
