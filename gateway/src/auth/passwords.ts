import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { PBKDF2_PARAMS } from 'shared-domain';

const pbkdf2Async = promisify(pbkdf2);

export interface PasswordHash {
  /** 64 bytes of PBKDF2-HMAC-SHA512 output, hex. */
  passwordHash: string;
  /** 32 random bytes, hex. */
  salt: string;
  /** The PBKDF2 iterations it was derived with; absent on hashes stored before it was recorded (100,000). */
  passwordIterations?: number;
}

/**
 * The salt's hex text is decoded to its bytes before derivation: only this gateway derives hashes, so the
 * choice just has to stay fixed. Async so a login never blocks other requests for the ~100 ms it costs.
 */
async function derive(password: string, saltHex: string, iterations: number): Promise<Buffer> {
  return pbkdf2Async(password, Buffer.from(saltHex, 'hex'), iterations, PBKDF2_PARAMS.keyLengthBytes, PBKDF2_PARAMS.digest);
}

/**
 * Hashes and checks account passwords. New hashes use `iterations` (the gateway's config: the spec's 100,000,
 * which production cannot lower) and record it, so a stored hash is checked with the count it was made with
 * whatever the instance checking it is configured with.
 */
export class PasswordHasher {
  constructor(readonly iterations: number = PBKDF2_PARAMS.iterations) {}

  async hash(password: string): Promise<Required<PasswordHash>> {
    const salt = randomBytes(PBKDF2_PARAMS.saltBytes).toString('hex');
    const passwordHash = (await derive(password, salt, this.iterations)).toString('hex');
    return { passwordHash, salt, passwordIterations: this.iterations };
  }

  /** Constant-time comparison; a malformed stored hash simply fails. */
  async verify(password: string, stored: PasswordHash): Promise<boolean> {
    const expected = Buffer.from(stored.passwordHash, 'hex');
    const actual = await derive(password, stored.salt, stored.passwordIterations ?? PBKDF2_PARAMS.iterations);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Spends a check's time on an unknown user, so response time does not reveal which accounts exist. */
  async spend(password: string): Promise<void> {
    await this.verify(password, { ...DUMMY, passwordIterations: this.iterations });
  }
}

/** A fixed hash spent on unknown users. */
const DUMMY: PasswordHash = { passwordHash: '00'.repeat(PBKDF2_PARAMS.keyLengthBytes), salt: '00'.repeat(PBKDF2_PARAMS.saltBytes) };
