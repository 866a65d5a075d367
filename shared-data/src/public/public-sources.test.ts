import type { Match, Organizer, Team, Tournament } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData } from '../config/runtime-config';
import { createMemoryStorage } from '../testing/memory-storage';
import { storageHomeSearch } from '../testing/storage-home-search';
import { searchPublicDirectory, setHomeSearchSource } from './home-search-source';
import { readPublicPlayer, setPublicPlayerSource, storagePublicPlayers } from './public-player-source';
import { readPublicTeam, setPublicTeamSource, storagePublicTeams } from './public-team-source';

const team: Team = {
  id: 'team_a',
  name: 'Arsenal',
  colors: ['#ef0107'],
  organizerId: 'org_1',
  createdAtISO: '',
  logo: '/media/a.png',
  players: [
    { id: 'p7', firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', number: 7, isPublic: true, createdAtISO: '' },
    { id: 'p8', firstName: 'Hidden', lastName: 'Man', position: 'Forward', number: null, isPublic: false, createdAtISO: '' },
  ],
};
const organizer = (id: string, name: string): Organizer => ({ id, name, email: '', createdAtISO: '' });
const cup = (n: number, visibility: 'public' | 'private' = 'public'): Tournament => ({
  id: `t${n}`,
  name: `Cup ${n}`,
  format: { mode: 'league' },
  teamIds: [],
  organizerId: 'org_1',
  createdAtISO: `2026-01-0${n}T00:00:00.000Z`,
  visibility,
  ...(n === 1 ? { location: { name: 'Park' } } : {}),
});

describe('the gateway sources', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setPublicPlayerSource(null);
    setPublicTeamSource(null);
    setHomeSearchSource(null);
    configureData({ gatewayUrl: 'https://gw.example', region: 'r', bucket: 'b', tablePrefix: 'p-' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it.each([
    { what: 'player', read: readPublicPlayer, path: 'players', document: { player: team.players[0], team: { id: 'team_a' }, seasons: [] } },
    { what: 'team', read: readPublicTeam, path: 'teams', document: { team: { ...team, players: [team.players[0]] }, seasons: [] } },
  ])('reads a public $what at the gateway, null for its 404, an error otherwise, nothing for an empty id', async ({ what, read, path, document }) => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(document)));
    expect(await read('a 7')).toEqual(document);
    expect(fetchMock).toHaveBeenCalledWith(`https://gw.example/api/public/${path}/a%207`, expect.objectContaining({ cache: 'no-cache' }));
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Not available"}', { status: 404 }));
    expect(await read('gone')).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(read('a7')).rejects.toThrow(`The ${what} could not be loaded (503).`);
    expect(await read('')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks the gateway for a page of home search with the text and the cursor', async () => {
    const page = { organizers: [], tournaments: [], organizerCount: 0, tournamentCount: 0, nextCursor: null };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(page)));
    expect(await searchPublicDirectory('Spring & co')).toEqual(page);
    expect(fetchMock).toHaveBeenLastCalledWith('https://gw.example/api/public/search?q=Spring+%26+co', expect.anything());
    await searchPublicDirectory('cup', 'abc=');
    expect(fetchMock).toHaveBeenLastCalledWith('https://gw.example/api/public/search?q=cup&cursor=abc%3D', expect.anything());
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(searchPublicDirectory('cup')).rejects.toThrow('Search results could not be loaded (404).');
  });
});

describe('the in-memory sources', () => {
  it('make the team document the gateway stores: public profile, seasons of the public tournaments that list the team, newest first', async () => {
    const memory = createMemoryStorage();
    const rival: Team = { ...team, id: 'team_b', name: 'Brighton', players: [] };
    await memory.putMany('teams', [team, rival]);
    await memory.putMany('tournaments', [
      { ...cup(1), teamIds: ['team_a', 'team_b'] },
      { ...cup(2), teamIds: ['team_a', 'team_b'] },
      { ...cup(3, 'private'), teamIds: ['team_a', 'team_b'] },
      { ...cup(4), teamIds: ['team_b'] },
    ]);
    const played: Match = { id: 'm1', tournamentId: 't1', organizerId: 'org_1', round: 1, homeTeamId: 'team_a', awayTeamId: 'team_b', homeGoals: 2, awayGoals: 0 };
    await memory.putMany('matches', [played, { ...played, tournamentId: 't3' }]);
    const view = await storagePublicTeams(memory)('team_a');
    expect(view?.team.players.map((p) => p.id)).toEqual(['p7']);
    expect(view?.seasons.map((s) => [s.tournament.id, s.matches.length, s.won])).toEqual([
      ['t2', 0, false],
      ['t1', 1, true],
    ]);
    expect(view?.seasons[1]?.teams.map((t) => t.name)).toEqual(['Arsenal', 'Brighton']);
    expect(await storagePublicTeams(memory)('nobody')).toBeNull();
  });

  it("find a public player with their team's public fields, organizer's name and seasons, never a hidden one", async () => {
    const memory = createMemoryStorage();
    await memory.putMany('teams', [team]);
    await memory.putMany('organizers', [organizer('org_1', 'Riverside FA')]);
    const read = storagePublicPlayers(memory);
    expect(await read('p7')).toEqual({
      player: team.players[0],
      team: { id: 'team_a', name: 'Arsenal', organizerId: 'org_1', organizerName: 'Riverside FA', colors: ['#ef0107'], logo: '/media/a.png' },
      seasons: [],
    });
    // A renamed organizer shows at once: the in-memory world computes the document on each read.
    await memory.update('organizers', { id: 'org_1' }, { name: 'Riverside League' });
    expect((await read('p7'))?.team.organizerName).toBe('Riverside League');
    await memory.remove('organizers', { id: 'org_1' });
    expect((await read('p7'))?.team).not.toHaveProperty('organizerName');
    expect(await read('p8')).toBeNull();
    expect(await read('nobody')).toBeNull();
  });

  it('page home search like the gateway: counts, organizer names, public tournaments newest first', async () => {
    const memory = createMemoryStorage();
    await memory.putMany('organizers', [{ ...organizer('org_2', 'Cup Makers'), email: 'login@cup.test' }, organizer('org_1', 'Alpha')]);
    await memory.putMany('tournaments', [cup(1), cup(2), cup(3), cup(4, 'private')]);
    const search = storageHomeSearch(memory, 2);
    const first = await search('CUP', null);
    expect(first).toEqual({
      // The public card: never the sign-in email.
      organizers: [{ id: 'org_2', name: 'Cup Makers', createdAtISO: '' }],
      tournaments: [
        { id: 't3', name: 'Cup 3', organizerId: 'org_1', organizerName: 'Alpha', createdAtISO: '2026-01-03T00:00:00.000Z' },
        { id: 't2', name: 'Cup 2', organizerId: 'org_1', organizerName: 'Alpha', createdAtISO: '2026-01-02T00:00:00.000Z' },
      ],
      teams: [],
      players: [],
      organizerCount: 1,
      tournamentCount: 3,
      teamCount: 0,
      playerCount: 0,
      nextCursor: '1:2:0:0',
    });
    const second = await search('cup', first.nextCursor);
    expect([second.organizers, second.tournaments.map((t) => [t.id, t.locationName]), second.nextCursor]).toEqual([[], [['t1', 'Park']], null]);
  });

  it('find teams of public tournaments and their public players, like the gateway', async () => {
    const memory = createMemoryStorage();
    await memory.putMany('organizers', [organizer('org_1', 'Riverside FA')]);
    await memory.putMany('teams', [team, { ...team, id: 'team_b', name: 'Arsenal Secret', players: [] }]);
    await memory.putMany('tournaments', [{ ...cup(1), teamIds: ['team_a'] }, { ...cup(2, 'private'), teamIds: ['team_b'] }]);
    const search = storageHomeSearch(memory);
    expect(await search('arsenal', null)).toMatchObject({
      teams: [{ id: 'team_a', name: 'Arsenal', organizerId: 'org_1', organizerName: 'Riverside FA', logo: '/media/a.png', tournaments: [{ id: 't1', name: 'Cup 1' }] }],
      teamCount: 1,
    });
    expect((await search('saka', null)).players).toEqual([{ id: 'p7', name: 'Bukayo Saka', position: 'Forward', teamId: 'team_a', teamName: 'Arsenal' }]);
    expect((await search('hidden', null)).players).toEqual([]);
  });
});
