import { describe, expect, it } from 'vitest';
import { createDefaultPlayer } from '../people/player';
import { updatePlayerInList } from '../squad-editing/player-edit';
import { createTeam } from '../people/team';
import { checkStoredItem } from './stored-item-check';

const CREATED = '2024-01-01T00:00:00.000Z';
const team = { ...createTeam({ name: 'Rovers' }, { id: 'team_1_a', organizerId: 'org_1_b', createdAtISO: CREATED })!, version: 1 };
const player = createDefaultPlayer('player_1_c', CREATED);

describe('team schema', () => {
  it('reads a new team, and one with a squad, images, links and a player whose number was cleared', () => {
    expect(checkStoredItem('team', team)).toEqual({ ok: true, item: team });
    const players = updatePlayerInList([player, createDefaultPlayer('player_2_d', CREATED)], 'player_1_c', { number: null, dateOfBirth: '2001-02-03' });
    const full = {
      ...team,
      colors: ['#3B82F6', '#EF4444'],
      logo: 'teams/team_1_a/logo.webp',
      establishedDate: '1901-05-01',
      socialMedia: { website: 'https://rovers.example', mastodon: 'https://social.example/@rovers' },
      players: [...players, { ...player, id: 'player_3_e', number: null, socialMedia: { instagram: 'https://instagram.com/p3' } }],
    };
    expect(checkStoredItem('team', full)).toEqual({ ok: true, item: full });
  });

  it('keeps attributes it does not know, on the team and on its players', () => {
    const withExtras = { ...team, archived: false, players: [{ ...player, nickname: 'Speedy' }] };
    expect(checkStoredItem('team', withExtras)).toEqual({ ok: true, item: withExtras });
  });

  it.each([
    ['colors as a text', { ...team, colors: 'red' }, 'colors: expected Array, received "red"'],
    ['no players list', { ...team, players: undefined }, 'players is missing'],
    ['players as an object', { ...team, players: { 0: player } }, 'players: expected Array, received Object'],
    ['a player number as text', { ...team, players: [{ ...player, number: '9x' }] }, 'players[0].number: expected number, received "9x"'],
    ['a player without a first name', { ...team, players: [player, { ...player, firstName: undefined }] }, 'players[1].firstName is missing'],
    ['isPublic as text', { ...team, players: [{ ...player, isPublic: 'yes' }] }, 'players[0].isPublic: expected boolean, received "yes"'],
    ['a social link that is not text', { ...team, socialMedia: { facebook: 3 } }, 'socialMedia.facebook: expected string, received 3'],
    ['no owner', { ...team, organizerId: undefined }, 'organizerId is missing'],
  ])('refuses %s with the reason', (_what, item, reason) => {
    expect(checkStoredItem('team', item)).toEqual({ ok: false, reason });
  });
});
