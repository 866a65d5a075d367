import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOURNAMENT_MODE,
  LEAGUE_ROUND_OPTIONS,
  canCreateTournament,
  fixturesToMatches,
  hasPlayoffSection,
  isTournamentMode,
  normalizeTournamentFormat,
  planTournament,
  tournamentFormatLabel,
  TOURNAMENT_MODES,
  withTieBreakers,
} from './tournament-format';
import { bracketShape } from '../../test/bracket-shape';
import { idSource } from '../../test/id-source';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

describe('tournament format constants (spec §4, §9)', () => {
  it('defaults to a league with 1 round; rounds 1..4', () => {
    expect(DEFAULT_TOURNAMENT_MODE).toBe('league');
    expect(normalizeTournamentFormat({}).rounds).toBe(1);
    expect([...LEAGUE_ROUND_OPTIONS]).toEqual([1, 2, 3, 4]);
  });

  it.each([
    { v: 'league', expected: true },
    { v: 'league_playoff', expected: true },
    { v: 'swiss_elimination', expected: true },
    { v: 'league_custom_playoff', expected: true },
    { v: 'cup', expected: false },
    { v: undefined, expected: false },
  ])('isTournamentMode($v) → $expected', ({ v, expected }) => expect(isTournamentMode(v)).toBe(expected));

  it.each([
    { mode: 'league' as const, expected: false },
    { mode: 'league_playoff' as const, expected: true },
    { mode: 'swiss_elimination' as const, expected: true },
    { mode: 'league_custom_playoff' as const, expected: false },
  ])('$mode has the playoff section: $expected', ({ mode, expected }) => expect(hasPlayoffSection(mode)).toBe(expected));

  it.each([
    { format: { mode: 'league' as const }, expected: 'League Only' },
    { format: undefined, expected: 'League Only' },
    { format: { mode: 'league_playoff' as const }, expected: 'League + Playoffs' },
    { format: { mode: 'swiss_elimination' as const }, expected: 'League + Playoffs' },
    { format: { mode: 'league_custom_playoff' as const }, expected: 'League + Playoffs' },
  ])('team page Format column for $format is "$expected"', ({ format, expected }) => expect(tournamentFormatLabel(format)).toBe(expected));
});

describe('normalizeTournamentFormat', () => {
  it.each([
    { input: undefined, expected: { mode: 'league', rounds: 1 } },
    { input: {}, expected: { mode: 'league', rounds: 1 } },
    { input: { mode: 'league' as const, rounds: 9 }, expected: { mode: 'league', rounds: 4 } },
    { input: { mode: 'league' as const, rounds: 0 }, expected: { mode: 'league', rounds: 1 } },
    { input: { mode: 'league_playoff' as const }, expected: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 } },
    { input: { mode: 'league_playoff' as const, playoffQualifiers: 8, rounds: 2 }, expected: { mode: 'league_playoff', rounds: 2, playoffQualifiers: 8 } },
    { input: { mode: 'league_playoff' as const, playoffQualifiers: 6 }, expected: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 } },
    { input: { mode: 'swiss_elimination' as const }, expected: { mode: 'swiss_elimination', rounds: 2 } },
    { input: { mode: 'league' as const, playoffQualifiers: 8 }, expected: { mode: 'league', rounds: 1 } },
    {
      input: { mode: 'league_custom_playoff' as const },
      expected: { mode: 'league_custom_playoff', rounds: 1, customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [] } },
    },
    {
      input: { mode: 'league_custom_playoff' as const, customPlayoffConfig: { playoffTeams: 7, enableBye: false, playoffRounds: [] } },
      expected: { mode: 'league_custom_playoff', rounds: 1, customPlayoffConfig: { playoffTeams: 4, enableBye: false, playoffRounds: [] } },
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(normalizeTournamentFormat(input)).toEqual(expected);
  });

  it('treats an unknown mode as league', () => {
    expect(normalizeTournamentFormat({ mode: 'cup' as never }).mode).toBe('league');
  });

  it.each([
    { tieBreakers: 'la-liga', expected: 'la-liga' },
    { tieBreakers: 'fifa', expected: 'fifa' },
    { tieBreakers: 'spec', expected: undefined },
    { tieBreakers: 'coin-toss', expected: undefined },
  ])('keeps the tie-breakers $tieBreakers in every mode as $expected', ({ tieBreakers, expected }) => {
    for (const mode of TOURNAMENT_MODES) expect(normalizeTournamentFormat({ mode, tieBreakers: tieBreakers as never }).tieBreakers).toBe(expected);
  });
});

describe('withTieBreakers', () => {
  it('sets a preset and stores the default as no field', () => {
    const format = { mode: 'league_playoff' as const, rounds: 2, playoffQualifiers: 4 };
    expect(withTieBreakers(format, 'uefa')).toEqual({ ...format, tieBreakers: 'uefa' });
    expect(withTieBreakers({ ...format, tieBreakers: 'uefa' }, 'spec')).toEqual(format);
  });
});

describe('canCreateTournament: trimmed name and at least 2 teams (spec §5)', () => {
  it.each([
    { name: 'Cup', teamIds: ['a', 'b'], expected: true },
    { name: '  Cup  ', teamIds: ['a', 'b', 'c'], expected: true },
    { name: '', teamIds: ['a', 'b'], expected: false },
    { name: '   ', teamIds: ['a', 'b'], expected: false },
    { name: 'Cup', teamIds: ['a'], expected: false },
    { name: 'Cup', teamIds: [], expected: false },
    { name: 'Cup', teamIds: ['a', 'a'], expected: false },
  ])('"$name" with $teamIds → $expected', ({ name, teamIds, expected }) => {
    expect(canCreateTournament({ name, teamIds })).toBe(expected);
  });
});

describe('planTournament: what creation generates by mode (spec §4)', () => {
  it('league: a round robin with the configured rounds', () => {
    const plan = planTournament({ mode: 'league', rounds: 2 }, teams(4), idSource('id'));
    expect(plan.league).toHaveLength(12);
    expect(plan.bracket).toEqual([]);
  });

  it('league by default: one round robin', () => {
    expect(planTournament(undefined, teams(4), idSource('id')).league).toHaveLength(6);
  });

  it('league_playoff: the league plus the seed bracket for the qualifiers, matches later', () => {
    const plan = planTournament({ mode: 'league_playoff', playoffQualifiers: 4 }, teams(6), idSource('id'));
    expect(plan.league).toHaveLength(15);
    expect(plan.bracket.map((r) => r.matches.length)).toEqual([2, 1]);
  });

  it('league_playoff caps the bracket at the number of teams', () => {
    expect(planTournament({ mode: 'league_playoff', playoffQualifiers: 8 }, teams(3), idSource('id')).bracket[0]?.matches).toHaveLength(2);
  });

  it('swiss_elimination: a double round robin plus the seed bracket of the top-4 knockout (never list order)', () => {
    const plan = planTournament({ mode: 'swiss_elimination' }, teams(7), idSource('id'));
    expect(plan.league).toHaveLength(42);
    expect(bracketShape(plan.bracket)).toEqual([['seed-1 v seed-4', 'seed-2 v seed-3'], ['winner-1 v winner-2']]);
    expect(plan.bracket.flatMap((r) => r.matches).some((m) => teams(7).includes(m.homeTeamId) || teams(7).includes(m.awayTeamId))).toBe(false);
  });

  it('swiss_elimination with 3 teams: both lists empty', () => {
    expect(planTournament({ mode: 'swiss_elimination' }, teams(3), idSource('id'))).toEqual({ league: [], bracket: [] });
  });

  it('league_custom_playoff: a round robin with the configured rounds (default 1)', () => {
    expect(planTournament({ mode: 'league_custom_playoff' }, teams(4), idSource('id')).league).toHaveLength(6);
    expect(planTournament({ mode: 'league_custom_playoff', rounds: 3 }, teams(4), idSource('id')).league).toHaveLength(18);
  });

  it('turns fixtures into unscored Match items of the tournament', () => {
    expect(fixturesToMatches([{ round: 1, homeTeamId: 'a', awayTeamId: 'b' }], { tournamentId: 't', organizerId: 'o' }, idSource('id'))).toEqual([
      { id: 'id1', tournamentId: 't', organizerId: 'o', homeTeamId: 'a', awayTeamId: 'b', round: 1, isPlayoff: false },
    ]);
  });
});
