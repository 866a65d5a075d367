import type { Tournament } from '../competition/entities';
import { parseImageObjectKey, type ImageTarget } from '../media/image-keys';
import type { Player, Team } from '../people/entities';
import { playerFullName } from '../people/player';

/**
 * The images of an organizer's data: every image field of its teams, players and tournaments that holds
 * an address. An upload (`…/media/<key>`) is stored under its item's key (spec §7), so it can travel
 * inside the export's zip and must be uploaded again under the new item's key when it is imported into
 * another organizer; any other address (https) is kept as it is.
 */

/** One image field and what it holds. */
export interface ImageSpot {
  /** Whose image it is (the item's upload target, from the item's ids). */
  target: ImageTarget;
  /** The stored address. */
  url: string;
  /** The upload's object key, or null for an address that is no upload of ours. */
  key: string | null;
  /** What it is, for a text that names it: "the logo of team “Rovers”". */
  label: string;
}

/** The words for each image field. */
const FIELD_WORDS: Readonly<Record<ImageTarget['kind'], string>> = {
  'team-logo': 'logo',
  'team-photo': 'photo',
  'player-photo': 'photo',
  'tournament-logo': 'logo',
  'tournament-background': 'background',
};

/**
 * An image named for a person: "the logo of team “Rovers”", "the photo of player “Ada Keeper” (Rovers)".
 * @example imageLabel('tournament-background', { tournament: { name: 'Cup' } }) // 'the background of tournament “Cup”'
 */
export function imageLabel(kind: ImageTarget['kind'], of: { team?: Pick<Team, 'name'>; player?: Pick<Player, 'firstName' | 'lastName'>; tournament?: Pick<Tournament, 'name'> }): string {
  const field = FIELD_WORDS[kind];
  if (of.player) return `the ${field} of player “${playerFullName(of.player)}” (${of.team?.name ?? ''})`;
  if (of.tournament) return `the ${field} of tournament “${of.tournament.name}”`;
  return `the ${field} of team “${of.team?.name ?? ''}”`;
}

/** The path part of an address, without query or fragment; null when it is no URL. */
function pathOf(url: string): string | null {
  try {
    // Relative /media/ paths are stored too; the base only lets URL read them.
    return new URL(url, 'https://base.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * The object key of an uploaded image's address (`https://gw.example/media/teams/t1/logo-5.png`,
 * `/media/…`), or null for any other address.
 * @example uploadedImageKey('http://127.0.0.1:8080/media/teams/team_1_a/logo-1700000000000.webp') // 'teams/team_1_a/logo-1700000000000.webp'
 * @example uploadedImageKey('https://cdn.example.com/crest.png') // null
 */
export function uploadedImageKey(url: string): string | null {
  const path = pathOf(url);
  if (!path?.startsWith('/media/')) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice('/media/'.length));
  } catch {
    return null;
  }
  return parseImageObjectKey(key) ? key : null;
}

/**
 * When an upload was made: the timestamp its key carries (`logo-<timestamp>.<ext>`), 0 when none.
 * @example uploadedImageTimestamp('teams/team_1_a/logo-1700000000000.webp') // 1700000000000
 */
export function uploadedImageTimestamp(key: string): number {
  const match = /-(\d+)\.[a-z]+$/.exec(key);
  return match ? Number(match[1]) : 0;
}

/**
 * Where an upload is stored inside the export's zip.
 * @example zipImagePath('teams/team_1_a/logo-5.webp') // 'images/teams/team_1_a/logo-5.webp'
 */
export function zipImagePath(key: string): string {
  return `images/${key}`;
}

function spot(target: ImageTarget, url: string | undefined, label: string): ImageSpot[] {
  return url ? [{ target, url, key: uploadedImageKey(url), label }] : [];
}

/**
 * Every image a team holds: its logo and photo, then its players' photos.
 * @example teamImageSpots({ id: 't1', name: 'Rovers', logo: 'https://cdn.example.com/a.png', players: [] }) // [{ target: { kind: 'team-logo', teamId: 't1' }, url: 'https://cdn.example.com/a.png', key: null, label: 'the logo of team “Rovers”' }]
 */
export function teamImageSpots(team: Pick<Team, 'id' | 'name' | 'logo' | 'photo' | 'players'>): ImageSpot[] {
  return [
    ...spot({ kind: 'team-logo', teamId: team.id }, team.logo, imageLabel('team-logo', { team })),
    ...spot({ kind: 'team-photo', teamId: team.id }, team.photo, imageLabel('team-photo', { team })),
    ...team.players.flatMap((player) => spot({ kind: 'player-photo', teamId: team.id, playerId: player.id }, player.photo, imageLabel('player-photo', { team, player }))),
  ];
}

/**
 * Every image a tournament holds: its logo and background.
 * @example tournamentImageSpots({ id: 'c1', name: 'Cup', logo: '/media/tournaments/c1/logo-5.png' }) // [{ target: { kind: 'tournament-logo', tournamentId: 'c1' }, url: '/media/tournaments/c1/logo-5.png', key: 'tournaments/c1/logo-5.png', label: 'the logo of tournament “Cup”' }]
 */
export function tournamentImageSpots(tournament: Pick<Tournament, 'id' | 'name' | 'logo' | 'backgroundImage'>): ImageSpot[] {
  return [
    ...spot({ kind: 'tournament-logo', tournamentId: tournament.id }, tournament.logo, imageLabel('tournament-logo', { tournament })),
    ...spot({ kind: 'tournament-background', tournamentId: tournament.id }, tournament.backgroundImage, imageLabel('tournament-background', { tournament })),
  ];
}
