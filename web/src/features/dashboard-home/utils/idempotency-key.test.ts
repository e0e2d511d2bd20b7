import { describe, expect, it } from 'vitest';
import { sendInvitationSchema } from '@safe-haven/shared/validation/invitation';
import { attemptFor, invitationFingerprint } from './idempotency-key';

const content = { audience: 'member' as const, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', personalMessage: 'Hello' };
let counter = 0;
const newKey = () => `key-${(counter += 1).toString().padStart(4, '0')}`;

describe('idempotency key per form content', () => {
  it('keeps the key when the same content is sent again (double click, retry after a network error)', () => {
    const first = attemptFor(null, invitationFingerprint(content), newKey);
    const retry = attemptFor(first, invitationFingerprint({ ...content }), newKey);
    expect(retry.key).toBe(first.key);
  });

  it('makes a new key when the content changes', () => {
    const first = attemptFor(null, invitationFingerprint(content), newKey);
    const edited = attemptFor(first, invitationFingerprint({ ...content, email: 'other@example.com' }), newKey);
    const otherType = attemptFor(first, invitationFingerprint({ ...content, audience: 'investor' }), newKey);
    expect(edited.key).not.toBe(first.key);
    expect(otherType.key).not.toBe(first.key);
  });

  it('ignores what the schema normalises (spaces, email case)', () => {
    const parsedA = sendInvitationSchema.omit({ idempotencyKey: true }).parse({ ...content, email: ' Ada@Example.com ' });
    const parsedB = sendInvitationSchema.omit({ idempotencyKey: true }).parse(content);
    expect(invitationFingerprint(parsedA)).toBe(invitationFingerprint(parsedB));
  });

  it('generates keys the server accepts', () => {
    const { key } = attemptFor(null, 'x');
    expect(sendInvitationSchema.shape.idempotencyKey.safeParse(key).success).toBe(true);
  });
});
