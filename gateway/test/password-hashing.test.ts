/**
 * Account passwords (spec §7, §9): PBKDF2-HMAC-SHA512 with a 32-byte salt. New hashes use the configured
 * iterations (the spec's 100,000, never fewer in production) and record them, so a hash still verifies after the
 * count changes, and hashes stored before the count was recorded verify with 100,000.
 */
import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PBKDF2_PARAMS } from 'shared-domain';
import { ConfigError, resolveConfig } from '../src/config';
import { PasswordHasher } from '../src/auth/passwords';

describe('the configured iterations', () => {
  it("default to the spec's 100,000; production refuses fewer, and a count must be a whole number", () => {
    expect(resolveConfig({}).passwordIterations).toBe(100_000);
    expect(resolveConfig({ passwordIterations: 1_000 }).passwordIterations).toBe(1_000);
    const production = { nodeEnv: 'production', superAdminPassword: 'a-real-password', gatewaySecret: 'secret' };
    expect(resolveConfig(production).passwordIterations).toBe(100_000);
    expect(resolveConfig({ ...production, passwordIterations: 200_000 }).passwordIterations).toBe(200_000);
    expect(() => resolveConfig({ ...production, passwordIterations: 99_999 })).toThrow(ConfigError);
    for (const passwordIterations of [0, -5, 2.5, Number.NaN]) expect(() => resolveConfig({ passwordIterations })).toThrow(ConfigError);
  });
});

describe('a password hash', () => {
  it('records its iterations and verifies with them, whatever the checking hasher is configured with', async () => {
    const stored = await new PasswordHasher(1_000).hash('correct horse');
    expect(stored).toMatchObject({ passwordIterations: 1_000, salt: expect.stringMatching(/^[0-9a-f]{64}$/), passwordHash: expect.stringMatching(/^[0-9a-f]{128}$/) });
    const expected = pbkdf2Sync('correct horse', Buffer.from(stored.salt, 'hex'), 1_000, 64, 'sha512').toString('hex');
    expect(stored.passwordHash).toBe(expected);
    const other = new PasswordHasher(2_000);
    expect(await other.verify('correct horse', stored)).toBe(true);
    expect(await other.verify('correct horsE', stored)).toBe(false);
  });

  it('stored without its iterations (before they were recorded) verifies with 100,000', async () => {
    const salt = '11'.repeat(PBKDF2_PARAMS.saltBytes);
    const passwordHash = pbkdf2Sync('old password', Buffer.from(salt, 'hex'), 100_000, 64, 'sha512').toString('hex');
    const hasher = new PasswordHasher(1_000);
    expect(await hasher.verify('old password', { passwordHash, salt })).toBe(true);
    expect(await hasher.verify('old passwort', { passwordHash, salt })).toBe(false);
  });

  it('that is malformed simply fails', async () => {
    expect(await new PasswordHasher(1_000).verify('x', { passwordHash: 'abc', salt: 'zz', passwordIterations: 1_000 })).toBe(false);
  });
});
