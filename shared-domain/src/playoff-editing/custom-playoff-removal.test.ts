import { describe, expect, it } from 'vitest';
import { removeCustomPlayoffRound, resizeCustomPlayoffRound } from '../playoffs/custom-playoff-edit';
import { playedGamesToDelete, playedGameText } from './custom-playoff-removal';
import type { CustomPlayoffConfig } from '../playoffs/entities';
import type { Match } from '../match/entities';
import { createEmptyTeamStatistics } from '../match/match-statistics';

const game = (id: string, homeTeamId: string, awayTeamId: string) => ({ id, homeTeamId, awayTeamId, isElimination: true });
const semis = { roundNumber: 1, name: 'Semi-finals', quantityOfGames: 3, matches: [game('s1', 'a', 'b'), game('s2', 'c', 'd'), game('s3', 'e', 'f')] };
const final = { roundNumber: 2, name: 'Final', quantityOfGames: 1, matches: [game('f1', 'a', 'c')] };
const config: CustomPlayoffConfig = { playoffTeams: 4, enableBye: false, playoffRounds: [semis, final] };

const item = (id: string, homeTeamId: string, awayTeamId: string, fields: Partial<Match> = {}) => ({
  id,
  tournamentId: 't1',
  organizerId: 'o1',
  homeTeamId,
  awayTeamId,
  round: 4,
  isPlayoff: true,
  ...fields,
});

const names: Record<string, string> = { a: 'Alpha', b: 'Beta', c: 'Gamma', d: 'Delta', e: 'Epsilon', f: 'Zeta' };
const name = (id: string) => names[id] ?? 'TBD';
const noLineup = { starting: [], substitutes: [] };
const goal = { id: 'g1', team: 'home' as const, playerId: 'p1', minute: 12, type: 'goal' as const, goalNumber: 1 };

describe('playedGamesToDelete: removed games that hold a result (issue 8 item 3)', () => {
  it.each([
    { holds: 'a score', fields: { homeGoals: 2, awayGoals: 1 }, parts: ['score'] },
    { holds: 'a 0–0 score', fields: { homeGoals: 0, awayGoals: 0 }, parts: ['score'] },
    { holds: 'one goal set', fields: { homeGoals: 3, awayGoals: null }, parts: ['score'] },
    { holds: 'a level score and its shoot-out', fields: { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }, parts: ['score', 'penalties'] },
    { holds: 'goal events', fields: { goals: [goal] }, parts: ['goals'] },
    { holds: 'statistics', fields: { statistics: { home: { ...createEmptyTeamStatistics(), corners: 3 }, away: createEmptyTeamStatistics() } }, parts: ['statistics'] },
    { holds: 'a lineup', fields: { lineups: { home: { starting: [], substitutes: ['p9'] }, away: noLineup } }, parts: ['lineups'] },
    { holds: 'a preview', fields: { preview: 'Derby day' }, parts: ['content'] },
    { holds: 'a report', fields: { report: 'Two late goals' }, parts: ['content'] },
    { holds: 'a video', fields: { videoUrl: 'https://example.com/v' }, parts: ['content'] },
  ])('lists a removed game holding $holds', ({ fields, parts }) => {
    const played = playedGamesToDelete(config, ['s2'], [item('s1', 'a', 'b', { homeGoals: 5, awayGoals: 0 }), item('s2', 'c', 'd', fields)]);
    expect(played).toHaveLength(1);
    expect(played[0]).toMatchObject({ matchId: 's2', roundName: 'Semi-finals', gameNumber: 2, homeTeamId: 'c', awayTeamId: 'd', holds: parts });
  });

  it.each([
    { holds: 'nothing', fields: {} },
    { holds: 'cleared goals', fields: { homeGoals: null, awayGoals: null, homePenalties: null, awayPenalties: null } },
    { holds: 'no goal events', fields: { goals: [] } },
    { holds: 'untouched default statistics', fields: { statistics: { home: createEmptyTeamStatistics(), away: createEmptyTeamStatistics() } } },
    { holds: 'empty lineups', fields: { lineups: { home: noLineup, away: noLineup } } },
    { holds: 'blank texts', fields: { preview: '', report: '  ', videoUrl: '' } },
    { holds: 'only a date, time, venue, referee and status', fields: { dateISO: '2025-06-01', time: '18:00', venue: 'Wembley', referee: 'M. Oliver', status: 'scheduled' as const } },
  ])('leaves out a removed game holding $holds (it goes without asking)', ({ fields }) => {
    expect(playedGamesToDelete(config, ['s2'], [item('s2', 'c', 'd', fields)])).toEqual([]);
  });

  it('lists only removed games: a played game that stays is not listed, nor a removed one without a match item', () => {
    const matches = [item('s1', 'a', 'b', { homeGoals: 2, awayGoals: 0 }), item('f1', 'a', 'c', { homeGoals: 1, awayGoals: 0 })];
    expect(playedGamesToDelete(config, ['s2', 's3'], matches)).toEqual([]);
  });

  it('shrinking the semi-finals from 3 games to 1 lists games 2 and 3 in order, with teams and scores from the stored items', () => {
    const { removedMatchIds } = resizeCustomPlayoffRound(config, 1, '1', () => 'new');
    const matches = [
      item('s3', 'e', 'f', { homeGoals: 0, awayGoals: 2 }),
      item('s2', 'c', 'd', { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }),
      item('s1', 'a', 'b', { homeGoals: 2, awayGoals: 1 }),
    ];
    expect(playedGamesToDelete(config, removedMatchIds, matches)).toEqual([
      { matchId: 's2', roundName: 'Semi-finals', gameNumber: 2, homeTeamId: 'c', awayTeamId: 'd', score: { home: 1, away: 1, homePenalties: 4, awayPenalties: 3 }, holds: ['score', 'penalties'] },
      { matchId: 's3', roundName: 'Semi-finals', gameNumber: 3, homeTeamId: 'e', awayTeamId: 'f', score: { home: 0, away: 2, homePenalties: null, awayPenalties: null }, holds: ['score'] },
    ]);
  });

  it('removing the final lists its played game; the teams are those of the stored item (a configuration emptied since keeps the item)', () => {
    const emptied: CustomPlayoffConfig = {
      ...config,
      playoffRounds: config.playoffRounds.map((r) => (r.roundNumber === 2 ? { ...r, matches: [{ id: 'f1', homeTeamId: '', awayTeamId: '', isElimination: true }] } : r)),
    };
    const { removedMatchIds } = removeCustomPlayoffRound(emptied, 2);
    const played = playedGamesToDelete(emptied, removedMatchIds, [item('f1', 'a', 'c', { goals: [goal] })]);
    expect(played).toEqual([{ matchId: 'f1', roundName: 'Final', gameNumber: 1, homeTeamId: 'a', awayTeamId: 'c', score: null, holds: ['goals'] }]);
  });
});

describe('playedGameText: one line of the list the confirmation shows', () => {
  const listed = { matchId: 's2', roundName: 'Semi-finals', gameNumber: 2, homeTeamId: 'a', awayTeamId: 'b', holds: [] };
  const score = (home: number | null, away: number | null, homePenalties: number | null = null, awayPenalties: number | null = null) => ({
    home,
    away,
    homePenalties,
    awayPenalties,
  });
  it.each([
    { case: 'a score', played: { ...listed, score: score(2, 1) }, text: 'Semi-finals, game 2: Alpha vs Beta (2–1)' },
    { case: 'a goalless draw', played: { ...listed, score: score(0, 0) }, text: 'Semi-finals, game 2: Alpha vs Beta (0–0)' },
    { case: 'a shoot-out', played: { ...listed, score: score(1, 1, 4, 3) }, text: 'Semi-finals, game 2: Alpha vs Beta (1–1, 4–3 pens)' },
    { case: 'one goal only', played: { ...listed, score: score(3, null) }, text: 'Semi-finals, game 2: Alpha vs Beta (3–?)' },
    { case: 'penalties without a score', played: { ...listed, score: score(null, null, 5, null) }, text: 'Semi-finals, game 2: Alpha vs Beta (no score, 5–? pens)' },
    {
      case: 'details without a score',
      played: { ...listed, score: null, holds: ['goals' as const, 'statistics' as const, 'lineups' as const, 'content' as const] },
      text: 'Semi-finals, game 2: Alpha vs Beta (goal events, statistics, lineups, preview, report or video)',
    },
    { case: 'an unknown team', played: { ...listed, awayTeamId: 'gone', score: score(2, 1) }, text: 'Semi-finals, game 2: Alpha vs TBD (2–1)' },
  ])('$case → $text', ({ played, text }) => expect(playedGameText(played, name)).toBe(text));
});
