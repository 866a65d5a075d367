import { describe, expect, it } from 'vitest';
import { deriveKey } from '../src/auth/derived-keys';
import { SecretBox } from '../src/auth/secret-box';

const box = new SecretBox(deriveKey(Buffer.from('gateway secret'), 'totp-secret'));

describe('SecretBox', () => {
  it('opens what it sealed, for the same account only, and nothing altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user_1');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'user_1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user_2')).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(box.open(flipped, 'user_1')).toBeNull();
    expect(box.open('v1.', 'user_1')).toBeNull();
    expect(box.open('nonsense', 'user_1')).toBeNull();
  });

  it('needs the gateway secret it was sealed under, and seals the same text differently each time', () => {
    const sealed = box.seal('secret', 'user_1');
    expect(box.seal('secret', 'user_1')).not.toBe(sealed);
    expect(new SecretBox(deriveKey(Buffer.from('another secret'), 'totp-secret')).open(sealed, 'user_1')).toBeNull();
    expect(new SecretBox(deriveKey(Buffer.from('gateway secret'), 'recovery-code')).open(sealed, 'user_1')).toBeNull();
  });
});
