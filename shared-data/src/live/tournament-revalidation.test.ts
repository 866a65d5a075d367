import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchTournamentIfChanged } from './tournament-revalidation';

describe('fetchTournamentIfChanged', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks for the document only if it is no longer at the server-rendered page's version: a 304 downloads nothing", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    expect(await fetchTournamentIfChanged('https://gw.example/', 't 1', 'v1')).toEqual({ changed: false });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://gw.example/api/public/tournaments/t%201',
      expect.objectContaining({ headers: expect.objectContaining({ 'If-None-Match': '"v1", "v1-br", "v1-gz"' }) }),
    );
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ tournament: { id: 't1' }, matches: [], teams: [] }), { status: 200 }));
    expect(await fetchTournamentIfChanged('https://gw.example', 't1', 'v1')).toMatchObject({ changed: true, document: { tournament: { id: 't1' } } });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect(await fetchTournamentIfChanged('https://gw.example', 't1', 'v1')).toEqual({ changed: true, document: null });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(fetchTournamentIfChanged('https://gw.example', 't1', 'v1')).rejects.toThrow('The tournament could not be loaded (503).');
  });
});
