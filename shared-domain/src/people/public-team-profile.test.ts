import { describe, expect, it } from 'vitest';
import type { Player, Team } from './entities';
import { publicTeamProfile } from './public-team-profile';

const player = (id: string, isPublic: unknown): Player => ({ id, firstName: id, lastName: 'X', position: 'Forward', isPublic, createdAtISO: '' }) as Player;
const rovers: Team = {
  id: 'team_r',
  name: 'Rovers',
  colors: ['#ff0000', '#ffffff'],
  logo: '/media/logo.png',
  photo: '/media/photo.png',
  establishedDate: '1892-01-01',
  organizerId: 'org',
  createdAtISO: '2024-01-01T00:00:00.000Z',
  socialMedia: { facebook: 'https://facebook.com/rovers' },
  version: 7,
  players: [player('shown', true), player('hidden', false), player('unset', undefined), player('truthy', 'yes')],
};

describe('publicTeamProfile', () => {
  it('keeps the public fields and only players whose isPublic is exactly true; the version stays out', () => {
    const { version: _v, players: _p, ...fields } = rovers;
    expect(publicTeamProfile(rovers)).toEqual({ ...fields, players: [player('shown', true)] });
  });

  it("carries its organizer's name when given", () => {
    expect(publicTeamProfile(rovers, 'Riverside FA').organizerName).toBe('Riverside FA');
    expect(publicTeamProfile(rovers)).not.toHaveProperty('organizerName');
    expect(publicTeamProfile(rovers, null)).not.toHaveProperty('organizerName');
  });

  it('leaves out attributes the team page never shows and survives a malformed squad or colours', () => {
    const odd = { ...rovers, password: 'x', players: 'nobody', colors: null, logo: null } as unknown as Team;
    const profile = publicTeamProfile(odd);
    expect(profile).not.toHaveProperty('password');
    expect(profile).not.toHaveProperty('logo');
    expect([profile.players, profile.colors]).toEqual([[], []]);
  });
});
