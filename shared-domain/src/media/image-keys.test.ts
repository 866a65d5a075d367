import { describe, expect, it } from 'vitest';
import { imageExtensionFor, imageObjectKey, parseImageObjectKey, type ImageTarget } from './image-keys';

describe('image object keys (spec §7)', () => {
  it.each<{ target: ImageTarget; key: string }>([
    { target: { kind: 'team-logo', teamId: 'team_1_a' }, key: 'teams/team_1_a/logo-1700000000000.png' },
    { target: { kind: 'team-photo', teamId: 'team_1_a' }, key: 'teams/team_1_a/photo-1700000000000.png' },
    { target: { kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_2_b' }, key: 'teams/team_1_a/players/player_2_b/photo-1700000000000.png' },
    { target: { kind: 'tournament-logo', tournamentId: 'tournament_3_c' }, key: 'tournaments/tournament_3_c/logo-1700000000000.png' },
    { target: { kind: 'tournament-background', tournamentId: 'tournament_3_c' }, key: 'tournaments/tournament_3_c/background-1700000000000.png' },
  ])('$target.kind → $key and back', ({ target, key }) => {
    expect(imageObjectKey(target, 1700000000000, 'png')).toBe(key);
    expect(parseImageObjectKey(key)).toEqual(target);
  });

  it.each([
    'teams/team_1_a/logo.png',
    'teams/team_1_a/background-1.png',
    'teams/team_1_a/players/p/logo-1.png',
    'tournaments/t/photo-1.png',
    'tournaments/t/players/p/photo-1.png',
    'teams/../secret/logo-1.png',
    'teams/team_1_a/logo-1.gif',
    'other/x/logo-1.png',
    '',
  ])('rejects the key %s', (key) => {
    expect(parseImageObjectKey(key)).toBeNull();
  });

  it.each([
    { mime: 'image/jpeg', ext: 'jpg' },
    { mime: 'image/jpg', ext: 'jpg' },
    { mime: 'image/png', ext: 'png' },
    { mime: 'image/webp', ext: 'webp' },
    { mime: 'image/gif', ext: null },
  ])('extension of $mime is $ext', ({ mime, ext }) => expect(imageExtensionFor(mime)).toBe(ext));
});
