import { describe, expect, it } from 'vitest';
import type { GoalEvent } from '../match/entities';
import type { Player } from '../people/entities';
import { LEADERBOARD_LIMIT, computeTournamentStatistics, sortAllPlayers, tallyPlayers, topAssists, topScorers, type PlayerTally } from './tournament-statistics';

const player = (id: string, isPublic = true): Player => ({ id, firstName: id.toUpperCase(), lastName: 'X', position: 'Forward', isPublic, createdAtISO: '' });
const goal = (playerId: string, assistPlayerId?: string, type: GoalEvent['type'] = 'goal'): GoalEvent => ({
  id: `${playerId}-${assistPlayerId}`,
  team: 'home',
  playerId,
  minute: 10,
  type,
  goalNumber: 1,
  ...(assistPlayerId ? { assistPlayerId } : {}),
});
const tally = (playerId: string, goals: number, assists: number): PlayerTally => ({ playerId, teamId: 't', name: playerId, goals, assists });

describe('tallyPlayers: goals and assists from goal events', () => {
  const teams = [
    { id: 't1', players: [player('a'), player('b')] },
    { id: 't2', players: [player('c', false)] },
  ];
  const matches = [{ goals: [goal('a', 'b'), goal('a'), goal('c', 'a')] }, { goals: [goal('b', undefined, 'own_goal'), goal('', 'a')] }, {}];

  it('counts goals and assists, ignoring own goals and empty players', () => {
    expect(tallyPlayers(teams, matches)).toEqual([
      { playerId: 'a', teamId: 't1', name: 'A X', goals: 2, assists: 2 },
      { playerId: 'b', teamId: 't1', name: 'B X', goals: 0, assists: 1 },
      { playerId: 'c', teamId: 't2', name: 'C X', goals: 1, assists: 0 },
    ]);
  });

  it('leaves out hidden players on public pages', () => {
    expect(tallyPlayers(teams, matches, { publicOnly: true }).map((r) => r.playerId)).toEqual(['a', 'b']);
  });
});

describe('public tournament statistics (spec §2, §9)', () => {
  it('sorts All Players by goals, then assists, keeping squad order for equals', () => {
    const rows = [tally('a', 1, 0), tally('b', 3, 0), tally('c', 1, 2), tally('d', 1, 0), tally('e', 0, 5)];
    expect(sortAllPlayers(rows).map((r) => r.playerId)).toEqual(['b', 'c', 'a', 'd', 'e']);
  });

  it('caps Top Scorers and Top Assists at 5', () => {
    expect(LEADERBOARD_LIMIT).toBe(5);
    const rows = Array.from({ length: 8 }, (_, i) => tally(`p${i}`, i + 1, 8 - i));
    expect(topScorers(rows).map((r) => r.playerId)).toEqual(['p7', 'p6', 'p5', 'p4', 'p3']);
    expect(topAssists(rows).map((r) => r.playerId)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('lists only players who scored or assisted', () => {
    const rows = [tally('a', 0, 0), tally('b', 1, 0), tally('c', 0, 1)];
    expect(topScorers(rows).map((r) => r.playerId)).toEqual(['b']);
    expect(topAssists(rows).map((r) => r.playerId)).toEqual(['c']);
  });

  it('breaks equal assists by goals', () => {
    expect(topAssists([tally('a', 0, 2), tally('b', 3, 2)]).map((r) => r.playerId)).toEqual(['b', 'a']);
  });

  it('computes all three tabs at once', () => {
    const result = computeTournamentStatistics([{ id: 't', players: [player('a'), player('b')] }], [{ goals: [goal('b', 'a')] }]);
    expect(result.allPlayers.map((r) => r.playerId)).toEqual(['b', 'a']);
    expect(result.topScorers.map((r) => r.playerId)).toEqual(['b']);
    expect(result.topAssists.map((r) => r.playerId)).toEqual(['a']);
  });
});
