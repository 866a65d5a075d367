import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Team, Tournament } from 'shared-domain';
import { installMemoryStorage, type MemoryStorage } from '../testing';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { queries } from './queries';
import { queryKeys } from './query-keys';

const tournament: Tournament = { id: 't1', name: 'Spring Cup', format: { mode: 'league' }, teamIds: ['a', 'b'], organizerId: 'org', createdAtISO: '' };
const team = (id: string): Team => ({ id, name: id.toUpperCase(), colors: [], organizerId: 'org', createdAtISO: '', players: [] });

let memory: MemoryStorage;
let client: QueryClient;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('tournaments', [tournament]);
  memory.seed('teams', [team('a'), team('b')]);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('queries', () => {
  it('fills each key with what its repository reads, so every remote caches one shape under it', async () => {
    await expect(client.fetchQuery(queries.tournament('t1'))).resolves.toEqual(tournament);
    expect(client.getQueryData(queryKeys.tournament('t1'))).toEqual(tournament);
    const teams = await client.fetchQuery(queries.teamsByIds(['b', 'a']));
    expect([...teams.keys()].sort()).toEqual(['a', 'b']);
    await expect(client.fetchQuery(queries.teams('org'))).resolves.toHaveLength(2);
  });

  it('pages the public tournament cards (newest first, card fields only) and the organizer cards, one request per page', async () => {
    const publicOne = (i: number): Tournament => ({ ...tournament, id: `p${i}`, visibility: 'public', createdAtISO: `2030-01-${String(i).padStart(2, '0')}`, settings: { big: true } });
    memory.seed('tournaments', Array.from({ length: 70 }, (_, i) => publicOne(i + 1)));
    memory.seed('organizers', Array.from({ length: 101 }, (_, i) => ({ id: `org_${String(i).padStart(3, '0')}`, name: `Org ${i}`, email: '', createdAtISO: '' })));
    const before = memory.operations.length;
    const cards = await client.fetchInfiniteQuery(queries.publicTournamentCards());
    const [first] = cards.pages;
    expect(first!.items).toHaveLength(60);
    expect(first!.items[0]).toEqual({ id: 'p70', name: 'Spring Cup', organizerId: 'org', createdAtISO: '2030-01-70', visibility: 'public' });
    const second = await tournamentsRepository.publicCardsPage(first!.next);
    expect(second.items.map((t) => t.id)).toEqual(Array.from({ length: 10 }, (_, i) => `p${10 - i}`));
    expect(second.next).toBeNull();
    const organizers = await client.fetchInfiniteQuery(queries.organizerCards());
    expect(organizers.pages[0]!.items).toHaveLength(100);
    expect(organizers.pages[0]!.next).not.toBeNull();
    const kinds = memory.operations.slice(before).map((op) => `${op.kind} ${op.table} ${op.limit}`);
    expect(kinds).toEqual(['query tournaments 60', 'query tournaments 60', 'scan organizers 100']);
    // Under the list prefixes an admin's write invalidates.
    expect(queries.publicTournamentCards().queryKey.slice(0, 1)).toEqual(queryKeys.tournamentLists());
    expect(queries.organizerCards().queryKey.slice(0, 1)).toEqual(queryKeys.organizers());
  });

  it('an empty id reads nothing and answers null (no request the store would refuse)', async () => {
    const before = memory.operations.length;
    await expect(client.fetchQuery(queries.tournament(''))).resolves.toBeNull();
    await expect(client.fetchQuery(queries.team(''))).resolves.toBeNull();
    await expect(client.fetchQuery(queries.organizer(''))).resolves.toBeNull();
    expect(memory.operations.length).toBe(before);
  });
});
