import { describe, expect, it } from 'vitest';
import {
  CUSTOM_PLAYOFF_TEAM_OPTIONS,
  DEFAULT_CUSTOM_PLAYOFF_BYE,
  DEFAULT_CUSTOM_PLAYOFF_TEAMS,
  addCustomPlayoffRound,
  createDefaultCustomPlayoffConfig,
  customMatchStatsButton,
  normalizeCustomPlayoffTeams,
  setCustomRoundQuantity,
  validateCustomPlayoffRound,
} from './custom-playoff';
import { MESSAGES } from '../common/messages';
import { idSource } from '../../test/id-source';
import type { CustomPlayoffMatch, CustomPlayoffRound } from './entities';

/** An empty custom match, as a round gets when it grows. */
const emptyMatch = (id: string): CustomPlayoffMatch => ({ id, homeTeamId: '', awayTeamId: '', isElimination: false });
const roundOf = (matches: CustomPlayoffMatch[]): CustomPlayoffRound => ({ roundNumber: 1, name: 'Semis', quantityOfGames: matches.length, matches });
/** The round's matches after setting its quantity of games. */
const resized = (matches: CustomPlayoffMatch[], quantity: string | number) => setCustomRoundQuantity(roundOf(matches), quantity, idSource('c')).matches;

describe('custom playoff configuration defaults (spec §9)', () => {
  it('offers 4, 6, 8, 10 or 12 teams, default 4, bye on', () => {
    expect([...CUSTOM_PLAYOFF_TEAM_OPTIONS]).toEqual([4, 6, 8, 10, 12]);
    expect(DEFAULT_CUSTOM_PLAYOFF_TEAMS).toBe(4);
    expect(DEFAULT_CUSTOM_PLAYOFF_BYE).toBe(true);
    expect(createDefaultCustomPlayoffConfig()).toEqual({ playoffTeams: 4, enableBye: true, playoffRounds: [] });
  });

  it.each([
    { value: 4, expected: 4 },
    { value: 12, expected: 12 },
    { value: 5, expected: 4 },
    { value: 14, expected: 4 },
    { value: '6', expected: 4 },
  ])('normalizes team count $value to $expected', ({ value, expected }) => {
    expect(normalizeCustomPlayoffTeams(value)).toBe(expected);
  });
});

describe('quantity of games is clamped to 1..20, empty becomes 1 (spec §5)', () => {
  it.each([
    { input: '', expected: 1 },
    { input: '  ', expected: 1 },
    { input: null, expected: 1 },
    { input: undefined, expected: 1 },
    { input: 'abc', expected: 1 },
    { input: '0', expected: 1 },
    { input: -4, expected: 1 },
    { input: '1', expected: 1 },
    { input: '7', expected: 7 },
    { input: 20, expected: 20 },
    { input: '21', expected: 20 },
    { input: 1000, expected: 20 },
    { input: 3.7, expected: 3 },
    { input: Number.NaN, expected: 1 },
  ])('$input → $expected', ({ input, expected }) => {
    const round = setCustomRoundQuantity(roundOf([emptyMatch('x1')]), input as string | number, idSource('c'));
    expect(round.quantityOfGames).toBe(expected);
    expect(round.matches).toHaveLength(expected);
  });
});

describe('resizing a round (spec §4)', () => {
  const three = ['x1', 'x2', 'x3'].map((id) => ({ ...emptyMatch(id), homeTeamId: 'a', awayTeamId: 'b', isElimination: true }));

  it('removes matches from the end when shrinking', () => {
    expect(resized(three, 1).map((m) => m.id)).toEqual(['x1']);
  });

  it('adds empty non-elimination matches when growing', () => {
    const grown = resized(three, 5);
    expect(grown.slice(0, 3)).toEqual(three);
    expect(grown.slice(3)).toEqual([
      { id: 'c1', homeTeamId: '', awayTeamId: '', isElimination: false },
      { id: 'c2', homeTeamId: '', awayTeamId: '', isElimination: false },
    ]);
  });

  it('keeps at least one and at most 20 matches', () => {
    expect(resized(three, 0)).toHaveLength(1);
    expect(resized(three, 50)).toHaveLength(20);
  });

  it('does not mutate the input list', () => {
    const list = [...three];
    resized(list, 1);
    resized(list, 6);
    expect(list).toEqual(three);
  });

  it('updates the quantity and the matches together', () => {
    const round = { roundNumber: 1, name: 'Semis', quantityOfGames: 3, matches: three };
    const updated = setCustomRoundQuantity(round, '2', idSource('c'));
    expect(updated.quantityOfGames).toBe(2);
    expect(updated.matches.map((m) => m.id)).toEqual(['x1', 'x2']);
  });
});

describe('adding a playoff round (spec §4, §5)', () => {
  it.each([
    { name: '', expected: MESSAGES.roundNameRequired },
    { name: '   ', expected: MESSAGES.roundNameRequired },
    { name: 'Final', expected: null },
  ])('round name "$name" → $expected', ({ name, expected }) => {
    expect(validateCustomPlayoffRound({ name })).toBe(expected);
  });

  it('says "Please enter a round name" and adds nothing without a name', () => {
    expect(addCustomPlayoffRound(createDefaultCustomPlayoffConfig(), { name: ' ', quantityOfGames: 2 }, idSource('c'))).toEqual({
      ok: false,
      error: 'Please enter a round name',
    });
  });

  it('appends a numbered round with clamped empty matches', () => {
    const first = addCustomPlayoffRound(createDefaultCustomPlayoffConfig(), { name: ' Semi-finals ', quantityOfGames: '2', description: ' ' }, idSource('c'));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.round).toEqual({
      roundNumber: 1,
      name: 'Semi-finals',
      quantityOfGames: 2,
      matches: [emptyMatch('c1'), emptyMatch('c2')],
    });
    const second = addCustomPlayoffRound(first.config, { name: 'Final', quantityOfGames: '', description: 'Winner takes all' }, idSource('c'));
    expect(second.ok && second.round).toMatchObject({ roundNumber: 2, quantityOfGames: 1, description: 'Winner takes all' });
    expect(second.ok && second.config.playoffRounds).toHaveLength(2);
  });
});

describe('custom match Stats button (spec §5)', () => {
  it.each([
    { match: { homeTeamId: '', awayTeamId: '' }, expected: { disabled: true, title: 'Select teams first' } },
    { match: { homeTeamId: 'a', awayTeamId: '' }, expected: { disabled: true, title: 'Select teams first' } },
    { match: { homeTeamId: '', awayTeamId: 'b' }, expected: { disabled: true, title: 'Select teams first' } },
    { match: { homeTeamId: 'a', awayTeamId: 'b' }, expected: { disabled: false } },
  ])('$match → $expected', ({ match, expected }) => {
    expect(customMatchStatsButton(match)).toEqual(expected);
  });
});
