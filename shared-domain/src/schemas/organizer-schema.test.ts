import { describe, expect, it } from 'vitest';
import { checkStoredItem } from './stored-item-check';

const organizer = { id: 'org_1_a', name: 'Sunday League', email: 'sunday@example.com', createdAtISO: '2024-01-01T00:00:00.000Z' };

describe('organizer schema', () => {
  it('reads an organizer as the admin API creates it, and with the logo and description its owner adds', () => {
    expect(checkStoredItem('organizer', organizer)).toEqual({ ok: true, item: organizer });
    const edited = { ...organizer, logo: 'organizers/org_1_a/logo.webp', description: 'Five-a-side on Sundays.' };
    expect(checkStoredItem('organizer', edited)).toEqual({ ok: true, item: edited });
  });

  it('reads the organizer’s referees (issue 25)', () => {
    const withReferees = { ...organizer, referees: [{ id: 'referee_1', name: 'Ann Lee', contact: '0612', teamIds: ['team_1'] }, { id: 'referee_2', name: 'Bo', teamIds: [] }] };
    expect(checkStoredItem('organizer', withReferees)).toEqual({ ok: true, item: withReferees });
  });

  it.each([
    [{ ...organizer, referees: [{ id: 'referee_1', name: ' ', teamIds: [] }] }, 'referees[0].name: needs a name'],
    [{ ...organizer, referees: [{ id: 'referee_1', name: 'x'.repeat(101), teamIds: [] }] }, 'referees[0].name: must be at most 100 characters'],
    [{ ...organizer, referees: [{ id: 'referee_1', name: 'Ann' }] }, 'referees[0].teamIds is missing'],
    [{ ...organizer, email: undefined }, 'email is missing'],
    [{ ...organizer, name: ['Sunday'] }, 'name: expected string, received Array'],
    [{ ...organizer, description: 42 }, 'description: expected string, received 42'],
  ])('refuses %j: %s', (item, reason) => {
    expect(checkStoredItem('organizer', item)).toEqual({ ok: false, reason });
  });
});
