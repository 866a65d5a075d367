import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupsKnockoutSettings, Match, Tournament } from 'shared-domain';
import { checkStoredItem } from 'shared-domain/schemas';
import { drawGroups, groupStageUnfinished } from 'shared-domain/groups-knockout';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { createTournament } from './create-tournament';
import { saveCupGroups, startGroupStage, syncCupKnockoutSides } from './groups-knockout';
import { matchesRepository } from '../repositories/matches-repository';

let memory: MemoryStorage;
const TEAMS = Array.from({ length: 32 }, (_, i) => `team_${String(i + 1).padStart(2, '0')}`);
const settings: GroupsKnockoutSettings = { groupCount: 8, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [1, 2], awayGoals: true, thirdPlaceMatch: true };
let n = 0;
const nextId = () => `match_${++n}`;

let tournament: Tournament;
beforeEach(async () => {
  memory = installMemoryStorage();
  tournament = await createTournament({ name: 'World Cup', teamIds: TEAMS, format: { mode: 'groups_knockout', groupsKnockout: settings } }, 'org_a');
});

describe('a Groups + Knockout cup (issue 24): draw, then the group stage', () => {
  it('creates no matches before the draw, then stores the drawn groups (version-checked)', async () => {
    expect(memory.all<Match>('matches')).toEqual([]);
    const pots = [0, 1, 2, 3].map((p) => TEAMS.slice(p * 8, p * 8 + 8));
    const drawn = drawGroups(pots, 8, 2022);
    if (!drawn.ok) throw new Error(drawn.error);
    const saved = await saveCupGroups(tournament, drawn.groups);
    expect(saved.format.groupsKnockout?.groups).toEqual(drawn.groups);
    expect(checkStoredItem('tournament', saved).ok).toBe(true);
    await expect(saveCupGroups(tournament, drawn.groups)).rejects.toMatchObject({ name: 'ConflictError' });
  });

  it('starts the group stage: 48 group games by matchday, the knockout from group positions with two-legged semi-finals and a third-place match', async () => {
    const groups = 'ABCDEFGH'.split('').map((letter, g) => ({ letter, teamIds: TEAMS.slice(g * 4, g * 4 + 4) }));
    const drawn = await saveCupGroups(tournament, groups);
    const started = (await startGroupStage(drawn, nextId))!;
    const stored = memory.all<Match>('matches');
    expect(stored).toHaveLength(started.matches.length);
    const group = stored.filter((m) => m.stage === 'group');
    expect(group).toHaveLength(48);
    expect(new Set(group.map((m) => m.round))).toEqual(new Set([1, 2, 3]));
    // Every pair of a group meets once (one leg).
    const pairs = group.filter((m) => m.group === 'A').map((m) => [m.homeTeamId, m.awayTeamId].sort().join(' v '));
    expect(new Set(pairs).size).toBe(6);
    expect(pairs).toHaveLength(6);
    const knockout = stored.filter((m) => m.stage === 'knockout');
    // Round of 16 (8), quarter-finals (4), semi-finals over two legs (4), final (1).
    expect([0, 1, 2, 3].map((r) => knockout.filter((m) => m.playoffRound === r).length)).toEqual([8, 4, 4, 1]);
    expect(knockout.filter((m) => m.playoffRound === 2).map((m) => m.leg)).toEqual([1, 2, 1, 2]);
    expect(knockout.find((m) => m.playoffRound === 0)).toMatchObject({ homeTeamId: 'group-A-1', awayTeamId: 'group-B-2', isPlayoff: true });
    expect(stored.filter((m) => m.stage === 'third_place')).toHaveLength(1);
    const ko = started.tournament.format.groupsKnockout?.knockout;
    expect(ko?.rounds.map((r) => r.length)).toEqual([8, 4, 2, 1]);
    expect(ko?.thirdPlace?.matchIds).toHaveLength(1);
    expect(checkStoredItem('tournament', started.tournament).ok).toBe(true);
    for (const match of stored) expect(checkStoredItem('match', match).ok).toBe(true);
  });

  it('writes the teams the results decide into the knockout games, as each group completes (version-checked)', async () => {
    const groups = 'ABCDEFGH'.split('').map((letter, g) => ({ letter, teamIds: TEAMS.slice(g * 4, g * 4 + 4) }));
    const started = (await startGroupStage(await saveCupGroups(tournament, groups), nextId))!;
    expect(await syncCupKnockoutSides(tournament.id)).toEqual([]);
    // Group A: the first-listed team of each game wins, so team_01 and team_02 finish first and second.
    const order = (id: string) => TEAMS.indexOf(id);
    for (const game of started.matches.filter((m) => m.group === 'A')) {
      const homeWins = order(game.homeTeamId) < order(game.awayTeamId);
      await matchesRepository.update(tournament.id, game.id, { homeGoals: homeWins ? 1 : 0, awayGoals: homeWins ? 0 : 1 });
    }
    const written = await syncCupKnockoutSides(tournament.id);
    expect(written.map((m) => [m.homeTeamId, m.awayTeamId])).toEqual([
      ['team_01', 'group-B-2'],
      ['group-B-1', 'team_02'],
    ]);
    const stored = memory.all<Match>('matches').find((m) => m.id === written[0]!.id)!;
    expect(stored).toMatchObject({ homeTeamId: 'team_01', version: 2, stage: 'knockout' });
    expect(checkStoredItem('match', stored).ok).toBe(true);
    expect(await syncCupKnockoutSides(tournament.id)).toEqual([]);
  });

  it('starts once: a second click or tab holding the tournament as it was writes nothing; a start that stopped halfway is finished by starting again', async () => {
    const groups = 'ABCDEFGH'.split('').map((letter, g) => ({ letter, teamIds: TEAMS.slice(g * 4, g * 4 + 4) }));
    const drawn = await saveCupGroups(tournament, groups);
    // The first start's match writes fail after the claim.
    memory.failWhen((op) => op.table === 'matches');
    await expect(startGroupStage(drawn, nextId)).rejects.toThrow();
    memory.stopFailing();
    expect(memory.all<Match>('matches')).toEqual([]);
    // The other tab (the tournament as drawn) loses the claim: nothing is written twice.
    await expect(startGroupStage(drawn, nextId)).rejects.toMatchObject({ name: 'ConflictError' });
    expect(memory.all<Match>('matches')).toEqual([]);
    const claimed = memory.all<Tournament>('tournaments')[0]!;
    const knockout = claimed.format.groupsKnockout!.knockout!;
    expect(groupStageUnfinished(knockout, [])).toBe(true);
    // Starting again with the stored tournament writes the games, the knockout's under the ids it names.
    const finished = (await startGroupStage(claimed, nextId))!;
    expect(finished.matches).toHaveLength(48 + 17 + 1);
    expect(groupStageUnfinished(knockout, memory.all<Match>('matches'))).toBe(false);
    // Once every game is stored, starting again writes nothing.
    expect(await startGroupStage(claimed, nextId)).toBeNull();
    expect(memory.all<Match>('matches')).toHaveLength(66);
  });
});
