import { describe, expect, it } from 'vitest';
import { organizerProfileCard } from './organizer-profile-card';

describe('organizerProfileCard (the public organizer card, issue 23)', () => {
  it('keeps what the card shows and never the sign-in email', () => {
    const stored = { id: 'org_1', name: 'Riverside FA', email: 'login@riverside.test', createdAtISO: '2026-01-01T00:00:00.000Z', logo: '/media/o.png', description: 'Sunday leagues', contactEmail: 'hello@riverside.test', version: 3 };
    expect(organizerProfileCard(stored)).toEqual({
      id: 'org_1',
      name: 'Riverside FA',
      createdAtISO: '2026-01-01T00:00:00.000Z',
      logo: '/media/o.png',
      description: 'Sunday leagues',
      contactEmail: 'hello@riverside.test',
    });
  });

  it('leaves an empty public contact out (the card then says "No email")', () => {
    expect(organizerProfileCard({ id: 'org_1', name: 'Hilltop', email: 'login@hill.test', contactEmail: '' })).toEqual({ id: 'org_1', name: 'Hilltop', createdAtISO: '' });
  });

  it.each([null, 'org_1', { id: 'org_1' }, { id: 1, name: 'X' }])('is null for %j', (item) => {
    expect(organizerProfileCard(item)).toBeNull();
  });
});
