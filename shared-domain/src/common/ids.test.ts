import { describe, expect, it } from 'vitest';
import { createId, type IdPrefix } from './ids';

describe('createId: prefix + timestamp + random part (spec §3)', () => {
  const prefixes: IdPrefix[] = ['org', 'team', 'tournament', 'match', 'player', 'goal'];
  it.each(prefixes)('builds %s ids from the injected clock and randomness', (prefix) => {
    const id = createId(prefix, 1700000000000, () => 0.123456789);
    expect(id.startsWith(`${prefix}_1700000000000_`)).toBe(true);
    expect(id).toMatch(new RegExp(`^${prefix}_1700000000000_[0-9a-z]{9}$`));
  });

  it.each([
    { r: 0, part: '000000000' },
    { r: 0.5, part: 'i00000000' },
    { r: 0.999999999999, part: 'zzzzzzzx6' },
    { r: 1, part: 'zzzzzzzzz' },
    { r: -1, part: '000000000' },
  ])('random $r gives the 9-character base-36 part $part', ({ r, part }) => {
    expect(createId('team', 5, () => r)).toBe(`team_5_${part}`);
  });

  it('is deterministic for the same clock and randomness', () => {
    expect(createId('match', 42, () => 0.3)).toBe(createId('match', 42, () => 0.3));
  });

  it('differs when the random part differs', () => {
    expect(createId('match', 42, () => 0.3)).not.toBe(createId('match', 42, () => 0.30001));
  });
});
