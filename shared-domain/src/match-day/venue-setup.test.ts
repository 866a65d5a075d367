import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import { venueSetupDraft, venueSetupFields, type VenueSetupDraft } from './venue-setup';

const cup: Tournament = { id: 't', name: 'Cup', format: { mode: 'league' }, teamIds: [], organizerId: 'o', createdAtISO: '2025-01-01T00:00:00.000Z' };
const draft: VenueSetupDraft = { venueName: 'Riverside Park', pitchCount: '4', day: '2025-06-07', from: '09:00', to: '17:00', matchMinutes: '20', breakMinutes: '5', minRestMinutes: '25' };

describe('the match-day setup form (issue 25)', () => {
  it('starts from 4 pitches, 09:00–17:00 and 20 + 5 minutes with a slot of rest', () => {
    expect(venueSetupDraft({ ...cup, location: { name: 'Riverside Park' } })).toEqual({ ...draft, day: '' });
  });

  it('saves a venue with pitches "Pitch 1…n" open on the day, and the rules', () => {
    const saved = venueSetupFields({ ...draft, pitchCount: '2' }, cup);
    expect(saved).toEqual({
      ok: true,
      fields: {
        venues: [
          {
            id: 'venue-1',
            name: 'Riverside Park',
            pitches: [
              { id: 'venue-1-pitch-1', name: 'Pitch 1', windows: [{ day: '2025-06-07', from: '09:00', to: '17:00' }] },
              { id: 'venue-1-pitch-2', name: 'Pitch 2', windows: [{ day: '2025-06-07', from: '09:00', to: '17:00' }] },
            ],
          },
        ],
        matchDayRules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 },
      },
    });
    // Read back, the form shows what was saved; a pitch keeps its id when the count changes.
    const tournament = { ...cup, ...(saved.ok ? saved.fields : {}) };
    expect(venueSetupDraft(tournament)).toEqual({ ...draft, pitchCount: '2' });
    const more = venueSetupFields({ ...draft, pitchCount: '3' }, tournament);
    expect(more.ok && more.fields.venues[0]!.pitches.map((p) => p.id)).toEqual(['venue-1-pitch-1', 'venue-1-pitch-2', 'venue-1-pitch-3']);
  });

  it('refuses what it cannot save, every reason at once', () => {
    expect(venueSetupFields({ ...draft, venueName: ' ', pitchCount: '20', matchMinutes: '20.5' }, cup)).toEqual({
      ok: false,
      errors: ['Give the venue a name.', 'Choose 1 to 16 pitches.', 'Match length must be a whole number of minutes from 1 to 1440.'],
    });
    expect(venueSetupFields({ ...draft, from: '17:00', to: '09:00' }, cup)).toEqual({ ok: false, errors: ['The pitches must close after they open (17:00–09:00).'] });
    expect(venueSetupFields({ ...draft, day: '' }, cup)).toEqual({ ok: false, errors: ['Choose the day of the matches.'] });
    expect(venueSetupFields({ ...draft, to: '5pm' }, cup)).toEqual({ ok: false, errors: ['Enter the opening times as HH:MM.'] });
  });
});
