import { describe, expect, it } from 'vitest';
import type { Player } from './entities';
import { removePlayerFromSquad, restorePlayerToSquad } from './squad-removal';

const player = (id: string): Player => ({ id, firstName: id, lastName: 'X', position: 'Forward', number: 1, isPublic: true, createdAtISO: '' });
const [a, b, c] = [player('a'), player('b'), player('c')];
const ids = (players: readonly Player[]) => players.map((p) => p.id);

describe('removing a player from a squad and undoing it', () => {
  it.each([
    { id: 'a', left: ['b', 'c'], index: 0 },
    { id: 'b', left: ['a', 'c'], index: 1 },
    { id: 'c', left: ['a', 'b'], index: 2 },
  ])('removes $id (at $index) and puts them back at the same place', ({ id, left, index }) => {
    const result = removePlayerFromSquad([a, b, c], id);
    expect(result && ids(result.players)).toEqual(left);
    expect(result?.removed.index).toBe(index);
    expect(ids(restorePlayerToSquad(result?.players ?? [], result!.removed))).toEqual(['a', 'b', 'c']);
  });

  it('is null for a player the squad does not hold', () => {
    expect(removePlayerFromSquad([a, b], 'z')).toBeNull();
  });

  it('puts a player last when the squad shrank below their old place', () => {
    expect(ids(restorePlayerToSquad([a], { player: c, index: 2 }))).toEqual(['a', 'c']);
  });

  it('never doubles a player already back in the squad', () => {
    expect(ids(restorePlayerToSquad([a, b], { player: b, index: 0 }))).toEqual(['a', 'b']);
  });
});
