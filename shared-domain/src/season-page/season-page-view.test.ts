import { describe, expect, it } from 'vitest';
import season from '../../../test-data/premier-league-2022-23.json';
import type { Tournament } from '../competition/entities';
import type { PublicTournamentDocument } from '../competition/public-tournament-document';
import { computeTournamentStatistics } from '../competition/tournament-statistics';
import { computeStandings } from '../league/standings';
import type { GoalEvent, Match } from '../match/entities';
import type { Player, Team } from '../people/entities';
import { STATISTICS_TOP_ROWS, seasonPageView } from './season-page-view';

const names = [...new Set(season.matches.map((m) => m.homeTeam))].sort();
const player = (team: number, i: number): Player => ({ id: `p${team}-${i}`, firstName: `Player${i}`, lastName: `T${team}`, position: 'Forward', isPublic: i !== 0, createdAtISO: '' });
const teams: Team[] = names.map((name, t) => ({ id: name, name, colors: ['#112233'], logo: `/media/${t}.png`, organizerId: 'org', createdAtISO: '', players: Array.from({ length: 25 }, (_, i) => player(t, i)) }));
const goal = (playerId: string, assistPlayerId?: string): GoalEvent => ({ id: `g-${playerId}`, team: 'home', playerId, minute: 9, type: 'goal', goalNumber: 1, ...(assistPlayerId ? { assistPlayerId } : {}) });
const tournament: Tournament = {
  id: 't1',
  name: 'Premier League 2022/23',
  format: { mode: 'league', rounds: 2, tieBreakers: 'premier-league' },
  teamIds: names,
  organizerId: 'org',
  createdAtISO: '',
  visibility: 'public',
  timeZone: 'Europe/London',
  location: { name: 'England' },
};
/** The real season, results up to round 30, goals by each home side's 10th and 11th players. */
const matches: Match[] = season.matches.map((m, i) => ({
  id: `m${String(i).padStart(3, '0')}`,
  tournamentId: 't1',
  organizerId: 'org',
  round: m.round,
  homeTeamId: m.homeTeam,
  awayTeamId: m.awayTeam,
  dateISO: m.date,
  ...(m.round <= 30 ? { homeGoals: m.homeGoals, awayGoals: m.awayGoals } : {}),
  ...(m.round <= 30 && m.homeGoals > 0 ? { goals: [goal(`p${names.indexOf(m.homeTeam)}-10`, `p${names.indexOf(m.homeTeam)}-11`)] } : {}),
}));
const document: PublicTournamentDocument = { tournament, matches, teams, organizer: { id: 'org', name: 'Premier League' } };

describe('seasonPageView: the first view of a season page', () => {
  const view = seasonPageView(document);

  it('shows the last played and the next round, and lists every round for the navigation', () => {
    expect(view.fixtures.rounds).toHaveLength(38);
    expect(view.fixtures.requested).toBeNull();
    expect(view.fixtures.shown.map((t) => [t.label, t.matches.length])).toEqual([
      ['Tour 30', 10],
      ['Tour 31', 10],
    ]);
    // A fixture carries what its row shows, never the goal events.
    expect(view.fixtures.shown[0]!.matches.every((m) => !('goals' in m) && !('tournamentId' in m))).toBe(true);
  });

  it("shows the round the address asks for, and an unknown one as the default view", () => {
    expect(seasonPageView(document, { round: 12 }).fixtures).toMatchObject({ requested: 12, shown: [{ round: 12 }] });
    expect(seasonPageView(document, { round: 39 }).fixtures).toMatchObject({ requested: null, shown: [{ round: 30 }, { round: 31 }] });
  });

  it('carries the standings computed by the tie-breaker rules, and the teams without their squads', () => {
    expect(view.standings).toEqual(computeStandings(names, matches, { tieBreakers: 'premier-league' }));
    expect(view.teams).toHaveLength(20);
    expect(view.teams[0]).toEqual({ id: names[0], name: names[0], logo: '/media/0.png', colors: ['#112233'] });
  });

  it('carries the top statistics rows with the total, and all of them when asked', () => {
    const full = computeTournamentStatistics(names.map((n) => teams.find((t) => t.id === n)!), matches, { publicOnly: true });
    expect(view.statistics.allPlayersTotal).toBe(20 * 24);
    expect(view.statistics.allPlayers).toEqual(full.allPlayers.slice(0, STATISTICS_TOP_ROWS));
    expect(view.statistics.topScorers).toEqual(full.topScorers);
    expect(view.statistics.topAssists).toEqual(full.topAssists);
    expect(seasonPageView(document, { statisticsRows: Infinity }).statistics.allPlayers).toEqual(full.allPlayers);
  });

  it('carries the header, counts and the shown matches that have a page', () => {
    expect(view.tournament).toEqual({ id: 't1', name: 'Premier League 2022/23', format: { mode: 'league' }, timeZone: 'Europe/London', location: { name: 'England' } });
    expect(view.counts).toEqual({ teams: 20, matches: 380, played: 300 });
    expect(view.linkedMatchIds).toEqual(view.fixtures.shown.flatMap((t) => t.matches.map((m) => m.id)));
    expect(view.organizer).toEqual({ id: 'org', name: 'Premier League' });
    expect(view.bracket).toEqual([]);
    expect(view.champion).toBeNull();
  });

  it('is small: the first view of the real season is a fraction of its document', () => {
    expect(JSON.stringify(view).length).toBeLessThan(JSON.stringify(document).length / 5);
  });

  it('a cup without league rounds keeps its bracket and champion, and links only stored games', () => {
    const cup: Tournament = {
      ...tournament,
      teamIds: ['a', 'b'],
      format: {
        mode: 'league_custom_playoff',
        customPlayoffConfig: { playoffTeams: 2, enableBye: false, playoffRounds: [{ roundNumber: 1, name: 'Grand Final', quantityOfGames: 1, matches: [{ id: 'planned', homeTeamId: 'a', awayTeamId: 'b', isElimination: true }] }] },
      },
    };
    const cupView = seasonPageView({ tournament: cup, matches: [], teams: [], organizer: null });
    expect(cupView.fixtures).toEqual({ rounds: [], requested: null, shown: [] });
    expect(cupView.bracket.map((r) => r.name)).toEqual(['Grand Final']);
    expect(cupView.linkedMatchIds).toEqual([]);
  });
});
