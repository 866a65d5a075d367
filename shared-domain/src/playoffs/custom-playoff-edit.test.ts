import { describe, expect, it } from 'vitest';
import { addCustomPlayoffRound, createDefaultCustomPlayoffConfig } from './custom-playoff';
import { customPlayoffSyncPlan } from '../playoff-editing/custom-playoff-sync';
import { removeCustomPlayoffRound, resizeCustomPlayoffRound, updateCustomPlayoffMatch, validateCustomMatchChange } from './custom-playoff-edit';
import type { CustomPlayoffConfig, CustomPlayoffMatch, CustomPlayoffRound } from './entities';
import { MATCH_EDIT_MESSAGES } from '../match/match-edit';
import { idSource } from '../../test/id-source';

function twoRounds(): CustomPlayoffConfig {
  const ids = idSource('m');
  const first = addCustomPlayoffRound(createDefaultCustomPlayoffConfig(), { name: 'Semi-finals', quantityOfGames: 2 }, ids);
  if (!first.ok) throw new Error(first.error);
  const second = addCustomPlayoffRound(first.config, { name: 'Final', quantityOfGames: 1 }, ids);
  if (!second.ok) throw new Error(second.error);
  return second.config;
}

describe('validateCustomMatchChange: valid teams, each at most once per round (issue 8 item 5)', () => {
  const teams = [
    { id: 'a', name: 'Arsenal' },
    { id: 'b', name: 'Brentford' },
    { id: 'c', name: 'Chelsea' },
    { id: 'd', name: 'Derby' },
  ];
  const round: Pick<CustomPlayoffRound, 'matches'> = {
    matches: [
      { id: 'm1', homeTeamId: 'a', awayTeamId: 'b', isElimination: true },
      { id: 'm2', homeTeamId: '', awayTeamId: 'c', isElimination: false },
      { id: 'm3', homeTeamId: '', awayTeamId: '', isElimination: false },
    ],
  };
  it.each([
    { matchId: 'm2', change: { homeTeamId: 'd' }, expected: null },
    { matchId: 'm3', change: { homeTeamId: 'd', awayTeamId: '' }, expected: null },
    { matchId: 'm1', change: { homeTeamId: 'a' }, expected: null },
    { matchId: 'm1', change: { homeTeamId: 'b', awayTeamId: 'a' }, expected: null },
    { matchId: 'm1', change: { dateISO: '2022-08-05' }, expected: null },
    { matchId: 'm1', change: { homeTeamId: '' }, expected: null },
    { matchId: 'nope', change: { homeTeamId: 'a' }, expected: null },
    { matchId: 'm2', change: { homeTeamId: 'a' }, expected: 'Arsenal already plays in this round.' },
    { matchId: 'm3', change: { awayTeamId: 'b' }, expected: 'Brentford already plays in this round.' },
    { matchId: 'm1', change: { awayTeamId: 'c' }, expected: 'Chelsea already plays in this round.' },
    { matchId: 'm3', change: { homeTeamId: 'd', awayTeamId: 'c' }, expected: 'Chelsea already plays in this round.' },
    { matchId: 'm1', change: { awayTeamId: 'a' }, expected: MATCH_EDIT_MESSAGES.sameTeam },
    { matchId: 'm3', change: { homeTeamId: 'd', awayTeamId: 'd' }, expected: MATCH_EDIT_MESSAGES.sameTeam },
    { matchId: 'm3', change: { homeTeamId: 'z' }, expected: MATCH_EDIT_MESSAGES.unknownTeam },
  ])('$matchId $change → $expected', ({ matchId, change, expected }) => expect(validateCustomMatchChange(round, matchId, change, teams)).toBe(expected));

  it('the same team is free in another round', () => {
    const config = updateCustomPlayoffMatch(twoRounds(), 1, 'm1', { homeTeamId: 'a' });
    const [semis, final] = config.playoffRounds;
    expect(validateCustomMatchChange(semis!, 'm2', { awayTeamId: 'a' }, teams)).toBe('Arsenal already plays in this round.');
    expect(validateCustomMatchChange(final!, 'm3', { homeTeamId: 'a' }, teams)).toBeNull();
  });
});

describe('custom playoff configuration edits (spec §4)', () => {
  it('changes one match of one round; an emptied date or time is removed', () => {
    const config = updateCustomPlayoffMatch(twoRounds(), 1, 'm2', { homeTeamId: 'a', dateISO: '2025-06-01', time: '12:00', isElimination: true });
    expect(config.playoffRounds[0]?.matches[1]).toEqual({ id: 'm2', homeTeamId: 'a', awayTeamId: '', dateISO: '2025-06-01', time: '12:00', isElimination: true });
    expect(config.playoffRounds[0]?.matches[0]).toEqual({ id: 'm1', homeTeamId: '', awayTeamId: '', isElimination: false });
    const cleared = updateCustomPlayoffMatch(config, 1, 'm2', { dateISO: '', time: '' });
    expect(cleared.playoffRounds[0]?.matches[1]).toEqual({ id: 'm2', homeTeamId: 'a', awayTeamId: '', isElimination: true });
    expect(updateCustomPlayoffMatch(config, 9, 'm2', { homeTeamId: 'b' })).toEqual(config);
  });

  it('shrinking a round drops matches from the end; growing adds empty non-elimination ones', () => {
    const shrunk = resizeCustomPlayoffRound(twoRounds(), 1, 1, idSource('n'));
    expect(shrunk.removedMatchIds).toEqual(['m2']);
    expect(shrunk.config.playoffRounds[0]).toMatchObject({ quantityOfGames: 1, matches: [{ id: 'm1' }] });
    const grown = resizeCustomPlayoffRound(twoRounds(), 2, '3', idSource('n'));
    expect(grown.removedMatchIds).toEqual([]);
    expect(grown.config.playoffRounds[1]?.matches.map((m) => [m.id, m.isElimination])).toEqual([
      ['m3', false],
      ['n1', false],
      ['n2', false],
    ]);
    expect(resizeCustomPlayoffRound(twoRounds(), 1, '', idSource('n')).config.playoffRounds[0]?.quantityOfGames).toBe(1);
  });

  it('removes a round and renumbers the rest', () => {
    const { config, removedMatchIds } = removeCustomPlayoffRound(twoRounds(), 1);
    expect(removedMatchIds).toEqual(['m1', 'm2']);
    expect(config.playoffRounds.map((r) => [r.roundNumber, r.name])).toEqual([[1, 'Final']]);
  });
});

describe('the match item a custom playoff match is played as', () => {
  const owner = { tournamentId: 't1', organizerId: 'o1' };
  /** The items a fresh sync creates for one round numbered `roundNumber` holding `matches`. */
  const created = (roundNumber: number, matches: CustomPlayoffMatch[]) =>
    customPlayoffSyncPlan({ playoffTeams: 4, enableBye: true, playoffRounds: [{ roundNumber, name: 'R', quantityOfGames: matches.length, matches }] }, [], owner, 3).create;

  it('is not made until both teams are chosen', () => {
    expect(created(1, [{ id: 'm1', homeTeamId: 'a', awayTeamId: '', isElimination: false }])).toEqual([]);
  });

  it('becomes a playoff match item after the league rounds', () => {
    const open = { id: 'm3', homeTeamId: '', awayTeamId: '', isElimination: false };
    expect(created(2, [open, { id: 'm4', homeTeamId: 'a', awayTeamId: 'b', isElimination: true, dateISO: '2025-06-01', time: '18:00' }])).toEqual([{
      id: 'm4',
      tournamentId: 't1',
      organizerId: 'o1',
      homeTeamId: 'a',
      awayTeamId: 'b',
      round: 5,
      isPlayoff: true,
      playoffRound: 1,
      playoffMatch: 1,
      dateISO: '2025-06-01',
      time: '18:00',
    }]);
  });
});

describe('customPlayoffSyncPlan', () => {
  const owner = { tournamentId: 't1', organizerId: 'o1' };
  const league = { id: 'l1', ...owner, homeTeamId: 'a', awayTeamId: 'b', round: 3, isPlayoff: false };

  it('creates items for matches with both teams, updates what differs, removes what the config dropped', () => {
    let config = twoRounds();
    config = updateCustomPlayoffMatch(config, 1, 'm1', { homeTeamId: 'a', awayTeamId: 'b', time: '18:00' });
    config = updateCustomPlayoffMatch(config, 1, 'm2', { homeTeamId: 'c' });
    config = updateCustomPlayoffMatch(config, 2, 'm3', { homeTeamId: 'a', awayTeamId: 'c' });
    const stored = [
      league,
      { id: 'm3', ...owner, homeTeamId: 'a', awayTeamId: 'b', round: 5, isPlayoff: true, playoffRound: 1, playoffMatch: 0, time: '12:00', homeGoals: 2, awayGoals: 0 },
      { id: 'gone', ...owner, homeTeamId: 'a', awayTeamId: 'b', round: 4, isPlayoff: true, playoffRound: 0, playoffMatch: 2 },
    ];
    const plan = customPlayoffSyncPlan(config, stored, owner, 3);
    expect(plan.create).toEqual([
      { id: 'm1', ...owner, homeTeamId: 'a', awayTeamId: 'b', round: 4, isPlayoff: true, playoffRound: 0, playoffMatch: 0, time: '18:00' },
    ]);
    // m3 holds a result (2–0): its teams change only after that result is cleared (the editor asks first).
    expect(plan.update).toEqual([{ id: 'm3', fields: { time: null } }]);
    expect(plan.remove).toEqual(['gone']);
    const unplayed = stored.map((m) => (m.id === 'm3' ? { ...m, homeGoals: undefined, awayGoals: undefined } : m));
    expect(customPlayoffSyncPlan(config, unplayed, owner, 3).update).toEqual([{ id: 'm3', fields: { awayTeamId: 'c', time: null } }]);
  });

  it('plays a winner on by itself: a game of seeds and winners gets its item once both resolve; BYE games never get one', () => {
    let config = twoRounds();
    config = updateCustomPlayoffMatch(config, 1, 'm1', { homeTeamId: 'seed-1', awayTeamId: 'seed-2' });
    config = updateCustomPlayoffMatch(config, 1, 'm2', { homeTeamId: 'c', awayTeamId: 'bye' });
    config = updateCustomPlayoffMatch(config, 2, 'm3', { homeTeamId: 'winner-of:m1', awayTeamId: 'winner-of:m2' });
    expect(customPlayoffSyncPlan(config, [league], owner, 3, []).create).toEqual([]);
    const [semi] = customPlayoffSyncPlan(config, [league], owner, 3, ['b', 'a']).create;
    expect(semi).toMatchObject({ id: 'm1', homeTeamId: 'b', awayTeamId: 'a' });
    const played = { ...semi!, homeGoals: 0, awayGoals: 1 };
    expect(customPlayoffSyncPlan(config, [league, played], owner, 3, ['b', 'a']).create).toEqual([
      { id: 'm3', ...owner, homeTeamId: 'a', awayTeamId: 'c', round: 5, isPlayoff: true, playoffRound: 1, playoffMatch: 0 },
    ]);
  });

  it('removes the item of a game that is no longer playable unless it holds something', () => {
    const config = updateCustomPlayoffMatch(twoRounds(), 2, 'm3', { homeTeamId: 'winner-of:m1', awayTeamId: 'c' });
    const stale = { id: 'm3', ...owner, homeTeamId: 'a', awayTeamId: 'c', round: 5, isPlayoff: true, playoffRound: 1, playoffMatch: 0 };
    expect(customPlayoffSyncPlan(config, [league, stale], owner, 3).remove).toEqual(['m3']);
    expect(customPlayoffSyncPlan(config, [league, { ...stale, report: 'Great game' }], owner, 3).remove).toEqual([]);
  });

  it('has nothing to do when items agree, and removes every playoff item without a configuration', () => {
    const config = updateCustomPlayoffMatch(twoRounds(), 2, 'm3', { homeTeamId: 'a', awayTeamId: 'b' });
    const [item] = customPlayoffSyncPlan(config, [], owner, 3).create;
    if (!item) throw new Error('the final has both teams, so it has an item');
    expect(customPlayoffSyncPlan(config, [league, { ...item, homeGoals: 1 }], owner, 3)).toEqual({ create: [], update: [], remove: [] });
    expect(customPlayoffSyncPlan(undefined, [league, item], owner, 3).remove).toEqual(['m3']);
  });
});
