import { describe, expect, it } from 'vitest';
import season from '../../../test-data/premier-league-2022-23.json';
import { createTournament } from '../competition/tournament';
import { fixturesToMatches, planTournament } from '../competition/tournament-format';
import { createGoalEvent } from '../match/goal-events';
import { setLineupRole, setStatistic } from '../match/match-detail-edit';
import { createDefaultPlayer } from '../people/player';
import { createTeam } from '../people/team';
import { startPlayoffs } from '../playoffs/playoff-matches';
import { checkStoredItem } from './stored-item-check';
import { storedValueProblem } from '../stored-writes/stored-value-at';

// The 2022/23 Premier League written the way the app writes it: teams and squads from the factories,
// the tournament from the create form's rule, its matches generated and then given the real results.
const CREATED = '2022-08-01T00:00:00.000Z';
let sequence = 0;
const nextId = (prefix: string) => () => `${prefix}_${++sequence}`;
const names = season.finalTable.map((row) => row.team).sort();

const teams = names.map((name, index) => {
  const team = createTeam({ name, colors: ['#6CABDD', '#1C2C5B'] }, { id: `team_${index}`, organizerId: 'org_pl', createdAtISO: CREATED });
  if (!team) throw new Error(`no team for ${name}`);
  const players = Array.from({ length: 25 }, (_, i) => ({ ...createDefaultPlayer(`player_${index}_${i}`, CREATED), firstName: `Player ${i}`, number: i + 1 }));
  return { ...team, players, version: 1 };
});
const teamId = (name: string) => `team_${names.indexOf(name)}`;

const tournament = createTournament(
  { name: 'Premier League 2022/23', teamIds: teams.map((t) => t.id), format: { mode: 'league', rounds: 2, tieBreakers: 'premier-league' } },
  { id: 'tournament_pl', organizerId: 'org_pl', createdAtISO: CREATED },
);
if (!tournament) throw new Error('no tournament');
const owner = { tournamentId: tournament.id, organizerId: 'org_pl' };
const matches = season.matches.map((m, i) => ({
  ...fixturesToMatches([{ round: m.round, homeTeamId: teamId(m.homeTeam), awayTeamId: teamId(m.awayTeam) }], owner, () => `match_${i}`)[0]!,
  homeGoals: m.homeGoals,
  awayGoals: m.awayGoals,
  dateISO: m.date,
  time: '15:00',
  status: 'finished' as const,
}));

describe('the Premier League 2022/23 as stored items', () => {
  it('reads every team with its squad', () => {
    expect(teams).toHaveLength(20);
    for (const team of teams) expect(checkStoredItem('team', team)).toEqual({ ok: true, item: team });
  });

  it('reads the tournament, public and versioned as the app saves it', () => {
    const saved = { ...tournament, visibility: 'public', version: 3, location: { name: 'England' }, socialMedia: { instagram: 'https://instagram.com/premierleague' } };
    expect(checkStoredItem('tournament', saved)).toEqual({ ok: true, item: saved });
  });

  it('reads all 380 results', () => {
    expect(matches).toHaveLength(380);
    for (const match of matches) expect(checkStoredItem('match', match).ok).toBe(true);
  });

  it('reads a match with its goals, lineups and statistics as the match centre writes them', () => {
    const goal = { ...createGoalEvent('goal_1', 'home', []), playerId: 'player_0_8', minute: 23, assistPlayerId: 'player_0_9' };
    const lineups = setLineupRole(setLineupRole(undefined, 'home', 'player_0_8', 'starting'), 'away', 'player_1_2', 'substitute');
    const statistics = setStatistic(undefined, 'home', 'possession', '61');
    const edited = { ...matches[0]!, goals: [goal, { ...createGoalEvent('goal_2', 'away', [goal]), type: 'own_goal' as const }], lineups, statistics, venue: 'Selhurst Park', version: 4 };
    expect(checkStoredItem('match', edited)).toEqual({ ok: true, item: edited });
  });

  it('reads the playoff bracket and knockout matches Start Playoffs writes', () => {
    const started = startPlayoffs({ ...owner, teamIds: teams.map((t) => t.id), matches, qualifiers: 8, tieBreakers: 'premier-league', nextId: nextId('match_playoff') });
    expect(started?.matches.length).toBe(7);
    expect(checkStoredItem('tournament', { ...tournament, format: { mode: 'league_playoff', rounds: 2, playoffQualifiers: 8 }, playoffBracket: started?.bracket }).ok).toBe(true);
    for (const match of started?.matches ?? []) expect(checkStoredItem('match', match).ok).toBe(true);
  });

  it.each(['league', 'league_playoff', 'swiss_elimination', 'league_custom_playoff'] as const)('reads a new %s tournament of these teams with its generated fixtures', (mode) => {
    const created = createTournament({ name: `PL ${mode}`, teamIds: teams.map((t) => t.id), format: { mode } }, { id: `tournament_${mode}`, organizerId: 'org_pl', createdAtISO: CREATED });
    const plan = planTournament(created?.format, created?.teamIds ?? [], nextId('match'));
    const stored = { ...created, ...(plan.bracket.length ? { playoffBracket: plan.bracket } : {}), version: 1, pendingWrite: 'creation' };
    expect(checkStoredItem('tournament', stored)).toEqual({ ok: true, item: stored });
    for (const match of fixturesToMatches(plan.league, { tournamentId: `tournament_${mode}`, organizerId: 'org_pl' }, nextId('match'))) {
      expect(checkStoredItem('match', match).ok).toBe(true);
    }
  });

  it('holds only values the gateway stores: colours, days, times and timestamps as the app writes them', () => {
    for (const team of teams) expect(storedValueProblem('team', team)).toBeNull();
    expect(storedValueProblem('tournament', tournament)).toBeNull();
    for (const match of matches) expect(storedValueProblem('match', match)).toBeNull();
  });
});
