import { hkdfSync } from 'node:crypto';

/** What a key derived from the gateway secret is for; each purpose gets its own key, so one leaking reveals no other. */
export type KeyPurpose = 'device-cookie' | 'totp-secret' | 'recovery-code';

/**
 * A 32-byte key for one purpose, derived from the gateway secret with HKDF-SHA256. Every instance sharing
 * GATEWAY_SECRET derives the same keys, so a device cookie or an encrypted TOTP secret written by one is
 * read by the others; replacing the secret invalidates them all (device cookies, second factors).
 */
export function deriveKey(gatewaySecret: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', gatewaySecret, Buffer.alloc(0), `kickoff-hub/${purpose}`, 32));
}
