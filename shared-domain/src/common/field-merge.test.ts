import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, mergeFieldEdits } from './field-merge';

/** Whether two stored values say the same (an absent field equals a null one): nothing to write between them. */
const sameStoredValue = (a: unknown, b: unknown) => Object.keys(changedFields({ value: a }, { value: b })).length === 0;

interface Player {
  id: string;
  firstName: string;
  number?: number;
}
interface Team {
  name: string;
  establishedDate?: string;
  colors: string[];
  socialMedia?: Record<string, string>;
  players: Player[];
  version?: number;
}

const base: Team = {
  name: 'Rovers',
  establishedDate: '1892-03-15',
  colors: ['#3B82F6'],
  socialMedia: { facebook: 'https://facebook.com/rovers' },
  players: [
    { id: 'p1', firstName: 'Ada', number: 9 },
    { id: 'p2', firstName: 'Bea', number: 4 },
  ],
  version: 3,
};

describe('mergeFieldEdits: examples', () => {
  it('re-applies my changed field over a different field changed elsewhere, and names theirs', () => {
    const mine = { ...base, name: 'Rovers United' };
    const theirs = { ...base, establishedDate: '1900-01-01', version: 4 };
    expect(mergeFieldEdits(base, mine, theirs)).toEqual({
      merged: { ...base, name: 'Rovers United', establishedDate: '1900-01-01', version: 4 },
      theirs: [['establishedDate']],
      conflicts: [],
    });
  });

  it('reports a field both changed differently, keeping mine unless theirs is preferred', () => {
    const mine = { ...base, name: 'Mine' };
    const theirs = { ...base, name: 'Theirs', version: 4 };
    const merge = mergeFieldEdits(base, mine, theirs);
    expect(merge.conflicts).toEqual([{ path: ['name'], mine: 'Mine', theirs: 'Theirs' }]);
    expect(merge.merged.name).toBe('Mine');
    expect(mergeFieldEdits(base, mine, theirs, { prefer: 'theirs' }).merged).toEqual(theirs);
  });

  it('names what changed elsewhere as precisely as the forms do: a field of an object, an item of a list', () => {
    const theirs = {
      ...base,
      socialMedia: { facebook: 'https://facebook.com/new', website: 'https://rovers.example' },
      players: [{ ...base.players[0]!, number: 7 }, { id: 'p5', firstName: 'Eve' }],
      location: { name: 'Riverside Park' },
      version: 4,
    };
    expect(mergeFieldEdits(base, base, theirs).theirs).toEqual([
      ['socialMedia', 'facebook'],
      ['socialMedia', 'website'],
      ['players', 'p1', 'number'],
      ['players', 'p5'],
      ['players', 'p2'],
      ['location', 'name'],
    ]);
  });

  it('the same change on both sides is no conflict and not "changed elsewhere"', () => {
    const mine = { ...base, name: 'Same' };
    expect(mergeFieldEdits(base, mine, { ...mine, version: 4 })).toEqual({ merged: { ...mine, version: 4 }, theirs: [], conflicts: [] });
  });

  it('merges the networks of the social links one by one', () => {
    const mine = { ...base, socialMedia: { ...base.socialMedia, instagram: 'https://instagram.com/mine' } };
    const theirs = { ...base, socialMedia: { website: 'https://rovers.example' }, version: 4 };
    const merge = mergeFieldEdits(base, mine, theirs);
    // Elsewhere facebook was removed and a website added; here instagram was added.
    expect(merge.merged.socialMedia).toEqual({ website: 'https://rovers.example', instagram: 'https://instagram.com/mine' });
    expect(merge.theirs).toEqual([['socialMedia', 'website'], ['socialMedia', 'facebook']]);
    expect(merge.conflicts).toEqual([]);
  });

  it('keeps a player edited here and another edited there; a player added in both places is kept twice', () => {
    const mine = { ...base, players: [{ ...base.players[0]!, number: 10 }, base.players[1]!, { id: 'p3', firstName: 'Cy' }] };
    const theirs = { ...base, players: [base.players[0]!, { ...base.players[1]!, firstName: 'Beatrix' }, { id: 'p4', firstName: 'Di' }], version: 4 };
    const merge = mergeFieldEdits(base, mine, theirs);
    expect(merge.merged.players).toEqual([
      { id: 'p1', firstName: 'Ada', number: 10 },
      { id: 'p2', firstName: 'Beatrix', number: 4 },
      { id: 'p4', firstName: 'Di' },
      { id: 'p3', firstName: 'Cy' },
    ]);
    expect(merge.theirs).toEqual([['players', 'p2', 'firstName'], ['players', 'p4']]);
    expect(merge.conflicts).toEqual([]);
  });

  it('the same player field changed in both places is a conflict at that field only', () => {
    const mine = { ...base, players: [{ ...base.players[0]!, number: 10 }, base.players[1]!] };
    const theirs = { ...base, players: [{ ...base.players[0]!, number: 11, firstName: 'Adele' }, base.players[1]!], version: 4 };
    const merge = mergeFieldEdits(base, mine, theirs);
    expect(merge.conflicts).toEqual([{ path: ['players', 'p1', 'number'], mine: 10, theirs: 11 }]);
    expect(merge.merged.players[0]).toEqual({ id: 'p1', firstName: 'Adele', number: 10 });
  });

  it('a player deleted elsewhere and unchanged here stays deleted; deleted here and unchanged there too', () => {
    const mine = { ...base, players: [base.players[0]!] };
    const theirs = { ...base, players: [base.players[1]!], version: 4 };
    const merge = mergeFieldEdits(base, mine, theirs);
    expect(merge.merged.players).toEqual([]);
    expect(merge.theirs).toEqual([['players', 'p1']]);
    expect(merge.conflicts).toEqual([]);
  });

  it('a player deleted on one side and edited on the other is a conflict', () => {
    const edited = { ...base.players[0]!, number: 99 };
    const mine = { ...base, players: [edited, base.players[1]!] };
    const theirs = { ...base, players: [base.players[1]!], version: 4 };
    const merge = mergeFieldEdits(base, mine, theirs);
    expect(merge.conflicts).toEqual([{ path: ['players', 'p1'], mine: edited, theirs: undefined }]);
    expect(merge.merged.players).toEqual([base.players[1], edited]);
    expect(mergeFieldEdits(base, mine, theirs, { prefer: 'theirs' }).merged.players).toEqual([base.players[1]]);
  });

  it('team colours are one ordered value: both changing them is a conflict, never a mix', () => {
    const merge = mergeFieldEdits(base, { ...base, colors: ['#3B82F6', '#EF4444'] }, { ...base, colors: ['#10B981'], version: 4 });
    expect(merge.conflicts.map((c) => c.path)).toEqual([['colors']]);
  });

  it('lineup ids merge as sets where asked: additions and removals of both sides stay', () => {
    const lineupBase = { lineups: { home: { starting: ['a', 'b'], substitutes: [] as string[] } } };
    const mine = { lineups: { home: { starting: ['a', 'b', 'c'], substitutes: [] } } };
    const theirs = { lineups: { home: { starting: ['b', 'd'], substitutes: ['a'] } } };
    const merge = mergeFieldEdits(lineupBase, mine, theirs, { setKeys: ['starting', 'substitutes'] });
    expect(merge.merged).toEqual({ lineups: { home: { starting: ['b', 'd', 'c'], substitutes: ['a'] } } });
    expect(merge.conflicts).toEqual([]);
  });

  it('goals merge by id: a goal recorded in each place both stay, a goal removed elsewhere stays removed', () => {
    const goal = (id: string, minute: number) => ({ id, team: 'home', playerId: 'p1', minute, type: 'goal', goalNumber: 1 });
    const matchBase = { homeGoals: 1, goals: [goal('g1', 10)], version: 1 };
    const mine = { homeGoals: 2, goals: [goal('g1', 10), goal('g2', 50)] };
    const theirs = { homeGoals: 1, goals: [goal('g3', 70)], version: 2 };
    const merge = mergeFieldEdits<{ homeGoals: number; goals: ReturnType<typeof goal>[]; version?: number }>(matchBase, mine, theirs);
    expect(merge.merged.goals.map((g) => g.id)).toEqual(['g3', 'g2']);
    expect(merge.merged.homeGoals).toBe(2);
  });

  it('a field removed here (null) stays removed when elsewhere did not touch it', () => {
    const mine = { ...base, establishedDate: null } as unknown as Team;
    const merge = mergeFieldEdits(base, mine, { ...base, name: 'Other', version: 4 });
    expect(merge.merged).toEqual({ name: 'Other', colors: base.colors, socialMedia: base.socialMedia, players: base.players, version: 4 });
  });
});

describe('changedFields', () => {
  it('writes changed fields, null for removed ones, never the version', () => {
    const { establishedDate: _gone, ...withoutDate } = base;
    expect(changedFields(base, { ...withoutDate, name: 'New', version: 9 })).toEqual({ name: 'New', establishedDate: null });
    expect(changedFields(base, { ...base })).toEqual({});
  });
});

// Property tests: items are records over a few keys, so that edits often meet on the same field.
const KEYS = ['a', 'b', 'c', 'd', 'e'] as const;
const scalar = fc.oneof(fc.constantFrom('x', 'y', 'z'), fc.integer({ min: 0, max: 3 }), fc.boolean());
const value = fc.oneof(
  scalar,
  fc.array(fc.constantFrom('r', 'g', 'b'), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('p', 'q'), scalar),
  fc.uniqueArray(fc.record({ id: fc.constantFrom('i1', 'i2', 'i3'), v: scalar }), { selector: (item) => item.id, maxLength: 3 }),
);
const record = fc.dictionary(fc.constantFrom(...KEYS), value);
// Any stored shape; 'version' is the store's lock, never merged as a field.
const anyJson = fc.dictionary(
  fc.string().filter((key) => key !== 'version'),
  fc.jsonValue(),
);

describe('mergeFieldEdits: laws', () => {
  it('with no other edit, the merge is my edit, with nothing changed elsewhere', () => {
    fc.assert(
      fc.property(fc.oneof(record, anyJson), fc.oneof(record, anyJson), (b, m) => {
        const merge = mergeFieldEdits(b, m, b);
        expect(sameStoredValue(merge.merged, m)).toBe(true);
        expect(merge.theirs).toEqual([]);
        expect(merge.conflicts).toEqual([]);
      }),
    );
  });

  it('with no edit of mine, the merge is what is stored, without conflicts', () => {
    fc.assert(
      fc.property(fc.oneof(record, anyJson), fc.oneof(record, anyJson), (b, t) => {
        const merge = mergeFieldEdits(b, b, t);
        expect(sameStoredValue(merge.merged, t)).toBe(true);
        expect(merge.conflicts).toEqual([]);
      }),
    );
  });

  it('the same edit on both sides merges to it, without conflicts', () => {
    fc.assert(
      fc.property(record, record, (b, x) => {
        const merge = mergeFieldEdits(b, x, x);
        expect(sameStoredValue(merge.merged, x)).toBe(true);
        expect(merge.conflicts).toEqual([]);
        expect(merge.theirs).toEqual([]);
      }),
    );
  });

  it('edits of different fields are never lost: each field has the value of the side that changed it', () => {
    fc.assert(
      fc.property(record, fc.subarray([...KEYS]), record, record, (b, myKeys, myValues, theirValues) => {
        const theirKeys = KEYS.filter((key) => !myKeys.includes(key));
        const mine = { ...b, ...pick(myValues, myKeys) };
        const theirs = { ...b, ...pick(theirValues, theirKeys) };
        const merge = mergeFieldEdits(b, mine, theirs);
        expect(merge.conflicts).toEqual([]);
        for (const key of myKeys) expect(sameStoredValue(merge.merged[key], mine[key])).toBe(true);
        for (const key of theirKeys) expect(sameStoredValue(merge.merged[key], theirs[key])).toBe(true);
        // Exactly the fields only the other side changed are reported.
        expect([...new Set(merge.theirs.map((path) => path[0]))].sort()).toEqual(theirKeys.filter((key) => !sameStoredValue(b[key], theirs[key])));
        // Each reported path is a place where the stored item differs from the base.
        for (const path of merge.theirs) expect(sameStoredValue(at(b, path), at(theirs, path))).toBe(false);
      }),
    );
  });

  it('conflicts are the same fields whichever side is called mine, and each takes the preferred side', () => {
    fc.assert(
      fc.property(record, record, record, (b, m, t) => {
        const mineFirst = mergeFieldEdits(b, m, t);
        const theirsFirst = mergeFieldEdits(b, t, m, { prefer: 'theirs' });
        const paths = (merge: typeof mineFirst) => merge.conflicts.map((c) => c.path.join('/')).sort();
        expect(paths(mineFirst)).toEqual(paths(theirsFirst));
        for (const { path, mine } of mineFirst.conflicts) expect(sameStoredValue(at(mineFirst.merged, path), mine)).toBe(true);
        for (const { path, mine } of theirsFirst.conflicts) expect(sameStoredValue(at(theirsFirst.merged, path), mine)).toBe(false);
      }),
    );
  });

  it('squads edited on both sides keep every edit and addition, and lose only deleted players nobody else touched', () => {
    const squad = fc.uniqueArray(fc.record({ id: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6'), n: fc.integer({ min: 0, max: 9 }) }), { selector: (p) => p.id, maxLength: 6 });
    fc.assert(
      fc.property(squad, fc.func(fc.constantFrom('mine', 'theirs', 'none')), fc.integer({ min: 10, max: 20 }), (players, sideOf, bump) => {
        // Each player is edited (or deleted) on at most one side; each side also adds one player.
        const side = (p: { id: string }) => sideOf(p.id);
        const edit = (who: string) => [
          ...players.filter((p) => side(p) !== who || p.n % 2 === 0).map((p) => (side(p) === who ? { ...p, n: p.n + bump } : p)),
          { id: `new-${who}`, n: 0 },
        ];
        const mine = { players: edit('mine') };
        const theirs = { players: edit('theirs') };
        const merged = mergeFieldEdits({ players }, mine, theirs).merged.players;
        const expected = players
          .filter((p) => side(p) === 'none' || p.n % 2 === 0)
          .map((p) => (side(p) === 'none' ? p : { ...p, n: p.n + bump }));
        expect(sortById(merged)).toEqual(sortById([...expected, { id: 'new-mine', n: 0 }, { id: 'new-theirs', n: 0 }]));
        expect(mergeFieldEdits({ players }, mine, theirs).conflicts).toEqual([]);
      }),
    );
  });

  it('saving changedFields over the stored item gives the merged item', () => {
    fc.assert(
      fc.property(record, record, record, (b, m, t) => {
        const { merged } = mergeFieldEdits(b, m, t);
        const written = { ...t, ...changedFields(t, merged) };
        expect(sameStoredValue(written, merged)).toBe(true);
      }),
    );
  });
});

function pick(values: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

/** The value at a merge path (list items by id). */
function at(item: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, segment) => {
    if (Array.isArray(value)) return value.find((entry: { id?: string }) => entry.id === segment);
    return value && Object.hasOwn(value, segment) ? (value as Record<string, unknown>)[segment] : undefined;
  }, item);
}

const sortById = <T extends { id: string }>(list: T[]) => [...list].sort((x, y) => x.id.localeCompare(y.id));
