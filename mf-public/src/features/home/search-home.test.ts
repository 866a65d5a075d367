import { describe, expect, it } from 'vitest';
import type { Organizer, Tournament } from 'shared-domain';
import { searchHome } from './search-home';

const organizer = (id: string, name: string) => ({ id, name, email: '', createdAtISO: '', logo: '', description: '' }) as Organizer;
const tournament = (id: string, name: string, organizerId: string, visibility: string) =>
  ({ id, name, organizerId, visibility }) as unknown as Tournament;

const organizers = [organizer('o1', 'Riverside League'), organizer('o2', 'Hilltop FA')];
const tournaments = [
  tournament('t1', 'Summer Cup', 'o1', 'public'),
  tournament('t2', 'Winter Shield', 'o2', 'public'),
  tournament('t3', 'Secret Friendly', 'o1', 'private'),
  tournament('t4', 'Orphan Trophy', 'o-gone', 'public'),
];

describe('home search (spec §2 "Home")', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(searchHome('  ', organizers, tournaments)).toEqual({ organizers: [], tournaments: [] });
  });

  it('matches organizers by name, case-insensitively, as a substring', () => {
    expect(searchHome('RIVER', organizers, tournaments).organizers.map((o) => o.id)).toEqual(['o1']);
  });

  it('matches public tournaments by their own name or their organizer name', () => {
    expect(searchHome('cup', organizers, tournaments).tournaments.map((r) => r.tournament.id)).toEqual(['t1']);
    expect(searchHome('hilltop', organizers, tournaments).tournaments.map((r) => r.tournament.id)).toEqual(['t2']);
  });

  it('never returns a private tournament', () => {
    expect(searchHome('secret', organizers, tournaments).tournaments).toEqual([]);
    expect(searchHome('riverside', organizers, tournaments).tournaments.map((r) => r.tournament.id)).toEqual(['t1']);
  });

  it('names the organizer, or none when it is unknown', () => {
    expect(searchHome('summer', organizers, tournaments).tournaments[0]?.organizerName).toBe('Riverside League');
    expect(searchHome('orphan', organizers, tournaments).tournaments[0]?.organizerName).toBeNull();
  });
});
