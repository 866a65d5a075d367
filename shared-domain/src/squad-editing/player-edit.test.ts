import { describe, expect, it } from 'vitest';
import type { Player } from '../people/entities';
import { playerChanges, playerDraft, playerDraftErrors, playerPositionOptions, updatePlayerInList } from './player-edit';

const haaland: Player = {
  id: 'p9',
  firstName: 'Erling',
  lastName: 'Haaland',
  position: 'Forward',
  number: 9,
  isPublic: true,
  createdAtISO: '2024-01-01T00:00:00.000Z',
  dateOfBirth: '2000-07-21',
};
const ederson: Player = { ...haaland, id: 'p31', firstName: 'Ederson', lastName: 'Moraes', position: 'Goalkeeper', number: 31 };

describe('player positions', () => {
  it.each([
    { current: 'Forward', extra: [] },
    { current: '', extra: [] },
    { current: undefined, extra: [] },
    { current: 'Winger', extra: ['Winger'] },
  ])('options for $current', ({ current, extra }) => {
    expect(playerPositionOptions(current)).toEqual(['Goalkeeper', 'Defender', 'Midfielder', 'Forward', ...extra]);
  });
});

describe('player edit drafts', () => {
  it('round-trips a stored player', () => {
    expect(playerChanges(playerDraft(haaland))).toEqual({
      firstName: 'Erling',
      lastName: 'Haaland',
      number: 9,
      position: 'Forward',
      dateOfBirth: '2000-07-21',
    });
  });

  it.each([
    { number: '', expected: null },
    { number: ' 10 ', expected: 10 },
    { number: '0', expected: 0 },
    { number: '999', expected: 999 },
    // Text that does not parse leaves the stored number alone instead of clearing it.
    { number: '-3', expected: undefined },
    { number: '7.5', expected: undefined },
    { number: 'ten', expected: undefined },
    { number: '9x', expected: undefined },
    { number: '1000', expected: undefined },
  ])('number "$number" → $expected (empty means unset)', ({ number, expected }) => {
    expect(playerChanges({ ...playerDraft(haaland), number }).number).toBe(expected);
  });

  it.each([
    { dateOfBirth: '', expected: null },
    { dateOfBirth: '21/07/2000', expected: undefined },
    { dateOfBirth: '2000-02-30', expected: undefined },
    { dateOfBirth: '2000-07-21', expected: '2000-07-21' },
  ])('date of birth "$dateOfBirth" → $expected', ({ dateOfBirth, expected }) => {
    expect(playerChanges({ ...playerDraft(haaland), dateOfBirth }).dateOfBirth).toBe(expected);
  });

  it('a player without number or date gives empty inputs', () => {
    const { number: _n, dateOfBirth: _d, ...bare } = haaland;
    expect(playerDraft(bare)).toMatchObject({ number: '', dateOfBirth: '' });
    expect(playerDraft({ ...bare, number: null }).number).toBe('');
  });
});

describe('player drafts that cannot be saved', () => {
  const draft = playerDraft(haaland);
  it('a stored player has nothing to correct', () => expect(playerDraftErrors(draft)).toEqual({}));

  it.each([
    { change: { number: '9x' }, expected: { number: 'Number must be a whole number from 0 to 999.' } },
    { change: { number: '1000' }, expected: { number: 'Number must be a whole number from 0 to 999.' } },
    { change: { number: '' }, expected: {} },
    { change: { dateOfBirth: '2000-02-30' }, expected: { dateOfBirth: 'Enter a valid date.' } },
    { change: { dateOfBirth: '1850-01-01' }, expected: { dateOfBirth: 'Choose a date between 1900 and 2100.' } },
    { change: { dateOfBirth: '' }, expected: {} },
    { change: { firstName: 'E'.repeat(101) }, expected: { firstName: 'First name must be at most 100 characters.' } },
    { change: { lastName: 'H'.repeat(101), number: 'x' }, expected: { lastName: 'Last name must be at most 100 characters.', number: 'Number must be a whole number from 0 to 999.' } },
  ])('$change → $expected', ({ change, expected }) => expect(playerDraftErrors({ ...draft, ...change })).toEqual(expected));
});

describe('updatePlayerInList', () => {
  it('changes only the named player and removes null fields', () => {
    const result = updatePlayerInList([haaland, ederson], 'p9', { firstName: 'E.', number: null, dateOfBirth: null, position: undefined });
    expect(result[0]).toEqual({ ...haaland, firstName: 'E.', number: undefined, dateOfBirth: undefined });
    expect('number' in result[0]!).toBe(false);
    expect(result[0]!.position).toBe('Forward');
    expect(result[1]).toBe(ederson);
  });

  it('never changes the id and leaves the list alone for an unknown player', () => {
    expect(updatePlayerInList([haaland], 'p9', { id: 'other' })[0]!.id).toBe('p9');
    expect(updatePlayerInList([haaland], 'nobody', { isPublic: false })).toEqual([haaland]);
  });
});
