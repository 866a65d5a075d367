import { describe, expect, it } from 'vitest';
import type { Organizer } from '../organizer/entities';
import type { Tournament } from './entities';
import { dashboardCounts, searchHome } from './home-search';

const org = (id: string, name: string): Organizer => ({ id, name, email: `${id}@x.co`, createdAtISO: '' });
const tour = (id: string, name: string, organizerId: string, visibility?: 'private' | 'public'): Tournament => ({
  id,
  name,
  organizerId,
  format: { mode: 'league' },
  teamIds: [],
  createdAtISO: '',
  ...(visibility ? { visibility } : {}),
});
const organizers = [org('o1', 'Acme Sports'), org('o2', 'Rovers League')];
const tournaments = [tour('t1', 'Summer Cup', 'o1', 'public'), tour('t2', 'Winter Cup', 'o2', 'private'), tour('t3', 'Legacy League', 'o2')];

describe('home search (spec §2)', () => {
  it.each(['', '   '])('shows the welcome panel for an empty query "%s"', (q) => {
    expect(searchHome(q, organizers, tournaments)).toBeNull();
  });

  it.each([
    { q: 'acme', orgs: ['o1'], tours: ['t1'] },
    { q: 'CUP', orgs: [], tours: ['t1'] },
    { q: 'rovers', orgs: ['o2'], tours: ['t3'] },
    { q: 'league', orgs: ['o2'], tours: ['t3'] },
    { q: 'zzz', orgs: [], tours: [] },
  ])('"$q" finds organizers $orgs and public tournaments $tours', ({ q, orgs, tours }) => {
    const result = searchHome(q, organizers, tournaments);
    expect(result?.organizers.map((o) => o.id)).toEqual(orgs);
    expect(result?.tournaments.map((t) => t.id)).toEqual(tours);
  });
});

describe('dashboard quick stats (spec §2)', () => {
  it('sums players over teams', () => {
    expect(dashboardCounts({ organizers: 2, teams: [{ players: [1, 2] }, { players: [3] }, {}], tournaments: 3, matches: 40 })).toEqual({
      organizers: 2,
      teams: 3,
      tournaments: 3,
      matches: 40,
      players: 3,
    });
  });
  it('omits the organizers count for organizers', () => {
    expect(dashboardCounts({ teams: [], tournaments: 0, matches: 0 })).not.toHaveProperty('organizers');
  });
});
