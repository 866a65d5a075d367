// @vitest-environment node
// Multi-item writes on AWS's DynamoDB Local through the real gateway (issue 26): a store with transactions, so a
// playoff start (bracket and matches) and a result edit with the later results it clears are each one
// TransactWriteItems, signed as an organizer and judged entry by entry. Runs in the dynamodb-local project only
// (vitest.config.ts), on the run's DynamoDB Local.
import type { Match, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setActiveStorage } from '../storage/active-storage';
import { createSdkStorage } from '../storage/sdk-storage';
import { ConflictError } from '../storage/storage-errors';
import { signIn, startGatewayWorld, type GatewayWorld, type Login } from '../testing/gateway-world';
import { createTournament } from './create-tournament';
import { updateMatchClearingLater } from './match-updates';
import { startPlayoffs } from './start-playoffs';

const PASSWORD = 'playoff-transaction-suite-password';
const TEAMS = ['team_a', 'team_b', 'team_c', 'team_d'];
let world: GatewayWorld;
let organizer: Login;

beforeAll(async () => {
  // The project's DynamoDB Local (gateway-world.ts storeOptions), with a database of this suite's own.
  world = await startGatewayWorld('playoff-transaction', PASSWORD);
  const admin = await world.superAdmin();
  await world.post('/admin/organizers', { name: 'Harbour League', email: 'harbour@example.test', password: PASSWORD }, admin.token);
  organizer = await world.post<Login>('/auth/login', { identifier: 'harbour@example.test', password: PASSWORD });
  signIn(organizer);
  setActiveStorage(createSdkStorage());
}, 120_000);

afterAll(async () => {
  await world?.close();
});

/** A league + playoffs tournament of the signed-in organizer whose league is played out. */
async function playedLeague(): Promise<{ tournament: Tournament; matches: Match[] }> {
  const organizerId = organizer.user.organizerId as string;
  const tournament = await createTournament({ name: 'Harbour Cup', teamIds: TEAMS, format: { mode: 'league_playoff', playoffQualifiers: 4 } }, organizerId);
  const storage = createSdkStorage();
  const league = await storage.query<Match>('matches', { equals: { tournamentId: tournament.id } });
  const matches = league.map((m) => ({ ...m, homeGoals: TEAMS.indexOf(m.homeTeamId) + 1, awayGoals: 0 }));
  await storage.putMany('matches', matches);
  return { tournament, matches };
}

describe('multi-item writes on a store with transactions (DynamoDB Local through the gateway)', () => {
  it('writes the bracket and its matches in one transaction, never storing a claim', async () => {
    expect(await createSdkStorage().canTransact()).toBe(true);
    const { tournament, matches } = await playedLeague();
    const started = await startPlayoffs(tournament, matches);
    const storage = createSdkStorage();
    const stored = await storage.get<Tournament & { pendingWrite?: string }>('tournaments', { id: tournament.id });
    expect(stored).not.toHaveProperty('pendingWrite');
    expect(stored?.playoffBracket).toEqual(started?.tournament.playoffBracket);
    const playoffs = (await storage.query<Match>('matches', { equals: { tournamentId: tournament.id } })).filter((m) => m.isPlayoff);
    expect(playoffs.map((m) => m.id).sort()).toEqual(started!.matches.map((m) => m.id).sort());
  });

  it('loses to another tab that changed the tournament first, writing no match', async () => {
    const { tournament, matches } = await playedLeague();
    await createSdkStorage().update('tournaments', { id: tournament.id }, { name: 'Renamed' }, { expectedVersion: tournament.version ?? 0 });
    const lost = await startPlayoffs(tournament, matches).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ConflictError);
    expect((lost as ConflictError<Tournament>).current).toMatchObject({ name: 'Renamed' });
    const all = await createSdkStorage().query<Match>('matches', { equals: { tournamentId: tournament.id } });
    expect(all.filter((m) => m.isPlayoff)).toEqual([]);
  });

  it('saves a result edit and clears the later results it changes in one transaction (updateMatchClearingLater)', async () => {
    const { tournament, matches } = await playedLeague();
    const [edited, later] = matches as [Match, Match];
    const saved = await updateMatchClearingLater(tournament.id, edited.id, { homeGoals: 0, awayGoals: 4 }, [later.id]);
    expect(saved.map((m) => m.id)).toEqual([edited.id, later.id]);
    const stored = await createSdkStorage().getMany<Match>('matches', [{ tournamentId: tournament.id, id: edited.id }, { tournamentId: tournament.id, id: later.id }]);
    expect(stored.find((m) => m.id === edited.id)).toMatchObject({ homeGoals: 0, awayGoals: 4 });
    expect(stored.find((m) => m.id === later.id)).not.toHaveProperty('homeGoals');
    // One of them gone: nothing changes, the edit included.
    const failed = await updateMatchClearingLater(tournament.id, edited.id, { homeGoals: 9, awayGoals: 9 }, ['match_gone']).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(await createSdkStorage().get('matches', { tournamentId: tournament.id, id: edited.id })).toMatchObject({ homeGoals: 0 });
  });
});
