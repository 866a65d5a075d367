import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from 'shared-domain';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { queries } from './queries';
import { queryKeys } from './query-keys';
import { useSkippedItems } from './skipped-items';

const team = (id: string, organizerId = 'org'): Team => ({ id, name: id, colors: [], organizerId, createdAtISO: '', players: [] });

let memory: MemoryStorage;
let client: QueryClient;
beforeEach(() => {
  memory = installMemoryStorage();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function renderWithClient<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper });
}

describe('list queries keep the readable items as their data and the count of left-out ones beside it', () => {
  it('the list holds only readable items; useSkippedItems counts the rest, and a later read updates the count', async () => {
    memory.seed('teams', [team('a'), { ...team('b'), players: 'none' }]);
    const { result } = renderWithClient(() => ({ teams: useQuery(queries.teams('org')), skipped: useSkippedItems([queryKeys.teams('org')]) }));
    await waitFor(() => expect(result.current.teams.data?.map((t) => t.id)).toEqual(['a']));
    expect(result.current.skipped).toBe(1);

    memory.seed('teams', [team('b')]);
    await act(() => client.invalidateQueries({ queryKey: queryKeys.teamLists() }));
    await waitFor(() => expect(result.current.teams.data?.map((t) => t.id)).toEqual(['a', 'b']));
    expect(result.current.skipped).toBe(0);
  });

  it('sums several lists (a screen built from more than one) and is 0 before any read', async () => {
    memory.seed('tournaments', [{ id: 'c1', organizerId: 'org', name: 'Broken' }]);
    memory.seed('matches', [{ tournamentId: 'c1', id: 'm1', organizerId: 'org', round: 'first' }, { tournamentId: 'c1', id: 'm2', organizerId: 'org' }]);
    const keys = [queryKeys.tournaments('org'), queryKeys.organizerMatches('org')];
    const { result } = renderWithClient(() => useSkippedItems(keys));
    expect(result.current).toBe(0);
    await act(async () => {
      await client.fetchQuery(queries.tournaments('org'));
      await client.fetchQuery(queries.organizerMatches('org'));
    });
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('reports the teams read by id, the organizers and every tournament too', async () => {
    memory.seed('teams', [team('a'), { ...team('b'), colors: 'red' }]);
    memory.seed('organizers', [{ id: 'o1', name: 'No email', createdAtISO: '' }]);
    memory.seed('tournaments', [{ id: 'c1', organizerId: 'org' }]);
    const teams = await client.fetchQuery(queries.teamsByIds(['a', 'b']));
    expect([...teams.keys()]).toEqual(['a']);
    await expect(client.fetchQuery(queries.organizers())).resolves.toEqual([]);
    await expect(client.fetchQuery(queries.allTournaments())).resolves.toEqual([]);
    await expect(client.fetchQuery(queries.publicTournaments())).resolves.toEqual([]);
    const skipped = (key: readonly unknown[]) => client.getQueryData(queryKeys.skippedItems(key));
    expect([skipped(queryKeys.teamsByIds(['a', 'b'])), skipped(queryKeys.organizers()), skipped(queryKeys.allTournaments()), skipped(queryKeys.publicTournaments())]).toEqual([1, 1, 1, 0]);
  });
});
