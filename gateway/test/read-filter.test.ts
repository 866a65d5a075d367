import { describe, expect, it } from 'vitest';
import { filterItems, type TournamentFacts } from '../src/policy/read-filter';
import type { JsonObject } from '../src/policy/request-shape';

const tournaments = new Map<string, TournamentFacts>([
  ['pub', { organizerId: 'A', visibility: 'public' }],
  ['priv', { organizerId: 'A', visibility: 'private' }],
  ['odd', { organizerId: 'A', visibility: null }],
]);
const ctx = (me: string | null) => ({ me, tournaments: async (ids: string[]) => new Map(ids.filter((id) => tournaments.has(id)).map((id) => [id, tournaments.get(id) as TournamentFacts])) });
const S = (s: string) => ({ S: s });
const str = (v: unknown) => (v as { S: string }).S;

describe('filterItems', () => {
  it('keeps non-private tournaments, and private ones for their organizer', async () => {
    const items = [
      { id: S('1'), organizerId: S('A'), visibility: S('private') },
      { id: S('2'), organizerId: S('A'), visibility: S('public') },
      { id: S('3'), organizerId: S('A') },
      { id: S('4'), organizerId: S('A'), visibility: { NULL: true } },
      { id: S('5'), organizerId: S('A'), visibility: S('Private') },
    ];
    const ids = async (me: string | null) => (await filterItems('visible-tournaments', items, [], ctx(me))).map((i) => str(i.id));
    expect(await ids(null)).toEqual(['2', '3', '4', '5']);
    expect(await ids('B')).toEqual(['2', '3', '4', '5']);
    expect(await ids('A')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps matches of visible tournaments and the caller’s own; matches of missing tournaments read as absent', async () => {
    const items = ['pub', 'priv', 'odd', 'gone'].map((t) => ({ tournamentId: S(t), id: S('m'), organizerId: S('A') }));
    const ids = async (me: string | null) => (await filterItems('visible-matches', items, ['organizerId'], ctx(me))).map((i) => str(i.tournamentId));
    expect(await ids(null)).toEqual(['pub', 'odd']);
    expect(await ids('A')).toEqual(['pub', 'priv', 'odd', 'gone']);
    expect((await filterItems('visible-matches', items, ['organizerId'], ctx(null)))[0]).toEqual({ tournamentId: S('pub'), id: S('m') });
  });

  it('strips non-public players from teams the caller does not own', async () => {
    const player = (id: string, isPublic: unknown) => ({ M: { id: S(id), ...(isPublic === undefined ? {} : { isPublic }) } });
    const team = { id: S('t'), organizerId: S('A'), players: { L: [player('p1', { BOOL: true }), player('p2', { BOOL: false }), player('p3', undefined), player('p4', { S: 'true' })] } };
    const teams = async (items: JsonObject[], me: string | null) => filterItems('public-players', items, [], ctx(me));
    expect((await teams([team], null))[0]?.players).toEqual({ L: [player('p1', { BOOL: true })] });
    expect((await teams([team], 'B'))[0]?.players).toEqual({ L: [player('p1', { BOOL: true })] });
    expect((await teams([team], 'A'))[0]).toBe(team);
    expect(await teams([{ id: S('t'), organizerId: S('A'), players: { S: 'not a list' } }], null)).toEqual([{ id: S('t'), organizerId: S('A') }]);
  });
});
