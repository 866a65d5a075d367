import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Player } from '../people/entities';
import { playerDraft, playerDraftErrors } from './player-edit';
import { shirtNumberError, shirtNumberHolder } from './shirt-numbers';

const player = (id: string, firstName: string, lastName: string, number?: number): Player => ({
  id,
  firstName,
  lastName,
  position: 'Forward',
  isPublic: true,
  createdAtISO: '2024-01-01T00:00:00.000Z',
  ...(number === undefined ? {} : { number }),
});
const squad = [player('p1', 'Alex', 'Jones', 7), player('p2', 'Sam', 'Lee', 9), player('p3', 'No', 'Number')];

describe('shirt numbers are unique within a team (issue 22)', () => {
  it.each([
    { playerId: 'p2', number: 7, error: 'Number 7 is already worn by Alex Jones.' },
    { playerId: 'new', number: 9, error: 'Number 9 is already worn by Sam Lee.' },
    { playerId: 'p1', number: 7, error: null },
    { playerId: 'p3', number: 10, error: null },
    { playerId: 'p1', number: null, error: null },
    { playerId: 'new', number: 0, error: null },
  ])('$playerId wearing $number', ({ playerId, number, error }) => {
    expect(shirtNumberError(squad, playerId, number)).toBe(error);
  });

  it('names a holder without a name as unnamed', () => {
    expect(shirtNumberError([player('p1', '', '', 4)], 'p2', 4)).toBe('Number 4 is already worn by an unnamed player.');
  });

  it('the player forms refuse a number already worn, naming who wears it', () => {
    const draft = { ...playerDraft(squad[1]!), number: ' 7 ' };
    expect(playerDraftErrors(draft, { players: squad, playerId: 'p2' })).toEqual({ number: 'Number 7 is already worn by Alex Jones.' });
    expect(playerDraftErrors({ ...draft, number: '8' }, { players: squad, playerId: 'p2' })).toEqual({});
    // Without the squad only the text is checked (a file row before it is matched to its team).
    expect(playerDraftErrors(draft)).toEqual({});
    // Text that does not parse keeps its own message.
    expect(playerDraftErrors({ ...draft, number: '7x' }, { players: squad, playerId: 'p2' })).toEqual({ number: 'Number must be a whole number from 0 to 999.' });
  });

  it('a squad whose numbers pass one by one never holds a number twice', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), { maxLength: 30 }), (numbers) => {
        const kept: Player[] = [];
        numbers.forEach((number, i) => {
          const id = `p${i}`;
          if (shirtNumberError(kept, id, number) === null) kept.push(player(id, 'P', String(i), number));
        });
        const worn = kept.map((p) => p.number).filter((n) => n !== undefined);
        expect(new Set(worn).size).toBe(worn.length);
        // Every refused number was already worn by someone kept.
        numbers.forEach((number, i) => {
          if (!kept.some((p) => p.id === `p${i}`)) expect(shirtNumberHolder(kept, number, () => false)).not.toBeNull();
        });
      }),
    );
  });
});
