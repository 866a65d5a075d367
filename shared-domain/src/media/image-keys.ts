/** Which image a key is for. */
export type ImageTarget =
  | { kind: 'team-logo'; teamId: string }
  | { kind: 'team-photo'; teamId: string }
  | { kind: 'player-photo'; teamId: string; playerId: string }
  | { kind: 'tournament-logo'; tournamentId: string }
  | { kind: 'tournament-background'; tournamentId: string };

const EXTENSION_BY_MIME: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * File extension for an allowed image MIME type, or null.
 * @example imageExtensionFor('image/jpeg') // 'jpg'
 */
export function imageExtensionFor(mimeType: string): string | null {
  return EXTENSION_BY_MIME[mimeType] ?? null;
}

/**
 * Object key of an uploaded image (spec §7): teams/{teamId}/logo-{timestamp}.{ext},
 * teams/{teamId}/photo-…, teams/{teamId}/players/{playerId}/photo-…, tournaments/{id}/logo-…,
 * tournaments/{id}/background-…. The timestamp is passed in.
 * @example imageObjectKey({ kind: 'team-logo', teamId: 'team_1_a' }, 1700000000000, 'png') // 'teams/team_1_a/logo-1700000000000.png'
 */
export function imageObjectKey(target: ImageTarget, timestamp: number, ext: string): string {
  const file = (name: string) => `${name}-${Math.trunc(timestamp)}.${ext}`;
  switch (target.kind) {
    case 'team-logo':
      return `teams/${target.teamId}/${file('logo')}`;
    case 'team-photo':
      return `teams/${target.teamId}/${file('photo')}`;
    case 'player-photo':
      return `teams/${target.teamId}/players/${target.playerId}/${file('photo')}`;
    case 'tournament-logo':
      return `tournaments/${target.tournamentId}/${file('logo')}`;
    case 'tournament-background':
      return `tournaments/${target.tournamentId}/${file('background')}`;
  }
}

const KEY_PATTERN = /^(teams|tournaments)\/([^/]+)\/(?:players\/([^/]+)\/)?(logo|photo|background)-\d+\.(jpg|png|webp)$/;

/**
 * Reads an image key back into the resource it belongs to (for ownership checks), or null for any
 * key that does not follow imageObjectKey's shapes.
 * @example parseImageObjectKey('teams/team_1_a/players/player_2_b/photo-5.jpg') // { kind: 'player-photo', teamId: 'team_1_a', playerId: 'player_2_b' }
 */
export function parseImageObjectKey(key: string): ImageTarget | null {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const [, area, id = '', playerId, name] = m;
  if (area === 'teams') {
    if (playerId !== undefined) return name === 'photo' ? { kind: 'player-photo', teamId: id, playerId } : null;
    if (name === 'logo') return { kind: 'team-logo', teamId: id };
    if (name === 'photo') return { kind: 'team-photo', teamId: id };
    return null;
  }
  if (playerId !== undefined) return null;
  if (name === 'logo') return { kind: 'tournament-logo', tournamentId: id };
  if (name === 'background') return { kind: 'tournament-background', tournamentId: id };
  return null;
}
