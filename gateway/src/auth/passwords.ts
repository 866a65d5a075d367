import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { PBKDF2_PARAMS } from 'shared-domain';

const pbkdf2Async = promisify(pbkdf2);

export interface PasswordHash {
  /** 64 bytes of PBKDF2-HMAC-SHA512 output, hex. */
  passwordHash: string;
  /** 32 random bytes, hex. */
  salt: string;
}

/**
 * The salt's hex text is decoded to its bytes before derivation: only this gateway derives hashes, so the
 * choice just has to stay fixed. Async so a login never blocks other requests for the ~100 ms it costs.
 */
async function derive(password: string, saltHex: string): Promise<Buffer> {
  return pbkdf2Async(
    password,
    Buffer.from(saltHex, 'hex'),
    PBKDF2_PARAMS.iterations,
    PBKDF2_PARAMS.keyLengthBytes,
    PBKDF2_PARAMS.digest,
  );
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(PBKDF2_PARAMS.saltBytes).toString('hex');
  return { passwordHash: (await derive(password, salt)).toString('hex'), salt };
}

/** Constant-time comparison; a malformed stored hash simply fails. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.passwordHash, 'hex');
  const actual = await derive(password, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A fixed hash spent on unknown users, so response time does not reveal which accounts exist. */
const DUMMY: PasswordHash = { passwordHash: '00'.repeat(PBKDF2_PARAMS.keyLengthBytes), salt: '00'.repeat(PBKDF2_PARAMS.saltBytes) };
export async function spendPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, DUMMY);
}
