import { describe, expect, it } from 'vitest';
import { storedTextViolation } from './stored-text-limits';

const long = 'x'.repeat(101);
const fits = 'x'.repeat(100);

describe('limited texts of stored items (what the gateway checks on write)', () => {
  it.each([
    { entity: 'organizer', item: { name: long }, expected: 'Name must be at most 100 characters.' },
    { entity: 'organizer', item: { name: 'Acme', description: 'd'.repeat(2001) }, expected: 'Description must be at most 2,000 characters.' },
    { entity: 'organizer', item: { name: fits, description: 'd'.repeat(2000) }, expected: null },
    { entity: 'team', item: { name: long }, expected: 'Team name must be at most 100 characters.' },
    { entity: 'team', item: { name: 'Rovers', players: [{ firstName: 'Ann' }, { firstName: 'Bo', lastName: long }] }, expected: 'Last name must be at most 100 characters.' },
    { entity: 'team', item: { name: 'Rovers', players: [{ firstName: fits, lastName: fits }] }, expected: null },
    { entity: 'tournament', item: { name: long }, expected: 'Tournament name must be at most 100 characters.' },
    {
      entity: 'tournament',
      item: { name: 'Cup', format: { customPlayoffConfig: { playoffRounds: [{ name: 'Final', description: 'd'.repeat(2001) }] } } },
      expected: 'Round description must be at most 2,000 characters.',
    },
    { entity: 'tournament', item: { name: 'Cup', format: { customRounds: [{ name: long }] } }, expected: 'Round name must be at most 100 characters.' },
  ] as const)('$entity: $expected', ({ entity, item, expected }) => expect(storedTextViolation(entity, item)).toBe(expected));

  it('leaves texts it does not limit alone (long links, positions, other attributes)', () => {
    const team = { name: 'Rovers', socialMedia: { website: `https://example.com/${'p'.repeat(300)}` }, players: [{ position: long }] };
    expect(storedTextViolation('team', team)).toBeNull();
  });

  it('skips values of an unexpected shape instead of failing', () => {
    expect(storedTextViolation('team', { name: 42, players: 'none' })).toBeNull();
    expect(storedTextViolation('team', null)).toBeNull();
  });

  it.each([
    { at: ['name'], value: long, expected: 'Team name must be at most 100 characters.' },
    { at: ['players'], value: [{ firstName: long }], expected: 'First name must be at most 100 characters.' },
    { at: ['players', 3], value: { lastName: long }, expected: 'Last name must be at most 100 characters.' },
    { at: ['players', 3, 'firstName'], value: long, expected: 'First name must be at most 100 characters.' },
    { at: ['players', 3, 'position'], value: long, expected: null },
    { at: ['players', 'firstName'], value: long, expected: null },
    { at: ['socialMedia'], value: { name: long }, expected: null },
  ])('a write at $at is checked against what it reaches', ({ at, value, expected }) => {
    expect(storedTextViolation('team', value, at)).toBe(expected);
  });
});
