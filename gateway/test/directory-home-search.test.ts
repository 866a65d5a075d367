import type { OrganizerProfileCard } from 'shared-domain';
import { publicTournamentsByTeam, type SearchableTeam } from 'shared-domain/search';
import { describe, expect, it } from 'vitest';
import { decodeCursor, searchPage, type SearchSnapshot } from '../src/directory/home-search';
import { SearchCache } from '../src/directory/search-cache';
import type { TournamentCard } from '../src/directory/tournament-cards';

const organizer = (id: string, name: string): OrganizerProfileCard => ({ id, name, createdAtISO: '2026-01-01T00:00:00.000Z' });
const card = (id: string, name: string, organizerId: string, createdAtISO: string, teamIds: string[] = []): TournamentCard => ({ id, name, organizerId, createdAtISO, visibility: 'public', teamIds });
const player = (id: string, firstName: string, lastName: string, isPublic = true) => ({ id, firstName, lastName, position: 'Midfielder', isPublic });
/** A snapshot as the directory loads it: the teams the public tournaments name, and which those are. */
const world = (organizers: OrganizerProfileCard[], tournaments: TournamentCard[], teams: SearchableTeam[] = []): SearchSnapshot => ({
  organizers,
  tournaments,
  teams,
  tournamentsByTeam: publicTournamentsByTeam(tournaments),
});

const snapshot = world(
  [organizer('org_r', 'Riverside FA'), organizer('org_h', 'Hilltop'), organizer('org_s', 'spring valley')],
  [
    card('t1', 'Spring Cup', 'org_r', '2026-02-01T00:00:00.000Z', ['ars', 'mc']),
    card('t2', 'Hill Derby', 'org_gone', '2026-02-03T00:00:00.000Z'),
    card('t3', 'Autumn League', 'org_s', '2026-02-02T00:00:00.000Z'),
    card('t4', 'SPRINGFIELD open', 'org_h', '2026-02-04T00:00:00.000Z'),
  ],
  [
    { id: 'ars', name: 'Arsenal FC', organizerId: 'org_r', players: [player('p1', 'Bukayo', 'Saka'), player('p2', 'Secret', 'Springer', false)] },
    { id: 'mc', name: 'Manchester City FC', organizerId: 'org_gone', players: [player('p3', 'Spring', 'Keeper')] },
    // Named by no public tournament: never found, nor its players.
    { id: 'lone', name: 'Arsenal Lonely', organizerId: 'org_r', players: [player('p4', 'Lone', 'Saka')] },
  ],
);
const first = decodeCursor(null)!;
const names = (page: ReturnType<typeof searchPage>) => ({ organizers: page?.organizers.map((o) => o.name), tournaments: page?.tournaments.map((t) => t.name) });

describe('searchPage', () => {
  it('finds organizers by name and tournaments by their name or organizer name, case-insensitively, newest first', () => {
    const page = searchPage(snapshot, '  Spring ', first);
    expect(names(page)).toEqual({ organizers: ['spring valley'], tournaments: ['SPRINGFIELD open', 'Autumn League', 'Spring Cup'] });
    expect(page).toMatchObject({ organizerCount: 1, tournamentCount: 3, nextCursor: null });
  });

  it("names each tournament's organizer, null when the organizer is unknown, and drops the visibility", () => {
    const page = searchPage(snapshot, 'hill', first);
    expect(page?.tournaments).toEqual([
      { id: 't4', name: 'SPRINGFIELD open', organizerId: 'org_h', createdAtISO: '2026-02-04T00:00:00.000Z', organizerName: 'Hilltop' },
      { id: 't2', name: 'Hill Derby', organizerId: 'org_gone', createdAtISO: '2026-02-03T00:00:00.000Z', organizerName: null },
    ]);
  });

  it('answers null for blank text and empty lists when nothing matches', () => {
    expect(searchPage(snapshot, '   ', first)).toBeNull();
    expect(searchPage(snapshot, 'zzz', first)).toEqual({
      organizers: [],
      tournaments: [],
      teams: [],
      players: [],
      organizerCount: 0,
      tournamentCount: 0,
      teamCount: 0,
      playerCount: 0,
      nextCursor: null,
    });
  });

  it('finds teams of public tournaments with their organizer and tournaments, and their public players with their team', () => {
    const page = searchPage(snapshot, 'ARSENAL', first);
    expect(page?.teams).toEqual([{ id: 'ars', name: 'Arsenal FC', organizerId: 'org_r', organizerName: 'Riverside FA', tournaments: [{ id: 't1', name: 'Spring Cup' }] }]);
    expect(page).toMatchObject({ teamCount: 1, playerCount: 0 });
    expect(searchPage(snapshot, 'saka', first)?.players).toEqual([{ id: 'p1', name: 'Bukayo Saka', position: 'Midfielder', teamId: 'ars', teamName: 'Arsenal FC' }]);
    // "Spring" finds the public keeper, never the hidden player.
    expect(searchPage(snapshot, 'spring', first)?.players.map((p) => p.name)).toEqual(['Spring Keeper']);
    expect(searchPage(snapshot, 'city', first)?.teams[0]?.organizerName).toBeNull();
  });

  it('never answers a sign-in email: organizer cards carry the public contact only', () => {
    const withContact = world([{ ...organizer('org_c', 'Contact FC'), contactEmail: 'hello@contact.test' }], []);
    expect(searchPage(withContact, 'contact', first)?.organizers).toEqual([{ id: 'org_c', name: 'Contact FC', createdAtISO: '2026-01-01T00:00:00.000Z', contactEmail: 'hello@contact.test' }]);
  });

  it('pages each list on its own until both are exhausted, every card exactly once', () => {
    const many = world(
      ['Cup A', 'cup b', 'Cup C'].map((name, i) => organizer(`org_${i}`, name)),
      [1, 2, 3, 4, 5].map((n) => card(`t${n}`, `Cup ${n}`, 'org_0', `2026-03-0${n}T00:00:00.000Z`, ['k1', 'k2', 'k3', 'k4'])),
      ['Cup Kings', 'Cupertino', 'Cup Queens', 'Cup Rovers'].map((name, i) => ({ id: `k${i + 1}`, name, organizerId: 'org_0', players: i === 0 ? [player('p', 'Cup', 'Player')] : [] })),
    );
    const seen: Record<'organizers' | 'tournaments' | 'teams' | 'players', string[]> = { organizers: [], tournaments: [], teams: [], players: [] };
    let cursor = first;
    for (let pages = 1; ; pages++) {
      const page = searchPage(many, 'cup', cursor, 2)!;
      expect(page).toMatchObject({ organizerCount: 3, tournamentCount: 5, teamCount: 4, playerCount: 1 });
      for (const list of ['organizers', 'tournaments', 'teams', 'players'] as const) seen[list].push(...page[list].map((card) => card.name));
      if (page.nextCursor === null) {
        expect(pages).toBe(3);
        break;
      }
      cursor = decodeCursor(page.nextCursor)!;
    }
    expect(seen).toEqual({
      organizers: ['Cup A', 'cup b', 'Cup C'],
      tournaments: ['Cup 5', 'Cup 4', 'Cup 3', 'Cup 2', 'Cup 1'],
      teams: ['Cup Kings', 'Cup Queens', 'Cup Rovers', 'Cupertino'],
      players: ['Cup Player'],
    });
  });

  it('continues after the last card sent even when cards were added meanwhile (no repeats)', () => {
    const before = world([], [2, 1].map((n) => card(`t${n}`, `Cup ${n}`, 'o', `2026-03-0${n}T00:00:00.000Z`)));
    const page = searchPage(before, 'cup', first, 1)!;
    const after = { ...before, tournaments: [card('t9', 'Cup 9', 'o', '2026-03-09T00:00:00.000Z'), ...before.tournaments] };
    expect(searchPage(after, 'cup', decodeCursor(page.nextCursor)!, 1)?.tournaments.map((t) => t.id)).toEqual(['t1']);
  });

  it.each([
    '',
    'not base64 json',
    Buffer.from('{"o":[1,2],"t":"end","m":"end","p":"end"}').toString('base64url'),
    // A cursor of before issue 23 (no teams or players): its pages would repeat them.
    Buffer.from('{"o":"end","t":"end"}').toString('base64url'),
    Buffer.from('[]').toString('base64url'),
  ])('refuses the cursor %j', (text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});

describe('SearchCache', () => {
  const deferred = () => {
    let resolve!: (value: number) => void;
    const promise = new Promise<number>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('shares one load among concurrent readers and keeps its value for the time limit', async () => {
    let now = 0;
    let loads = 0;
    const cache = new SearchCache(async () => ++loads, 1000, () => now);
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1000;
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a load that an invalidation overtook, nor a failed load', async () => {
    const pending = [deferred(), deferred()];
    let calls = 0;
    const cache = new SearchCache(() => (calls++ === 2 ? Promise.reject(new Error('down')) : pending[calls - 1]!.promise), 60_000);
    const stale = cache.get();
    cache.invalidate();
    const fresh = cache.get();
    pending[0]!.resolve(1);
    pending[1]!.resolve(2);
    expect([await stale, await fresh]).toEqual([1, 2]);
    expect(await cache.get()).toBe(2);
    cache.invalidate();
    await expect(cache.get()).rejects.toThrow('down');
    expect(calls).toBe(3);
  });
});
