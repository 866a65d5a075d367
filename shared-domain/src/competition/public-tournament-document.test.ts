import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import type { Player, Team } from '../people/entities';
import type { Tournament } from './entities';
import { publicTournamentDocument, publicTournamentTeamIds } from './public-tournament-document';

const player = (id: string, isPublic: boolean): Player => ({ id, firstName: id, lastName: 'X', position: 'Forward', number: 9, isPublic, createdAtISO: '' });
const team = (id: string, players: Player[] = []): Team => ({ id, name: id.toUpperCase(), colors: [], organizerId: 'org_1', createdAtISO: '', players });
const tournament = (extra: Partial<Tournament> = {}): Tournament => ({
  id: 't1',
  name: 'Premier League',
  format: { mode: 'league', rounds: 2 },
  teamIds: ['mci', 'ars'],
  organizerId: 'org_1',
  createdAtISO: '2022-08-01T00:00:00.000Z',
  visibility: 'public',
  ...extra,
});
const match = (id: string, home: string, away: string, tournamentId = 't1'): Match => ({ id, tournamentId, organizerId: 'org_1', homeTeamId: home, awayTeamId: away, round: 1 });

describe('publicTournamentTeamIds', () => {
  it('lists the tournament teams and the teams its matches still name, without placeholders, sorted', () => {
    expect(publicTournamentTeamIds(tournament(), [match('m1', 'mci', 'ars'), match('m2', 'che', 'winner-1'), match('m3', 'seed-2', '')])).toEqual(['ars', 'che', 'mci']);
  });
});

describe('publicTournamentDocument', () => {
  const teams = [team('mci', [player('haaland', true), player('secret', false)]), team('ars'), team('che'), team('other')];
  const matches = [match('m1', 'mci', 'ars'), match('m2', 'che', 'mci'), match('x1', 'other', 'mci', 't2')];

  it.each([
    ['a missing tournament', null],
    ['a private tournament', tournament({ visibility: 'private' })],
  ])('is null for %s', (_case, shown) => {
    expect(publicTournamentDocument({ tournament: shown, matches, teams })).toBeNull();
  });

  it('keeps only the tournament matches, the teams they name and public players', () => {
    const document = publicTournamentDocument({ tournament: tournament(), matches, teams });
    expect(document?.matches.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(document?.teams.map((t) => t.id)).toEqual(['mci', 'ars', 'che']);
    expect(document?.teams[0]?.players.map((p) => p.id)).toEqual(['haaland']);
  });

  it('counts a tournament without a visibility as public (spec §3)', () => {
    const { visibility: _v, ...unset } = tournament();
    expect(publicTournamentDocument({ tournament: unset as Tournament, matches: [], teams: [] })?.tournament.id).toBe('t1');
  });
});

describe('publicTournamentDocument organizer', () => {
  const document = (organizer: unknown) => publicTournamentDocument({ tournament: tournament(), matches: [], teams: [], organizer });

  it("carries the public card of the tournament's own organizer, nothing else of it", () => {
    expect(document({ id: 'org_1', name: 'Riverside FA', email: 'fa@x.test', description: 'Sunday leagues' })?.organizer).toEqual({ id: 'org_1', name: 'Riverside FA' });
  });

  it.each([
    ['missing', undefined],
    ['unreadable (no name)', { id: 'org_1' }],
    ["another organizer's", { id: 'org_2', name: 'Other FA' }],
  ])('is null when the organizer read is %s', (_case, organizer) => {
    expect(document(organizer)?.organizer).toBeNull();
  });
});

describe('publicTournamentDocument match fields', () => {
  it('drops what the tournament page does not show (lineups, statistics, report)', () => {
    const full: Match = { ...match('m1', 'mci', 'ars'), homeGoals: 1, awayGoals: 0, lineups: { home: { starting: ['haaland'], substitutes: [] }, away: { starting: [], substitutes: [] } }, report: 'Long text' };
    const [shown] = publicTournamentDocument({ tournament: tournament(), matches: [full], teams: [] })?.matches ?? [];
    expect(shown).toEqual({ id: 'm1', tournamentId: 't1', organizerId: 'org_1', homeTeamId: 'mci', awayTeamId: 'ars', round: 1, homeGoals: 1, awayGoals: 0 });
  });
});
