import { describe, expect, it } from 'vitest';
import type { Referee } from '../organizer/entities';
import { editRefereeList, refereeDraftErrors, refereeFromDraft } from './referee-list';

const ann: Referee = { id: 'r1', name: 'Ann Lee', contact: '06 12 34', teamIds: ['lions'] };
const bo: Referee = { id: 'r2', name: 'Bo Berg', teamIds: [] };

describe('the organizer’s referees (issue 25)', () => {
  it('needs a name no other referee has, at most 100 characters, and a contact of at most 200', () => {
    expect(refereeDraftErrors({ name: 'Cy', contact: '', teamIds: [] }, [ann])).toEqual({});
    expect(refereeDraftErrors({ name: '  ', contact: '', teamIds: [] }, [])).toEqual({ name: 'Please enter the referee’s name.' });
    expect(refereeDraftErrors({ name: ' ann lee ', contact: '', teamIds: [] }, [ann])).toEqual({ name: 'ann lee is already on your list of referees.' });
    expect(refereeDraftErrors({ name: 'x'.repeat(101), contact: 'y'.repeat(201), teamIds: [] }, [])).toEqual({
      name: 'Referee name must be at most 100 characters.',
      contact: 'Contact must be at most 200 characters.',
    });
  });

  it('saves a draft trimmed, without a blank contact, each team once', () => {
    expect(refereeFromDraft('r3', { name: ' Cy ', contact: '  ', teamIds: ['a', 'b', 'a'] })).toEqual({ id: 'r3', name: 'Cy', teamIds: ['a', 'b'] });
  });

  it('applies an edit to the list as stored: in name order, refusing what another tab made impossible', () => {
    expect(editRefereeList([bo], { kind: 'add', referee: ann })).toEqual({ ok: true, referees: [ann, bo] });
    expect(editRefereeList([ann, bo], { kind: 'edit', referee: { ...bo, name: 'Al' } })).toEqual({ ok: true, referees: [{ ...bo, name: 'Al' }, ann] });
    expect(editRefereeList([ann, bo], { kind: 'remove', id: 'r1' })).toEqual({ ok: true, referees: [bo] });
    expect(editRefereeList([bo], { kind: 'remove', id: 'r1' })).toEqual({ ok: true, referees: [bo] });
    expect(editRefereeList([bo], { kind: 'edit', referee: ann })).toEqual({ ok: false, error: 'Ann Lee was removed from your referees meanwhile.' });
    expect(editRefereeList([ann], { kind: 'add', referee: { ...bo, name: 'ANN LEE' } })).toEqual({ ok: false, error: 'ANN LEE is already on your list of referees.' });
  });
});
