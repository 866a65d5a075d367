import { describe, expect, it } from 'vitest';
import { createTournament } from '../competition/tournament';
import { addCustomPlayoffRound } from '../playoffs/custom-playoff';
import { updateCustomPlayoffMatch } from '../playoffs/custom-playoff-edit';
import { buildPlayoffBracket } from '../playoffs/playoff-bracket';
import { checkStoredItem } from './stored-item-check';

const meta = { id: 'tournament_1_a', organizerId: 'org_1_b', createdAtISO: '2024-01-01T00:00:00.000Z' };
const league = createTournament({ name: 'Cup', teamIds: ['a', 'b', 'c', 'd'] }, meta)!;
let n = 0;
const nextId = () => `match_${++n}`;

describe('tournament schema', () => {
  it('reads a new league and its saved settings (visibility, location, links, images)', () => {
    expect(checkStoredItem('tournament', league)).toEqual({ ok: true, item: league });
    const saved = { ...league, visibility: 'public', location: { name: 'Park', link: 'https://maps.example/park' }, socialMedia: { facebook: 'https://facebook.com/cup' }, logo: 'l.webp', backgroundImage: 'b.webp', version: 7 };
    expect(checkStoredItem('tournament', saved)).toEqual({ ok: true, item: saved });
  });

  it('reads an older tournament without visibility and one still marked by an unfinished write', () => {
    const { visibility: _omitted, ...older } = league;
    expect(checkStoredItem('tournament', older).ok).toBe(true);
    expect(checkStoredItem('tournament', { ...league, pendingWrite: 'playoff-start' }).ok).toBe(true);
  });

  it('reads a seed bracket and a custom playoff with rounds, named league rounds and tie-breakers', () => {
    expect(checkStoredItem('tournament', { ...league, format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 }, playoffBracket: buildPlayoffBracket(4, nextId) }).ok).toBe(true);
    const custom = createTournament({ name: 'Custom', teamIds: ['a', 'b', 'c', 'd'], format: { mode: 'league_custom_playoff' } }, meta)!;
    const added = addCustomPlayoffRound(custom.format.customPlayoffConfig!, { name: 'Semi-finals', quantityOfGames: '2', description: 'Best of the rest' }, nextId);
    if (!added.ok) throw new Error(added.error);
    const config = updateCustomPlayoffMatch(added.config, 1, added.round.matches[0]!.id, { homeTeamId: 'a', awayTeamId: 'b', dateISO: '2024-05-01', time: '18:00' });
    const format = { ...custom.format, customPlayoffConfig: config, customRounds: [{ roundNumber: 1, name: 'Opening day' }], tieBreakers: 'uefa' };
    expect(checkStoredItem('tournament', { ...custom, format })).toEqual({ ok: true, item: { ...custom, format } });
  });

  it.each([
    ['an unknown mode', { ...league, format: { mode: 'cup' } }, 'format.mode: expected ("league" | "league_playoff" | "swiss_elimination" | "league_custom_playoff" | "groups_knockout"), received "cup"'],
    ['no format', { ...league, format: undefined }, 'format is missing'],
    ['a visibility the toggle never writes', { ...league, visibility: 'hidden' }, 'visibility: expected ("private" | "public"), received "hidden"'],
    ['team ids that are not text', { ...league, teamIds: ['a', 2] }, 'teamIds[1]: expected string, received 2'],
    ['an unknown tie-breaker preset', { ...league, format: { mode: 'league', tieBreakers: 'coin toss' } }, 'format.tieBreakers: expected ("spec" | "premier-league" | "la-liga" | "uefa" | "fifa"), received "coin toss"'],
    ['a bracket round without matches', { ...league, playoffBracket: [{ round: 0 }] }, 'playoffBracket[0].matches is missing'],
    ['a custom playoff match without isElimination', { ...league, format: { mode: 'league_custom_playoff', customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [{ roundNumber: 1, name: 'Final', quantityOfGames: 1, matches: [{ id: 'm', homeTeamId: '', awayTeamId: '' }] }] } } }, 'format.customPlayoffConfig.playoffRounds[0].matches[0].isElimination is missing'],
  ])('refuses %s with the reason', (_what, item, reason) => {
    expect(checkStoredItem('tournament', item)).toEqual({ ok: false, reason });
  });

  describe('groups + knockout (issue 24)', () => {
    const teamIds = ['a', 'b', 'c', 'd', 'e', 'f'];
    const settings = { groupCount: 2, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [2, 1], awayGoals: false, thirdPlaceMatch: true };
    const cup = { ...league, teamIds, format: { mode: 'groups_knockout', rounds: 1, groupsKnockout: settings } };
    const drawn = (groups: unknown, more: object = {}) => ({ ...cup, format: { ...cup.format, groupsKnockout: { ...settings, ...more, groups } } });

    it('reads a cup before its draw, after it, and with the best of a place across groups', () => {
      expect(checkStoredItem('tournament', cup)).toEqual({ ok: true, item: cup });
      const groups = [{ letter: 'A', teamIds: ['a', 'b', 'c'] }, { letter: 'B', teamIds: ['d', 'e', 'f'] }];
      expect(checkStoredItem('tournament', drawn(groups)).ok).toBe(true);
      expect(checkStoredItem('tournament', drawn(groups, { groupCount: 2, qualifiersPerGroup: 1, bestOfPlace: { place: 2, count: 1 } })).ok).toBe(true);
    });

    it('a created cup keeps its settings and has no fixtures until its draw', () => {
      const created = createTournament({ name: 'Cup', teamIds, format: { mode: 'groups_knockout', groupsKnockout: settings as never } }, meta)!;
      expect(created.format.groupsKnockout).toEqual(settings);
      expect(checkStoredItem('tournament', created).ok).toBe(true);
    });

    it.each([
      ['no settings', { ...cup, format: { mode: 'groups_knockout' } }, 'format.groupsKnockout: is missing (a Groups + Knockout tournament needs its settings)'],
      ['17 groups', drawn(undefined, { groupCount: 17 }), 'format.groupsKnockout.groupCount: must be 2 to 16'],
      ['one group', drawn(undefined, { groupCount: 1 }), 'format.groupsKnockout.groupCount: must be 2 to 16'],
      ['2.5 groups', drawn(undefined, { groupCount: 2.5 }), 'format.groupsKnockout.groupCount: must be a whole number of groups'],
      ['three legs in a group', drawn(undefined, { groupLegs: 3 }), 'format.groupsKnockout.groupLegs: expected (1 | 2), received 3'],
      ['five qualifiers a group', drawn(undefined, { qualifiersPerGroup: 5 }), 'format.groupsKnockout.qualifiersPerGroup: must be 1 to 4'],
      ['a knockout round of three legs', drawn(undefined, { knockoutLegs: [1, 3] }), 'format.groupsKnockout.knockoutLegs[1]: expected (1 | 2), received 3'],
      ['away goals as text', drawn(undefined, { awayGoals: 'yes' }), 'format.groupsKnockout.awayGoals: expected boolean, received "yes"'],
      ['best thirds when two a group qualify but a best of fourths is asked', drawn(undefined, { bestOfPlace: { place: 4, count: 1 } }), 'format.groupsKnockout.bestOfPlace: place must be the one just below the qualifiers of each group'],
      ['more best thirds than groups', drawn(undefined, { bestOfPlace: { place: 3, count: 3 } }), 'format.groupsKnockout.bestOfPlace: count must be at most the number of groups'],
      ['groups fewer than the count', drawn([{ letter: 'A', teamIds: ['a'] }]), 'format.groupsKnockout.groups: must be 2 groups, as the group count says'],
      ['groups out of order', drawn([{ letter: 'B', teamIds: ['a'] }, { letter: 'A', teamIds: ['b'] }]), 'format.groupsKnockout.groups: group 1 must be Group A'],
      ['a group letter past P', drawn([{ letter: 'A', teamIds: ['a'] }, { letter: 'Q', teamIds: ['b'] }]), 'format.groupsKnockout.groups[1].letter: must be a group letter A to P'],
      ['a team in two groups', drawn([{ letter: 'A', teamIds: ['a', 'b'] }, { letter: 'B', teamIds: ['b'] }]), 'format.groupsKnockout.groups: a team is in more than one group (b)'],
      ['a team not in the tournament', drawn([{ letter: 'A', teamIds: ['a'] }, { letter: 'B', teamIds: ['z'] }]), "format.groupsKnockout.groups: z is not one of the tournament's teams"],
    ])('refuses a groups + knockout cup with %s', (_what, item, reason) => {
      expect(checkStoredItem('tournament', item)).toEqual({ ok: false, reason });
    });
  });
});
