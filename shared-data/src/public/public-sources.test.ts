import type { Organizer, Team, Tournament } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData } from '../config/runtime-config';
import { createMemoryStorage } from '../testing/memory-storage';
import { searchPublicDirectory, setHomeSearchSource, storageHomeSearch } from './home-search-source';
import { readPublicPlayer, setPublicPlayerSource, storagePublicPlayers } from './public-player-source';

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
    setHomeSearchSource(null);
    configureData({ gatewayUrl: 'https://gw.example', region: 'r', bucket: 'b', tablePrefix: 'p-' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('reads a public player at the gateway, null for its 404, an error otherwise, nothing for an empty id', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ player: team.players[0], team: { id: 'team_a' } })));
    expect((await readPublicPlayer('p 7'))?.player.lastName).toBe('Saka');
    expect(fetchMock).toHaveBeenCalledWith('https://gw.example/api/public/players/p%207', expect.objectContaining({ cache: 'no-cache' }));
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Player not available"}', { status: 404 }));
    expect(await readPublicPlayer('p8')).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(readPublicPlayer('p7')).rejects.toThrow('The player could not be loaded (503).');
    expect(await readPublicPlayer('')).toBeNull();
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
  it('find a public player with their team’s public fields, never a hidden one', async () => {
    const memory = createMemoryStorage();
    await memory.putMany('teams', [team]);
    const read = storagePublicPlayers(memory);
    expect(await read('p7')).toEqual({ player: team.players[0], team: { id: 'team_a', name: 'Arsenal', organizerId: 'org_1', colors: ['#ef0107'], logo: '/media/a.png' } });
    expect(await read('p8')).toBeNull();
    expect(await read('nobody')).toBeNull();
  });

  it('page home search like the gateway: counts, organizer names, public tournaments newest first', async () => {
    const memory = createMemoryStorage();
    await memory.putMany('organizers', [organizer('org_2', 'Cup Makers'), organizer('org_1', 'Alpha')]);
    await memory.putMany('tournaments', [cup(1), cup(2), cup(3), cup(4, 'private')]);
    const search = storageHomeSearch(memory, 2);
    const first = await search('CUP', null);
    expect(first).toEqual({
      organizers: [organizer('org_2', 'Cup Makers')],
      tournaments: [
        { id: 't3', name: 'Cup 3', organizerId: 'org_1', organizerName: 'Alpha', createdAtISO: '2026-01-03T00:00:00.000Z' },
        { id: 't2', name: 'Cup 2', organizerId: 'org_1', organizerName: 'Alpha', createdAtISO: '2026-01-02T00:00:00.000Z' },
      ],
      organizerCount: 1,
      tournamentCount: 3,
      nextCursor: '1:2',
    });
    const second = await search('cup', first.nextCursor);
    expect([second.organizers, second.tournaments.map((t) => [t.id, t.locationName]), second.nextCursor]).toEqual([[], [['t1', 'Park']], null]);
  });
});
