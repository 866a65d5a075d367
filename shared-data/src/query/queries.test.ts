import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Team, Tournament } from 'shared-domain';
import { installMemoryStorage, type MemoryStorage } from '../testing';
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

  it('an empty id reads nothing and answers null (no request the store would refuse)', async () => {
    const before = memory.operations.length;
    await expect(client.fetchQuery(queries.tournament(''))).resolves.toBeNull();
    await expect(client.fetchQuery(queries.team(''))).resolves.toBeNull();
    await expect(client.fetchQuery(queries.organizer(''))).resolves.toBeNull();
    // A screen still mounted while its route is left reads with the next route's (missing) params.
    await expect(client.fetchQuery(queries.match('', ''))).resolves.toBeNull();
    await expect(client.fetchQuery(queries.match('t1', ''))).resolves.toBeNull();
    await expect(client.fetchQuery(queries.tournamentMatches(''))).resolves.toEqual([]);
    await expect(client.fetchQuery(queries.teams(''))).resolves.toEqual([]);
    await expect(client.fetchQuery(queries.tournaments(''))).resolves.toEqual([]);
    await expect(client.fetchQuery(queries.organizerMatches(''))).resolves.toEqual([]);
    expect(memory.operations.length).toBe(before);
  });
});
