import { describe, expect, it } from 'vitest';
import { createGoalEvent } from '../match/goal-events';
import { setLineupRole, setStatistic } from '../match/match-detail-edit';
import { createEmptyTeamStatistics } from '../match/match-statistics';
import { checkStoredItem } from './stored-item-check';

const match = { id: 'match_1_a', tournamentId: 'tournament_1_b', organizerId: 'org_1_c', homeTeamId: 'team_1', awayTeamId: 'team_2', round: 1, isPlayoff: false };

describe('match schema', () => {
  it('reads a generated fixture, a scored one and a knockout game decided on penalties', () => {
    expect(checkStoredItem('match', match)).toEqual({ ok: true, item: match });
    expect(checkStoredItem('match', { ...match, homeGoals: 2, awayGoals: 1, dateISO: '2024-05-01', time: '12:00', status: 'finished', version: 2 }).ok).toBe(true);
    const knockout = { ...match, isPlayoff: true, playoffRound: 0, playoffMatch: 1, homeTeamId: 'seed-1', awayTeamId: 'winner-2', homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 };
    expect(checkStoredItem('match', knockout).ok).toBe(true);
  });

  it('reads a group game, the second leg of a knockout tie after extra time, and the match for third place (issue 24)', () => {
    const group = { ...match, stage: 'group', group: 'C', round: 2 };
    expect(checkStoredItem('match', group)).toEqual({ ok: true, item: group });
    const leg = { ...match, isPlayoff: true, playoffRound: 1, playoffMatch: 0, stage: 'knockout', leg: 2, homeGoals: 2, awayGoals: 1, afterExtraTime: true, homePenalties: 5, awayPenalties: 4 };
    expect(checkStoredItem('match', leg)).toEqual({ ok: true, item: leg });
    expect(checkStoredItem('match', { ...match, isPlayoff: true, stage: 'third_place' }).ok).toBe(true);
  });

  it('reads cleared scores stored as null, and the goals, lineups and statistics the match centre writes, and the touchline cards', () => {
    expect(checkStoredItem('match', { ...match, homeGoals: null, awayGoals: null, homePenalties: null }).ok).toBe(true);
    const goal = createGoalEvent('goal_1', 'away', []);
    const edited = {
      ...match,
      goals: [goal, { ...goal, id: 'goal_2', type: 'penalty', playerId: 'p9', minute: 90, assistPlayerId: 'p7', goalNumber: 2 }],
      lineups: setLineupRole(undefined, 'home', 'p1', 'starting'),
      statistics: setStatistic(undefined, 'away', 'shots', '7'),
      venue: 'Park',
      referee: 'Kim',
      preview: 'Top of the table.',
      report: 'A late winner.',
      videoUrl: 'https://video.example/1',
      cards: [{ id: 'card_1', team: 'home', colour: 'yellow', playerId: 'p1', minute: 14 }],
    };
    expect(checkStoredItem('match', edited)).toEqual({ ok: true, item: edited });
  });

  it('reads statistics and lineups stored in part with the defaults the match centre shows', () => {
    const check = checkStoredItem('match', { ...match, statistics: { home: { shots: 9 } }, lineups: { away: { starting: ['p2'] } } });
    if (!check.ok) throw new Error(check.reason);
    expect(check.item.statistics).toEqual({ home: { ...createEmptyTeamStatistics(), shots: 9 }, away: createEmptyTeamStatistics() });
    expect(check.item.lineups).toEqual({ home: { starting: [], substitutes: [] }, away: { starting: ['p2'], substitutes: [] } });
  });

  it.each([
    ['goals as text', { ...match, homeGoals: '2' }, 'homeGoals: expected number, received "2"'],
    ['an unknown status', { ...match, status: 'abandoned' }, 'status: expected ("scheduled" | "live" | "finished" | "postponed" | "cancelled"), received "abandoned"'],
    ['a goal of an unknown type', { ...match, goals: [{ ...createGoalEvent('g1', 'home', []), type: 'header' }] }, 'goals[0].type: expected ("goal" | "penalty" | "own_goal"), received "header"'],
    ['a goal without its side', { ...match, goals: [{ id: 'g1', playerId: '', minute: 3, type: 'goal', goalNumber: 1 }] }, 'goals[0].team is missing'],
    ['a card of an unknown colour', { ...match, cards: [{ id: 'c1', team: 'away', colour: 'green', playerId: '', minute: 3 }] }, 'cards[0].colour: expected ("yellow" | "red"), received "green"'],
    ['a card without its side', { ...match, cards: [{ id: 'c1', colour: 'red', playerId: '', minute: 3 }] }, 'cards[0].team is missing'],
    ['a statistic as text', { ...match, statistics: { home: { shots: '3' } } }, 'statistics.home.shots: expected number, received "3"'],
    ['a lineup that is not a list of ids', { ...match, lineups: { home: { starting: 'p1', substitutes: [] }, away: { starting: [], substitutes: [] } } }, 'lineups.home.starting: expected Array, received "p1"'],
    ['no round', { ...match, round: undefined }, 'round is missing'],
    ['an unknown stage', { ...match, stage: 'final' }, 'stage: expected ("group" | "knockout" | "third_place"), received "final"'],
    ['a group that is not a letter A to P', { ...match, stage: 'group', group: 'Q' }, 'group: must be a group letter A to P'],
    ['a third leg', { ...match, leg: 3 }, 'leg: expected (1 | 2), received 3'],
    ['extra time as text', { ...match, afterExtraTime: 'yes' }, 'afterExtraTime: expected boolean, received "yes"'],
  ])('refuses %s with the reason', (_what, item, reason) => {
    expect(checkStoredItem('match', item)).toEqual({ ok: false, reason });
  });
});
