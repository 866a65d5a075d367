import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Team, Tournament } from 'shared-domain';
import { configureData } from '../config/runtime-config';
import { createMemoryStorage } from '../testing/memory-storage';
import { readPublicTournament, setPublicTournamentSource, storagePublicTournaments } from './public-tournament-source';

const tournament = (visibility: 'public' | 'private'): Tournament =>
  ({ id: 't1', name: 'League', format: { mode: 'league', rounds: 1 }, teamIds: ['a'], organizerId: 'o', createdAtISO: '', visibility }) as Tournament;
const team = (id: string): Team => ({ id, name: id, colors: [], organizerId: 'o', createdAtISO: '', players: [{ id: `${id}-p`, firstName: 'P', lastName: 'Q', position: '', number: null, isPublic: false, createdAtISO: '' }] });

describe('the gateway source', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setPublicTournamentSource(null);
    configureData({ gatewayUrl: 'https://gw.example', region: 'r', bucket: 'b', tablePrefix: 'p-' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('revalidates the document at the gateway and answers null for a 404', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ tournament: { id: 't 1' }, matches: [], teams: [] }), { status: 200 }));
    expect((await readPublicTournament('t 1'))?.tournament.id).toBe('t 1');
    expect(fetchMock).toHaveBeenCalledWith('https://gw.example/api/public/tournaments/t%201', expect.objectContaining({ cache: 'no-cache' }));
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Tournament not available"}', { status: 404 }));
    expect(await readPublicTournament('t1')).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(readPublicTournament('t1')).rejects.toThrow('The tournament could not be loaded (503).');
  });
});

describe('storagePublicTournaments', () => {
  it("computes the same document from a storage: public players only, the organizer's card, null when private", async () => {
    const memory = createMemoryStorage();
    await memory.putMany('teams', [team('a'), team('b')]);
    await memory.create('tournaments', tournament('public'));
    await memory.create<Match>('matches', { id: 'm1', tournamentId: 't1', organizerId: 'o', homeTeamId: 'a', awayTeamId: 'b', round: 1 });
    await memory.create('organizers', { id: 'o', name: 'Riverside FA', email: 'fa@x.test', createdAtISO: '' });
    const read = storagePublicTournaments(memory);
    const document = await read('t1');
    expect(document?.teams.map((t) => [t.id, t.players.length])).toEqual(expect.arrayContaining([['a', 0], ['b', 0]]));
    expect(document?.organizer).toEqual({ id: 'o', name: 'Riverside FA' });
    await memory.remove('organizers', { id: 'o' });
    expect((await read('t1'))?.organizer).toBeNull();
    await memory.update('tournaments', { id: 't1' }, { visibility: 'private' });
    expect(await read('t1')).toBeNull();
    expect(await read('missing')).toBeNull();
  });
});
