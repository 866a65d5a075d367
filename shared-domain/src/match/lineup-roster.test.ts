import { describe, expect, it } from 'vitest';
import type { Player } from '../people/entities';
import { lineupRoster } from './lineup-roster';

const player = (id: string, firstName: string, lastName: string, number?: number): Player => ({
  id,
  firstName,
  lastName,
  position: 'Forward',
  isPublic: true,
  createdAtISO: '',
  ...(number === undefined ? {} : { number }),
});

describe('lineupRoster', () => {
  const squad = [player('p1', 'Erling', 'Haaland', 9), player('p2', 'Phil', 'Foden')];

  it('lists the squad in its order with names and numbers', () => {
    expect(lineupRoster(squad, { starting: ['p2'], substitutes: [] })).toEqual([
      { playerId: 'p1', name: 'Erling Haaland', number: 9, former: false },
      { playerId: 'p2', name: 'Phil Foden', number: null, former: false },
    ]);
  });

  it('adds the deleted player the lineup still names as "Former player"', () => {
    const rows = lineupRoster(squad, { starting: [], substitutes: ['gone'] });
    expect(rows.at(-1)).toEqual({ playerId: 'gone', name: 'Former player', number: null, former: true });
    expect(rows).toHaveLength(3);
  });

  it('adds each of several deleted players once, numbered so each row has its own name', () => {
    const rows = lineupRoster(squad, { starting: ['p1', 'gone1'], substitutes: ['gone2', 'gone1'] });
    expect(rows.map((r) => [r.playerId, r.name, r.former])).toEqual([
      ['p1', 'Erling Haaland', false],
      ['p2', 'Phil Foden', false],
      ['gone1', 'Former player 1', true],
      ['gone2', 'Former player 2', true],
    ]);
  });
});
