import { describe, expect, it } from 'vitest';
import type { CustomPlayoffConfig } from '../playoffs/entities';
import { validateByeSetting, validateCustomPick } from './custom-playoff-picks';

const CUSTOM_PICK_MESSAGES = {
  bothBye: 'A game needs a team on at least one side: both sides cannot be BYE.',
  byeOff: 'Turn on "Enable bye" to give a game a BYE.',
  notOffered: 'Choose a team, a seed, or a game of an earlier round.',
  byeHasNoLoser: 'A game against BYE has no loser.',
};
import { customEntryLabel, customEntryOptions, customGamePlaces } from './custom-playoff-entries';
import { MATCH_EDIT_MESSAGES } from '../match/match-edit';

const teams = [
  { id: 'a', name: 'Arsenal' },
  { id: 'b', name: 'Brentford' },
  { id: 'c', name: 'Chelsea' },
];
const playoff = (enableBye = true): CustomPlayoffConfig => ({
  playoffTeams: 4,
  enableBye,
  playoffRounds: [
    {
      roundNumber: 1,
      name: 'Semi-finals',
      quantityOfGames: 2,
      matches: [
        { id: 's1', homeTeamId: 'seed-1', awayTeamId: 'seed-4', isElimination: true },
        { id: 's2', homeTeamId: 'b', awayTeamId: enableBye ? 'bye' : '', isElimination: true },
      ],
    },
    { roundNumber: 2, name: 'Final', quantityOfGames: 2, matches: [{ id: 'f', homeTeamId: 'winner-of:s1', awayTeamId: '', isElimination: true }, { id: 'third', homeTeamId: '', awayTeamId: '', isElimination: false }] },
  ],
});

describe('custom playoff side pickers (issue 22)', () => {
  it('offers teams, Seed 1..N, the winner and loser of earlier games, and BYE while enabled', () => {
    const options = customEntryOptions(playoff(), 2, teams);
    expect(options.seeds.map((o) => o.label)).toEqual(['Seed 1', 'Seed 2', 'Seed 3', 'Seed 4']);
    expect(options.earlierGames.map((o) => o.label)).toEqual(['Winner of Semi-finals, game 1', 'Loser of Semi-finals, game 1', 'Winner of Semi-finals, game 2', 'Loser of Semi-finals, game 2']);
    expect(options.bye).toEqual([{ value: 'bye', label: 'BYE' }]);
    expect(customEntryOptions(playoff(false), 1, teams)).toMatchObject({ earlierGames: [], bye: [] });
    expect(customEntryLabel('winner-of:s1', customGamePlaces(playoff()), () => '')).toBe('Winner of Semi-finals, game 1');
  });

  it.each([
    { round: 2, id: 'f', change: { awayTeamId: 'winner-of:s2' }, expected: null },
    { round: 2, id: 'third', change: { homeTeamId: 'loser-of:s1', awayTeamId: 'c' }, expected: null },
    { round: 1, id: 's1', change: { homeTeamId: 'bye' }, expected: null },
    { round: 2, id: 'third', change: { homeTeamId: 'winner-of:s1' }, expected: 'Winner of Semi-finals, game 1 already has a place in the playoff.' },
    { round: 2, id: 'third', change: { homeTeamId: 'loser-of:s2' }, expected: CUSTOM_PICK_MESSAGES.byeHasNoLoser },
    { round: 1, id: 's2', change: { homeTeamId: 'bye' }, expected: CUSTOM_PICK_MESSAGES.bothBye },
    { round: 1, id: 's2', change: { awayTeamId: 'winner-of:s1' }, expected: CUSTOM_PICK_MESSAGES.notOffered },
    { round: 1, id: 's2', change: { awayTeamId: 'seed-5' }, expected: CUSTOM_PICK_MESSAGES.notOffered },
    { round: 1, id: 's2', change: { awayTeamId: 'seed-1' }, expected: 'Seed 1 already plays in this round.' },
    { round: 2, id: 'f', change: { awayTeamId: 'winner-of:s1' }, expected: MATCH_EDIT_MESSAGES.sameTeam },
  ])('round $round $id $change → $expected', ({ round, id, change, expected }) => expect(validateCustomPick(playoff(), round, id, change, teams)).toBe(expected));

  it('refuses BYE while "Enable bye" is off, and turning it off while a game has a BYE', () => {
    expect(validateCustomPick(playoff(false), 1, 's2', { awayTeamId: 'bye' }, teams)).toBe(CUSTOM_PICK_MESSAGES.byeOff);
    expect(validateByeSetting(playoff(), false)).toBe('Remove the BYE from Semi-finals, game 2 first.');
    expect(validateByeSetting(playoff(), true)).toBeNull();
    expect(validateByeSetting(playoff(false), false)).toBeNull();
  });
});
