import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Player, Team, Tournament } from 'shared-domain';
import { importedId, importedIdSources, importIdSeed, type OrganizerExport } from 'shared-domain/organizer-export';
import { readPublicPlayer } from '../public/public-player-source';
import { readPublicTeam } from '../public/public-team-source';
import { readPublicTournament } from '../public/public-tournament-source';
import { matchesRepository } from '../repositories/matches-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { installMemoryStorage, type TestStorage } from '../testing';
import { createTournament } from './create-tournament';
import { updateMatchFields, updateMatchVersioned } from './match-updates';
import { exportOrganizerData, importOrganizerData, previewOrganizerImport, readOrganizerImportFile } from './organizer-import';
import type { ChosenExportFile, OrganizerImportProgress } from './organizer-import-loader';
import { startPlayoffs } from './start-playoffs';

const CREATED = '2024-01-01T00:00:00.000Z';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
const LOGO_KEY = 'teams/team_1_rov/logo-1700000000000.png';
const player = (id: string, firstName: string, lastName: string, number: number): Player => ({ id, firstName, lastName, position: 'Forward', number, isPublic: true, createdAtISO: CREATED });
const team = (n: number, name: string): Team => ({
  id: `team_${n}_${name.slice(0, 3).toLowerCase()}`,
  name,
  colors: ['#112233'],
  organizerId: 'org_src',
  createdAtISO: CREATED,
  players: [player(`player_${n}1_a`, name, 'Keeper', 1), player(`player_${n}2_b`, name, 'Striker', 9)],
  version: 1,
});
const TEAMS = [{ ...team(1, 'Rovers'), logo: `http://gateway.test/media/${LOGO_KEY}` }, team(2, 'United'), team(3, 'Athletic'), team(4, 'Wanderers')];

let memory: TestStorage;
let cup: Tournament;

/** The source organizer: four teams (one with an uploaded logo), a public league + playoffs with every result, goals, lineups and a semifinal on penalties. */
async function seedSource(): Promise<void> {
  memory.seed('organizers', [
    { id: 'org_src', name: 'Source FA', email: 'src@example.test', createdAtISO: CREATED },
    { id: 'org_new', name: 'New FA', email: 'new@example.test', createdAtISO: CREATED },
  ]);
  memory.seed('teams', TEAMS);
  await memory.images.put(LOGO_KEY, PNG, 'image/png');
  cup = await createTournament({ name: 'Cup', teamIds: TEAMS.map((t) => t.id), format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 } }, 'org_src');
  const league = await matchesRepository.listByTournament(cup.id);
  for (const [i, m] of league.entries()) await updateMatchFields(cup.id, m.id, { homeGoals: i % 3, awayGoals: 1, status: 'finished' });
  const first = (await matchesRepository.get(cup.id, league[0]!.id))!;
  const [home, away] = [TEAMS.find((t) => t.id === first.homeTeamId)!, TEAMS.find((t) => t.id === first.awayTeamId)!];
  await updateMatchVersioned(first, {
    goals: [{ id: 'goal_1', team: 'away', playerId: away.players[1]!.id, minute: 30, type: 'goal', assistPlayerId: away.players[0]!.id, goalNumber: 1 }],
    lineups: { home: { starting: home.players.map((p) => p.id), substitutes: [] }, away: { starting: away.players.map((p) => p.id), substitutes: [] } },
  });
  cup = await tournamentsRepository.update((await tournamentsRepository.get(cup.id))!, { visibility: 'public' });
  const started = await startPlayoffs(cup, await matchesRepository.listByTournament(cup.id));
  const semi = started!.matches[0]!;
  await updateMatchFields(cup.id, semi.id, { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 2, status: 'finished' });
}

/** The exported file as the import reads it. */
async function exported(withImages: boolean): Promise<ChosenExportFile> {
  const file = await exportOrganizerData('org_src', { withImages, readImage: readFromMemory, now: new Date('2024-06-01T12:00:00.000Z') });
  const read = await readOrganizerImportFile(file.bytes);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read;
}
const readFromMemory = async (url: string) => memory.images.uploads.find((u) => url.endsWith(`/media/${u.key}`))?.bytes ?? null;

/** The new ids the import gives (SHA-256 of the target and the source id), to read the import's items by. */
const newIdsOf = (document: OrganizerExport, target: string) =>
  new Map(importedIdSources(document).map((id) => [id, importedId(id, createHash('sha256').update(importIdSeed(target, id)).digest('hex'))]));

/** A public document of the import with its ids and organizer put back to the source's, versions left out (each store counts its own). */
function asSource(value: unknown, newIds: Map<string, string>): unknown {
  let text = JSON.stringify(value);
  for (const [source, id] of newIds) text = text.replaceAll(id, source);
  return JSON.parse(text.replaceAll('org_new', 'org_src').replaceAll('New FA', 'Source FA'), (key, v: unknown) => (key === 'version' ? undefined : v));
}
const withoutVersions = (value: unknown) => asSource(value, new Map());

beforeEach(async () => {
  memory = installMemoryStorage();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await seedSource();
});

describe('export → import into a new organizer', () => {
  it('gives the same public tournament, team and player pages, with new ids and the logo uploaded again', async () => {
    const file = await exported(true);
    const newIds = newIdsOf(file.document, 'org_new');
    const progress: OrganizerImportProgress[] = [];
    const outcome = await importOrganizerData(file, 'org_new', (p) => progress.push(p));
    expect(outcome).toEqual({ status: 'done', summary: { written: { teams: 4, players: 8, tournaments: 1, matches: 9, images: 1 }, missingImages: [] } });
    expect(progress.at(0)).toEqual({ done: 0, total: 4 + 1 + 9 + 1 });
    expect(progress.at(-1)).toEqual({ done: 15, total: 15 });
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));

    const newCup = newIds.get(cup.id)!;
    expect(asSource(await readPublicTournament(newCup), newIds)).toEqual(withoutVersions(await readPublicTournament(cup.id)));
    for (const t of TEAMS) expect(asSource(await readPublicTeam(newIds.get(t.id)!), newIds)).toEqual(withoutVersions(await readPublicTeam(t.id)));
    const scorer = TEAMS[1]!.players[1]!.id;
    expect(asSource(await readPublicPlayer(newIds.get(scorer)!), newIds)).toEqual(withoutVersions(await readPublicPlayer(scorer)));
    const rovers = memory.all<Team>('teams').find((t) => t.id === newIds.get(TEAMS[0]!.id))!;
    expect(rovers.logo).toBe(`http://gateway.test/media/teams/${rovers.id}/logo-1700000000000.png`);
    expect(memory.images.uploads.at(-1)).toEqual({ key: `teams/${rovers.id}/logo-1700000000000.png`, contentType: 'image/png', bytes: PNG });
    // The source is untouched: still its own 4 teams, and its 9 matches.
    expect(memory.all<Team>('teams').filter((t) => t.organizerId === 'org_src')).toHaveLength(4);
    expect(memory.all<Match>('matches').filter((m) => m.tournamentId === cup.id)).toHaveLength(9);
  });

  it('a second import of the same file finds everything there and writes nothing', async () => {
    const file = await exported(true);
    await importOrganizerData(file, 'org_new');
    const writes = memory.operations.length;
    const preview = await previewOrganizerImport(file, 'org_new');
    expect(preview.toImport).toEqual({ teams: 0, players: 0, tournaments: 0, matches: 0, images: 0 });
    expect(preview.alreadyHere).toEqual({ teams: 4, players: 8, tournaments: 1, matches: 9, images: 1 });
    const again = await importOrganizerData(file, 'org_new');
    expect(again).toEqual({ status: 'done', summary: { written: { teams: 0, players: 0, tournaments: 0, matches: 0, images: 0 }, missingImages: [] } });
    expect(memory.operations.slice(writes).filter((op) => !['get', 'getMany', 'query', 'scan', 'count'].includes(op.kind))).toEqual([]);
  });

  it('stopped by a failed write, leaves the tournament private and says how far it got; run again, it finishes', async () => {
    const file = await exported(true);
    memory.failWhen((op) => op.kind === 'putMany' && op.table === 'matches');
    const stopped = await importOrganizerData(file, 'org_new');
    expect(stopped).toMatchObject({ status: 'stopped', progress: { done: 5, total: 15 }, summary: { written: { teams: 4, tournaments: 1, matches: 0 } } });
    const newCup = newIdsOf(file.document, 'org_new').get(cup.id)!;
    expect((await tournamentsRepository.get(newCup))!.visibility).toBe('private');
    memory.stopFailing();
    const resumed = await importOrganizerData(file, 'org_new');
    expect(resumed).toEqual({ status: 'done', summary: { written: { teams: 0, players: 0, tournaments: 0, matches: 9, images: 1 }, missingImages: [] } });
    expect((await tournamentsRepository.get(newCup))!.visibility).toBe('public');
  });

  it('imports a team without an image that cannot be read, names it, and uploads it on a later run that can read it', async () => {
    const file = await exported(false);
    const outcome = await importOrganizerData(file, 'org_new', undefined, async () => null);
    expect(outcome).toMatchObject({ status: 'done', summary: { written: { teams: 4, images: 0 }, missingImages: ['the logo of team “Rovers”'] } });
    const roversId = newIdsOf(file.document, 'org_new').get(TEAMS[0]!.id)!;
    expect(memory.all<Team>('teams').find((t) => t.id === roversId)!.logo).toBeUndefined();
    expect(await importOrganizerData(file, 'org_new', undefined, readFromMemory)).toMatchObject({ status: 'done', summary: { written: { teams: 0, images: 1 }, missingImages: [] } });
    expect(memory.all<Team>('teams').find((t) => t.id === roversId)!.logo).toContain(`/media/teams/${roversId}/logo-`);
  });

  it('refuses a file the gateway would not store, and writes nothing', async () => {
    const file = await exported(false);
    const bad = { ...file, document: { ...file.document, teams: file.document.teams.map((t, i) => (i === 1 ? { ...t, colors: ['red'] } : t)) } };
    const writes = memory.operations.length;
    const outcome = await importOrganizerData(bad, 'org_new');
    expect(outcome.status === 'refused' && outcome.plan.problems).toEqual([{ path: 'team “United”', reason: 'colors[0]: must be a color written #RRGGBB' }]);
    expect(memory.operations.slice(writes).filter((op) => !['get', 'getMany', 'query', 'scan', 'count'].includes(op.kind))).toEqual([]);
  });
});

describe('export', () => {
  it('names the file after the organizer and the day, and counts what it could not read', async () => {
    memory.seed('teams', [{ id: 'team_bad', organizerId: 'org_src', name: 'Broken' }]);
    const file = await exportOrganizerData('org_src', { withImages: false, now: new Date('2024-06-01T12:00:00.000Z') });
    expect([file.fileName, file.type, file.unreadable]).toEqual(['source-fa-export-2024-06-01.json', 'application/json', 1]);
    const zip = await exportOrganizerData('org_src', { withImages: true, readImage: async () => null, now: new Date('2024-06-01T12:00:00.000Z') });
    expect([zip.fileName, zip.type, zip.missingImages]).toEqual(['source-fa-export-2024-06-01.zip', 'application/zip', ['the logo of team “Rovers”']]);
  });
});
