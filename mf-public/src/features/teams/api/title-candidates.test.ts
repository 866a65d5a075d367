import type { BracketRound, CustomPlayoffRound, Tournament, TournamentFormat } from 'shared-domain';
import { describe, expect, it } from 'vitest';
import { titleCandidates } from './title-candidates';

const tournament = (id: string, format: TournamentFormat, extra: Partial<Tournament> = {}): Tournament => ({
  id,
  name: id,
  format,
  teamIds: ['ars', 'che'],
  organizerId: 'org',
  createdAtISO: '',
  ...extra,
});
const bracket = (home: string, away: string): BracketRound[] => [
  { round: 0, matches: [{ matchId: 's1', homeTeamId: home, awayTeamId: away }] },
  { round: 1, matches: [{ matchId: 'f', homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
];
const round = (roundNumber: number, games: number): CustomPlayoffRound => ({
  roundNumber,
  name: `Round ${roundNumber}`,
  quantityOfGames: games,
  matches: Array.from({ length: games }, (_, i) => ({ id: `r${roundNumber}g${i}`, homeTeamId: 'ars', awayTeamId: 'che', isElimination: true })),
});
const custom = (...rounds: CustomPlayoffRound[]): TournamentFormat => ({
  mode: 'league_custom_playoff',
  customPlayoffConfig: { playoffTeams: 4, enableBye: false, playoffRounds: rounds },
});

describe('titleCandidates', () => {
  it.each([
    { name: 'a league of two teams', t: tournament('t', { mode: 'league' }), read: true },
    { name: 'a league of one team', t: tournament('t', { mode: 'league' }, { teamIds: ['ars'] }), read: false },
    { name: 'a league the team does not play in', t: tournament('t', { mode: 'league' }, { teamIds: ['che', 'liv'] }), read: false },
    { name: 'an older knockout that stores no bracket (read back from its matches)', t: tournament('t', { mode: 'league_playoff' }), read: true },
    { name: 'league + playoffs with its seed bracket only', t: tournament('t', { mode: 'league_playoff' }, { playoffBracket: bracket('seed-1', 'seed-4') }), read: false },
    { name: 'league + playoffs once started', t: tournament('t', { mode: 'league_playoff' }, { playoffBracket: bracket('ars', 'che') }), read: true },
    { name: 'swiss + elimination once started', t: tournament('t', { mode: 'swiss_elimination' }, { playoffBracket: bracket('ars', 'che') }), read: true },
    { name: 'swiss + elimination before its knockout', t: tournament('t', { mode: 'swiss_elimination' }, { playoffBracket: bracket('seed-1', 'seed-4') }), read: false },
    { name: 'a custom playoff ending in one game', t: tournament('t', custom(round(2, 1), round(1, 2))), read: true },
    { name: 'a custom playoff ending in two games', t: tournament('t', custom(round(1, 1), round(2, 2))), read: false },
    { name: 'a custom playoff not configured', t: tournament('t', { mode: 'league_custom_playoff' }), read: false },
  ])('$name: read = $read', ({ t, read }) => {
    expect(titleCandidates([t], 'ars')).toEqual(read ? [t] : []);
  });

  it('keeps the order given', () => {
    const leagues = ['a', 'b', 'c'].map((id) => tournament(id, { mode: 'league' }));
    expect(titleCandidates([leagues[2]!, leagues[0]!, leagues[1]!], 'ars').map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });
});
