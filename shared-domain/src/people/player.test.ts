import { describe, expect, it } from 'vitest';
import { countKeepersAndOutfield, createDefaultPlayer, isPlayerPubliclyVisible, playerAge, playerFullName, playerNameById } from './player';

describe('player defaults on add (spec §9)', () => {
  it('is New Player, Forward, number 1, public', () => {
    expect(createDefaultPlayer('player_1_a', '2024-01-01T00:00:00.000Z')).toEqual({
      id: 'player_1_a',
      firstName: 'New',
      lastName: 'Player',
      position: 'Forward',
      number: 1,
      isPublic: true,
      createdAtISO: '2024-01-01T00:00:00.000Z',
    });
  });
});

describe('public player visibility (spec §5: only isPublic true)', () => {
  it.each([
    { player: { isPublic: true }, expected: true },
    { player: { isPublic: false }, expected: false },
    { player: {}, expected: false },
    { player: { isPublic: 'true' as unknown as boolean }, expected: false },
  ])('$player → $expected', ({ player, expected }) => expect(isPlayerPubliclyVisible(player)).toBe(expected));
});

describe('keepers (spec §9: "Goalkeeper" counts as Keeper)', () => {
  it.each([
    { position: 'Goalkeeper', expected: true },
    { position: ' goalkeeper ', expected: true },
    { position: 'GK', expected: true },
    { position: 'Keeper', expected: true },
    { position: 'Forward', expected: false },
    { position: '', expected: false },
    // An item stored without a position (older data) is outfield, not a crash.
    { position: undefined as unknown as string, expected: false },
  ])('$position → $expected', ({ position, expected }) =>
    expect(countKeepersAndOutfield([{ position }])).toEqual(expected ? { keepers: 1, outfield: 0 } : { keepers: 0, outfield: 1 }),
  );

  it('counts keepers and outfield players', () => {
    expect(countKeepersAndOutfield([{ position: 'Goalkeeper' }, { position: 'Forward' }, { position: 'Defender' }])).toEqual({ keepers: 1, outfield: 2 });
    expect(countKeepersAndOutfield([])).toEqual({ keepers: 0, outfield: 0 });
  });
});

describe('player name and age', () => {
  it.each([
    { p: { firstName: 'Erling', lastName: 'Haaland' }, expected: 'Erling Haaland' },
    { p: { firstName: 'Pelé', lastName: '' }, expected: 'Pelé' },
    { p: { firstName: ' ', lastName: 'Smith' }, expected: 'Smith' },
  ])('full name of $p is "$expected"', ({ p, expected }) => expect(playerFullName(p)).toBe(expected));

  it.each([
    { dob: '2000-06-15', now: Date.UTC(2024, 5, 14), expected: 23 },
    { dob: '2000-06-15', now: Date.UTC(2024, 5, 15), expected: 24 },
    { dob: '2000-06-15T00:00:00.000Z', now: Date.UTC(2024, 11, 31), expected: 24 },
    { dob: undefined, now: 0, expected: null },
    { dob: 'unknown', now: 0, expected: null },
    { dob: '2030-01-01', now: Date.UTC(2024, 0, 1), expected: null },
  ])('age of $dob is $expected', ({ dob, now, expected }) => expect(playerAge(dob, now)).toBe(expected));
});

describe('naming a player by id (goals and lineups keep deleted players)', () => {
  const squad = [
    { id: 'p1', firstName: 'Erling', lastName: 'Haaland' },
    { id: 'p2', firstName: ' ', lastName: '' },
  ];
  it.each([
    { id: 'p1', expected: 'Erling Haaland' },
    { id: 'p2', expected: 'Unnamed player' },
    { id: 'gone', expected: 'Former player' },
  ])('$id → $expected', ({ id, expected }) => expect(playerNameById(squad, id)).toBe(expected));
});
