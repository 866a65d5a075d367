import { describe, expect, it } from 'vitest';
import type { Organizer, Tournament } from 'shared-domain';
import { tournamentsByOrganizer } from './tournaments-by-organizer';

const organizer = (id: string, name: string): Organizer => ({ id, name, email: '', createdAtISO: '' });
const tournament = (id: string, name: string, organizerId: string) =>
  ({ id, name, organizerId, teamIds: [], createdAtISO: '', format: { mode: 'league', rounds: 1 } }) as unknown as Tournament;

describe('tournamentsByOrganizer', () => {
  const organizers = [organizer('o_r', 'Riverside League'), organizer('o_a', 'Albion')];
  const tournaments = [
    tournament('t1', 'Winter Cup', 'o_r'),
    tournament('t2', 'Spring League', 'o_a'),
    tournament('t3', 'Autumn Cup', 'o_r'),
    tournament('t4', 'Orphan Open', 'o_gone'),
  ];

  it("names each tournament's organizer, Unknown when its card is missing", () => {
    const { organizerName } = tournamentsByOrganizer(tournaments, organizers);
    expect(tournaments.map(organizerName)).toEqual(['Riverside League', 'Albion', 'Riverside League', 'Unknown']);
  });

  it('orders by organizer name, then tournament name, without touching the input', () => {
    const { tournaments: sorted } = tournamentsByOrganizer(tournaments, organizers);
    expect(sorted.map((t) => t.id)).toEqual(['t2', 't3', 't1', 't4']);
    expect(tournaments.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4']);
  });
});
