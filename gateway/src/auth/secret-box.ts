import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for the few secrets the gateway must be able to read back (TOTP secrets): a copy of the
 * auth-users table alone does not reveal them. `context` (the user id) is authenticated with the text, so a
 * sealed value copied onto another account does not open there.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  /** `v1.<base64url of iv | tag | ciphertext>`, a fresh random IV each time. */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The text, or null when the value was not sealed by this key for this context (or was altered). */
  open(sealed: string, context: string): string | null {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || payload === undefined) return null;
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
