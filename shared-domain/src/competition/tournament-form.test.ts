import { describe, expect, it } from 'vitest';
import { TOURNAMENT_MODES } from './tournament-format';
import { TOURNAMENT_MODE_LABELS, createTournamentBlocker, defaultLeagueRoundsFor, playoffZoneSize } from './tournament-form';

describe('createTournamentBlocker (spec §5)', () => {
  it.each([
    { name: 'Cup', teamIds: ['a', 'b'], mode: 'league' as const, expected: null },
    { name: '  Cup ', teamIds: ['a', 'b'], mode: undefined, expected: null },
    { name: '', teamIds: ['a', 'b'], mode: 'league' as const, expected: 'Enter a tournament name.' },
    { name: '   ', teamIds: ['a', 'b', 'c'], mode: 'league' as const, expected: 'Enter a tournament name.' },
    { name: 'Cup', teamIds: ['a'], mode: 'league' as const, expected: 'Select at least 2 teams.' },
    { name: 'Cup', teamIds: ['a', 'a'], mode: 'league' as const, expected: 'Select at least 2 teams.' },
    { name: 'Cup', teamIds: [], mode: 'league_playoff' as const, expected: 'Select at least 2 teams.' },
    { name: 'Cup', teamIds: ['a', 'b', 'c'], mode: 'swiss_elimination' as const, expected: 'League + Elimination needs at least 4 teams.' },
    { name: 'Cup', teamIds: ['a', 'b', 'c', 'c'], mode: 'swiss_elimination' as const, expected: 'League + Elimination needs at least 4 teams.' },
    { name: 'Cup', teamIds: ['a', 'b', 'c', 'd'], mode: 'swiss_elimination' as const, expected: null },
    { name: 'Cup', teamIds: ['a', 'b', 'c'], mode: 'league_custom_playoff' as const, expected: null },
  ])('$name / $teamIds / $mode → $expected', ({ name, teamIds, mode, expected }) => {
    expect(createTournamentBlocker({ name, teamIds, format: mode ? { mode } : undefined })).toBe(expected);
  });
});

describe('form defaults (spec §9)', () => {
  it('labels every mode', () => {
    for (const mode of TOURNAMENT_MODES) expect(TOURNAMENT_MODE_LABELS[mode]).toMatch(/\w/);
  });

  it.each([
    { mode: 'league' as const, rounds: 1 },
    { mode: 'league_playoff' as const, rounds: 1 },
    { mode: 'swiss_elimination' as const, rounds: 2 },
    { mode: 'league_custom_playoff' as const, rounds: 1 },
  ])('$mode preselects $rounds league round(s)', ({ mode, rounds }) => expect(defaultLeagueRoundsFor(mode)).toBe(rounds));
});

describe('playoffZoneSize (spec §2 Qualified badge, "Top N teams will qualify")', () => {
  it.each([
    { format: undefined, expected: 0 },
    { format: { mode: 'league' as const }, expected: 0 },
    { format: { mode: 'league_playoff' as const }, expected: 4 },
    { format: { mode: 'league_playoff' as const, playoffQualifiers: 2 }, expected: 2 },
    { format: { mode: 'league_playoff' as const, playoffQualifiers: 8 }, expected: 8 },
    { format: { mode: 'league_playoff' as const, playoffQualifiers: 5 }, expected: 4 },
    { format: { mode: 'swiss_elimination' as const }, expected: 4 },
    { format: { mode: 'league_custom_playoff' as const }, expected: 4 },
    { format: { mode: 'league_custom_playoff' as const, customPlayoffConfig: { playoffTeams: 10, enableBye: true, playoffRounds: [] } }, expected: 10 },
  ])('$format → $expected', ({ format, expected }) => expect(playoffZoneSize(format)).toBe(expected));
});
