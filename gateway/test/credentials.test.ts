import { describe, expect, it } from 'vitest';
import { CredentialIssuer, parseAccessKeyId } from '../src/auth/credentials';
import { sniffImageType } from '../src/policy/image-types';
import { isValidImageKey } from '../src/policy/object-keys';
import { authorizeS3 } from '../src/policy/s3-policy';

const HOUR = 60 * 60 * 1000;
const issuer = new CredentialIssuer(Buffer.from('test-gateway-secret'), HOUR);
const NOW = Date.UTC(2025, 0, 1);
const SESSION_ID = 'ab'.repeat(32);

describe('CredentialIssuer', () => {
  it('issues one-hour session credentials whose key id names the session and the expiry', () => {
    const c = issuer.forSession(SESSION_ID, NOW + 7 * 24 * HOUR, NOW);
    expect(c).not.toBeNull();
    expect(c!.expiration).toBe(new Date(NOW + HOUR).toISOString());
    expect(parseAccessKeyId(c!.accessKeyId)).toEqual({ kind: 'session', sessionId: SESSION_ID, expiresAtMs: NOW + HOUR });
    expect(c!.secretAccessKey).toBe(issuer.secretFor(c!.accessKeyId));
  });

  it('never outlives the session, and gives nothing when under 15 minutes would remain', () => {
    const c = issuer.forSession(SESSION_ID, NOW + 20 * 60 * 1000, NOW);
    expect(c!.expiration).toBe(new Date(NOW + 20 * 60 * 1000).toISOString());
    expect(issuer.forSession(SESSION_ID, NOW + 14 * 60 * 1000, NOW)).toBeNull();
  });

  it('derives secrets from the gateway secret only', () => {
    const other = new CredentialIssuer(Buffer.from('another-secret'), HOUR);
    const c = issuer.forAnonymous(NOW);
    expect(other.secretFor(c.accessKeyId)).not.toBe(c.secretAccessKey);
    expect(parseAccessKeyId(c.accessKeyId)).toMatchObject({ kind: 'anonymous', expiresAtMs: NOW + HOUR });
  });

  it.each(['AKIAIOSFODNN7EXAMPLE', 'GWS1_abc_short', 'GWA1_abc_' + 'ab'.repeat(32), 'GWS1_abc_' + 'ab'.repeat(8), 'GWS1_ABC_' + SESSION_ID])(
    'rejects the foreign or malformed key id %s',
    (id) => {
      expect(parseAccessKeyId(id)).toBeNull();
    },
  );
});

describe('sniffImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xdb], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBP')], 'image/webp'],
    [[...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')], null],
    [[...Buffer.from('GIF89a')], null],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], null],
    [[], null],
  ])('%j → %s', (bytes, type) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });
});

describe('image keys and the S3 policy', () => {
  it.each([
    ['teams/team_1_abc/logo-1700000000000.png', true],
    ['teams/team_1/players/player_2/photo-1.webp', true],
    ['tournaments/tournament_1/background-1.jpg', true],
    ['teams/', false],
    ['teams//x.png', false],
    ['teams/../x.png', false],
    ['teams/./x.png', false],
    ['teams/a b.png', false],
    ['teams/a\\..\\b.png', false],
    ['other/x.png', false],
    ['', false],
  ])('%s valid: %s', (key, valid) => {
    expect(isValidImageKey(key)).toBe(valid);
  });

  const ctx = { bucket: 'images' };
  const user = { kind: 'user' as const, role: 'organizer' as const, userId: 'u', sessionId: 's', organizerId: 'o' };
  const admin = { kind: 'user' as const, role: 'super_admin' as const, userId: 'a', sessionId: 's' };
  it.each([
    [{ kind: 'anonymous' as const }, 'GET', 'images', 'teams/t/a.png', [], true],
    [{ kind: 'anonymous' as const }, 'HEAD', 'images', 'teams/t/a.png', [], true],
    [{ kind: 'anonymous' as const }, 'PUT', 'images', 'teams/t/logo-1.png', [], false],
    [user, 'PUT', 'images', 'teams/t/logo-1.png', ['x-id'], true],
    [user, 'DELETE', 'images', 'teams/t/logo-1.png', [], true],
    [user, 'PUT', 'images', 'teams/t/a.png', [], false],
    [admin, 'PUT', 'images', 'teams/t/a.png', [], false],
    [user, 'POST', 'images', 'teams/t/logo-1.png', ['uploads'], false],
    [user, 'PUT', 'images', 'teams/t/logo-1.png', ['acl'], false],
    [user, 'GET', 'images', '', ['list-type'], false],
    [user, 'PUT', 'elsewhere', 'teams/t/logo-1.png', [], false],
  ] as const)('%j %s %s/%s %j → %s', (principal, method, bucket, key, queryKeys, allowed) => {
    expect(authorizeS3(principal, { method, bucket, key, queryKeys: [...queryKeys] }, ctx).allow).toBe(allowed);
  });

  it('asks for the resource in the key to be owned by the organizer, and not for the super admin', () => {
    expect(authorizeS3(user, { method: 'PUT', bucket: 'images', key: 'teams/t1/players/p2/photo-3.jpg', queryKeys: [] }, ctx)).toEqual({
      allow: true,
      ownership: { target: { kind: 'player-photo', teamId: 't1', playerId: 'p2' }, organizerId: 'o' },
    });
    expect(authorizeS3(admin, { method: 'DELETE', bucket: 'images', key: 'tournaments/x/logo-3.png', queryKeys: [] }, ctx)).toEqual({ allow: true });
  });
});
