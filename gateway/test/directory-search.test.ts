import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Organizer, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganizerAdmin } from '../src/admin/organizer-admin';
import { SessionStore } from '../src/auth/sessions';
import { UserStore } from '../src/auth/users';
import { searchPage, decodeCursor } from '../src/directory/home-search';
import { createDirectoryWorld, settled, writeThroughProxy, type DirectoryWorld } from './directory-world';

let w: DirectoryWorld;

const organizer = (id: string, name: string, extra: Partial<Organizer> = {}): Organizer => ({ id, name, email: `${id}@example.com`, createdAtISO: '2026-01-01T00:00:00.000Z', ...extra });
/** The card home search answers for an organizer: everything it shows, never the sign-in email. */
const organizerCard = ({ email: _signIn, ...card }: Organizer) => card;
const tournament = (id: string, name: string, organizerId: string, visibility: 'public' | 'private', createdAtISO = '2026-02-01T00:00:00.000Z'): Tournament => ({
  id,
  name,
  format: { mode: 'league' },
  teamIds: ['a', 'b'],
  organizerId,
  createdAtISO,
  visibility,
  location: { name: 'Riverside Park', link: 'https://maps.example/park' },
});
const put = (table: string, item: object) => w.doc.send(new PutCommand({ TableName: table, Item: item as Record<string, unknown> }));
const search = async (text: string) => searchPage(await w.directory.reads.searchSnapshot(), text, decodeCursor(null)!);
const names = (items: { name: string }[] | undefined) => items?.map((i) => i.name);

beforeAll(async () => {
  w = await createDirectoryWorld({ searchTtlMs: 60_000 });
  await put(w.tables.organizers, organizer('org_r', 'Riverside FA', { description: 'Sunday leagues', logo: '/media/o.png' }));
  await put(w.tables.organizers, organizer('org_h', 'Hilltop'));
  await put(w.tables.tournaments, tournament('t_spring', 'Spring Cup', 'org_r', 'public'));
  await put(w.tables.tournaments, tournament('t_secret', 'Secret Spring', 'org_r', 'private'));
  await put(w.tables.tournaments, tournament('t_derby', 'Hill Derby', 'org_gone', 'public', '2026-02-02T00:00:00.000Z'));
  const players = [
    { id: 'p_saka', firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', isPublic: true, createdAtISO: '' },
    { id: 'p_hidden', firstName: 'Hidden', lastName: 'Saka', position: 'Forward', isPublic: false, createdAtISO: '' },
  ];
  await put(w.tables.teams, { id: 'a', name: 'Arsenal FC', colors: [], organizerId: 'org_r', createdAtISO: '', players });
  await put(w.tables.teams, { id: 'c', name: 'Arsenal Reserves', colors: [], organizerId: 'org_r', createdAtISO: '', players: [] });
  await w.directory.prepare();
}, 60_000);

afterAll(async () => {
  await w?.dispose();
});

describe('home search reads', () => {
  it('reads two Queries and the public tournaments\' teams when cold (no Scan), then nothing until a write', async () => {
    w.calls.length = 0;
    const found = await search('spring');
    expect(w.calls.map((c) => c.operation)).toEqual(['Query', 'Query', 'BatchGetItem']);
    expect(found?.tournaments).toEqual([{ id: 't_spring', name: 'Spring Cup', organizerId: 'org_r', createdAtISO: '2026-02-01T00:00:00.000Z', locationName: 'Riverside Park', organizerName: 'Riverside FA' }]);
    await search('hill');
    await search('riverside');
    expect(w.calls).toHaveLength(3);
  });

  it('finds the teams public tournaments name and their public players; never a team only a private one names', async () => {
    const found = await search('arsenal');
    expect(found?.teams).toEqual([
      {
        id: 'a',
        name: 'Arsenal FC',
        organizerId: 'org_r',
        organizerName: 'Riverside FA',
        tournaments: [
          { id: 't_derby', name: 'Hill Derby' },
          { id: 't_spring', name: 'Spring Cup' },
        ],
      },
    ]);
    expect((await search('saka'))?.players).toEqual([{ id: 'p_saka', name: 'Bukayo Saka', position: 'Forward', teamId: 'a', teamName: 'Arsenal FC' }]);
  });

  it('sees a renamed team at the next search (the write observer drops what it kept)', async () => {
    const rename = (name: string) => ({
      TableName: w.tables.teams,
      Key: { id: { S: 'a' } },
      UpdateExpression: 'SET #f0 = :f0',
      ExpressionAttributeNames: { '#f0': 'name' },
      ExpressionAttributeValues: { ':f0': { S: name } },
    });
    await writeThroughProxy(w, 'UpdateItem', rename('Arsenal Women'));
    expect(names((await search('arsenal'))?.teams)).toEqual(['Arsenal Women']);
    await writeThroughProxy(w, 'UpdateItem', rename('Arsenal FC'));
    expect(names((await search('arsenal'))?.teams)).toEqual(['Arsenal FC']);
  });

  it('has the organizer cards the start-up copied, with what a card shows and never the sign-in email', async () => {
    expect((await search('river'))?.organizers).toEqual([organizerCard(organizer('org_r', 'Riverside FA', { description: 'Sunday leagues', logo: '/media/o.png' }))]);
    expect(names((await search('hil'))?.tournaments)).toEqual(['Hill Derby']);
  });

  it('sees a tournament switched to public at the next search (the write observer drops what it kept)', async () => {
    const update = {
      TableName: w.tables.tournaments,
      Key: { id: { S: 't_secret' } },
      UpdateExpression: 'SET #f0 = :f0',
      ExpressionAttributeNames: { '#f0': 'visibility' },
      ExpressionAttributeValues: { ':f0': { S: 'public' } },
    };
    await writeThroughProxy(w, 'UpdateItem', update);
    expect(names((await search('spring'))?.tournaments)).toEqual(['Secret Spring', 'Spring Cup']);
    await writeThroughProxy(w, 'UpdateItem', { ...update, ExpressionAttributeValues: { ':f0': { S: 'private' } } });
    expect(names((await search('spring'))?.tournaments)).toEqual(['Spring Cup']);
  });

  it("copies an organizer's card again after an UpdateItem of the organizer", async () => {
    await w.doc.send(new UpdateCommand({ TableName: w.tables.organizers, Key: { id: 'org_h' }, UpdateExpression: 'SET description = :d', ExpressionAttributeValues: { ':d': 'On the hill' } }));
    w.directory.onWrite('UpdateItem', { TableName: w.tables.organizers, Key: { id: { S: 'org_h' } }, UpdateExpression: 'SET description = :d' });
    await settled(w);
    expect((await search('hilltop'))?.organizers[0]?.description).toBe('On the hill');
  });

  it('re-syncs the cards at start-up: a card missed by a crash is written, a card of a deleted organizer removed', async () => {
    await put(w.tables.organizers, organizer('org_new', 'Newcomers'));
    await w.doc.send(new DeleteCommand({ TableName: w.tables.organizers, Key: { id: 'org_h' } }));
    expect(await w.directory.prepare()).toEqual({ createdTable: false, backfilledTeams: null, resyncedCards: 2 });
    w.directory.onWrite('UpdateItem', { TableName: w.tables.tournaments, Key: { id: { S: 'any' } } });
    expect(names((await search('e'))?.organizers)).toEqual(['Newcomers', 'Riverside FA']);
    expect(await search('hilltop')).toMatchObject({ organizerCount: 0 });
  });
});

describe('organizer cards of before issue 23', () => {
  it('carried the sign-in email: the start-up rewrites them without it', async () => {
    const key = { pk: 'organizers', sk: 'org_r' };
    await put(w.directoryTable, { ...key, id: 'org_r', name: 'Riverside FA', email: 'org_r@example.com', createdAtISO: '2026-01-01T00:00:00.000Z', description: 'Sunday leagues', logo: '/media/o.png' });
    await w.directory.prepare();
    const stored = (await w.doc.send(new GetCommand({ TableName: w.directoryTable, Key: key }))).Item;
    expect(stored).toMatchObject({ id: 'org_r', name: 'Riverside FA', description: 'Sunday leagues' });
    expect(stored).not.toHaveProperty('email');
  });
});

describe("OrganizerAdmin's writes", () => {
  it('reach home search at once: a created organizer is found, a deleted one gone', async () => {
    const users = new UserStore(w.doc, w.tables['auth-users']);
    const admin = new OrganizerAdmin(w.doc, w.tables.organizers, users, new SessionStore(w.doc, w.tables['auth-sessions']), Date.now, w.directory.organizerListener);
    await search('warm the cache');
    const created = await admin.create({ name: 'Quayside United', email: 'quay@example.com', password: 'secret1', description: 'By the water' });
    expect((await search('quayside'))?.organizers).toEqual([{ id: created.id, name: 'Quayside United', createdAtISO: created.createdAtISO, description: 'By the water', logo: '' }]);
    await admin.delete(created.id);
    expect(await search('quayside')).toMatchObject({ organizerCount: 0 });
    expect((await w.doc.send(new GetCommand({ TableName: w.directoryTable, Key: { pk: 'organizers', sk: created.id } }))).Item).toBeUndefined();
  });
});
