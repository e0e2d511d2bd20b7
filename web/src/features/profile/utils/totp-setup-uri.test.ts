import { describe, expect, it } from 'vitest';
import { totpSetupUri } from './totp-setup-uri';

describe('the authenticator app address', () => {
  it('names the issuer and the account, and carries the key', () => {
    expect(totpSetupUri('ABC234', 'Safe Haven', 'ana@brand.com')).toBe('otpauth://totp/Safe%20Haven%3Aana%40brand.com?secret=ABC234&issuer=Safe%20Haven');
  });
});
