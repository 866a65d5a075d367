import type { ImageTarget } from '../media/image-keys';
import { imageObjectKey } from '../media/image-keys';
import type { Player, Team } from '../people/entities';
import type { Tournament } from '../competition/entities';
import { uploadedImageKey, uploadedImageTimestamp } from './export-images';

/**
 * An image the import uploads again: an upload of the file's item, stored under the imported item's key
 * (the gateway takes an image field only when its upload is that very item's), so an import into
 * another organizer never points at the source's images.
 */
export interface PlannedImage {
  /** The imported item's image: where the upload goes and which field it fills. */
  target: ImageTarget;
  /** The file's upload: its key (its zip entry) and its stored address (read when the zip lacks it). */
  sourceKey: string;
  sourceUrl: string;
  /** What it is, for an outcome that names an image it could not import: "the logo of team “Rovers”". */
  label: string;
}

/** How an image field of an item being written travels: kept in the item, or left out and uploaded after. */
export type ImageCarriage = { keep: true } | { keep: false; image: PlannedImage };

/**
 * How `url`, the file's value of an image field, is imported into `target` (the imported item's field).
 * Into the same organizer, and for addresses that are no upload of ours (https), the value is kept;
 * otherwise the field is written empty and the upload planned.
 * @example imageCarriage('https://cdn.example.com/a.png', { kind: 'team-logo', teamId: 't2' }, 'the logo of team “Rovers”', false) // { keep: true }
 */
export function imageCarriage(url: string, target: ImageTarget, label: string, sameOrganizer: boolean): ImageCarriage {
  const key = uploadedImageKey(url);
  if (sameOrganizer || key === null) return { keep: true };
  return { keep: false, image: { target, sourceKey: key, sourceUrl: url, label } };
}

/**
 * The key a planned image is stored under: the imported item's, with the source upload's time, so a
 * re-run of the import uploads to the same key. `ext` follows the bytes (jpg, png or webp).
 * @example importedImageKey({ target: { kind: 'team-logo', teamId: 'team_2' }, sourceKey: 'teams/team_1/logo-5.webp', sourceUrl: '', label: '' }, 'webp') // 'teams/team_2/logo-5.webp'
 */
export function importedImageKey(image: PlannedImage, ext: string): string {
  return imageObjectKey(image.target, uploadedImageTimestamp(image.sourceKey), ext);
}

/** Image fields of a team and its players, by target kind. */
type TeamImageFields = Pick<Team, 'logo' | 'photo'> & { players: Player[] };

/**
 * The fields a team's save writes to hold its uploaded images (logo, photo, players' photos), each given
 * as its target and stored address; targets of other items are ignored.
 * @example teamImageFields({ ...team, id: 't2' }, [{ target: { kind: 'team-logo', teamId: 't2' }, url: '/media/teams/t2/logo-5.webp' }]) // { logo: '/media/teams/t2/logo-5.webp' }
 */
export function teamImageFields(team: Pick<Team, 'id' | 'players'>, images: readonly { target: ImageTarget; url: string }[]): Partial<TeamImageFields> {
  const fields: Partial<TeamImageFields> = {};
  const photos = new Map<string, string>();
  for (const { target, url } of images) {
    if (target.kind === 'team-logo' && target.teamId === team.id) fields.logo = url;
    if (target.kind === 'team-photo' && target.teamId === team.id) fields.photo = url;
    if (target.kind === 'player-photo' && target.teamId === team.id) photos.set(target.playerId, url);
  }
  if (photos.size > 0) fields.players = team.players.map((player) => (photos.has(player.id) ? { ...player, photo: photos.get(player.id) } : player));
  return fields;
}

/**
 * The fields a tournament's save writes to hold its uploaded images (logo, background).
 * @example tournamentImageFields({ id: 'c2' }, [{ target: { kind: 'tournament-logo', tournamentId: 'c2' }, url: '/media/tournaments/c2/logo-5.png' }]) // { logo: '/media/tournaments/c2/logo-5.png' }
 */
export function tournamentImageFields(tournament: Pick<Tournament, 'id'>, images: readonly { target: ImageTarget; url: string }[]): Pick<Tournament, 'logo' | 'backgroundImage'> {
  const fields: Pick<Tournament, 'logo' | 'backgroundImage'> = {};
  for (const { target, url } of images) {
    if (target.kind === 'tournament-logo' && target.tournamentId === tournament.id) fields.logo = url;
    if (target.kind === 'tournament-background' && target.tournamentId === tournament.id) fields.backgroundImage = url;
  }
  return fields;
}
