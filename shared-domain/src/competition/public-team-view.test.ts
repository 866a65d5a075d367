import { describe, expect, it } from 'vitest';
import type { Player } from '../people/entities';
import type { PublicTeamProfile } from '../people/public-team-profile';
import type { PublicTeamSeason } from './public-team-season';
import { publicPlayerView, publicTeamView } from './public-team-view';

const player = (id: string, isPublic = true): Player => ({ id, firstName: id, lastName: 'X', position: 'Forward', isPublic, createdAtISO: '' });
const profile: PublicTeamProfile = { id: 'r', name: 'Rovers', colors: ['#ff0000'], organizerId: 'org', createdAtISO: '', logo: '/l.png', photo: '/p.png', players: [player('p1')] };
const season = (id: string, createdAtISO: string): PublicTeamSeason => ({ tournament: { id, name: id, organizerId: 'org', createdAtISO }, matches: [], teams: [], won: false, players: {} });

describe('publicTeamView', () => {
  it('lists the seasons newest tournament first, by id when created together', () => {
    const seasons = [season('b', '2023-01-01'), season('c', '2024-05-01'), season('a', '2023-01-01')];
    expect(publicTeamView(profile, seasons).seasons.map((s) => s.tournament.id)).toEqual(['c', 'a', 'b']);
    expect(seasons.map((s) => s.tournament.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('publicPlayerView', () => {
  const view = publicTeamView(profile, [season('t', '2024-01-01')]);

  it("gives a public player of the profile with the team's card and seasons", () => {
    expect(publicPlayerView(view, 'p1')).toEqual({
      player: player('p1'),
      team: { id: 'r', name: 'Rovers', organizerId: 'org', colors: ['#ff0000'], logo: '/l.png' },
      seasons: view.seasons,
    });
  });

  it("carries the organizer's name of the team's profile", () => {
    const named = publicTeamView({ ...profile, organizerName: 'Riverside FA' }, []);
    expect(publicPlayerView(named, 'p1')?.team.organizerName).toBe('Riverside FA');
  });

  it('is null for a player the profile does not hold or holds hidden', () => {
    expect(publicPlayerView(view, 'nobody')).toBeNull();
    expect(publicPlayerView({ ...view, team: { ...profile, players: [player('p1', false)] } }, 'p1')).toBeNull();
  });
});
