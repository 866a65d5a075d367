import type { Player, Team } from '../people/entities';
import type { PublicTeamProfile } from '../people/public-team-profile';
import type { PublicTeamSeason } from './public-team-season';

/** The public team page's document: GET /api/public/teams/:id answers exactly this. */
export interface PublicTeamView {
  team: PublicTeamProfile;
  /** The team's public seasons, newest tournament first. */
  seasons: PublicTeamSeason[];
}

/** What the public player page shows of the player's team (and checks: its organizer's name). */
type PublicPlayerTeam = Pick<Team, 'id' | 'name' | 'organizerId' | 'colors'> & Partial<Pick<Team, 'logo'>> & Pick<PublicTeamProfile, 'organizerName'>;

/** The public player page's document: GET /api/public/players/:id answers exactly this. */
export interface PublicPlayerView {
  player: Player;
  team: PublicPlayerTeam;
  /** The team's public seasons, newest tournament first: the player's statistics and matches. */
  seasons: PublicTeamSeason[];
}

/** Newest tournament first (by creation), then by id for a stable order. */
function newestSeasonFirst(a: PublicTeamSeason, b: PublicTeamSeason): number {
  const [ca, cb] = [a.tournament.createdAtISO, b.tournament.createdAtISO];
  if (ca !== cb) return ca < cb ? 1 : -1;
  return a.tournament.id < b.tournament.id ? -1 : a.tournament.id > b.tournament.id ? 1 : 0;
}

/**
 * The team page's document from the team's public profile and its seasons (in any order).
 * @example publicTeamView(profile, [spring2023, autumn2024]).seasons.map((s) => s.tournament.id) // ['autumn2024', 'spring2023']
 */
export function publicTeamView(team: PublicTeamProfile, seasons: readonly PublicTeamSeason[]): PublicTeamView {
  return { team, seasons: [...seasons].sort(newestSeasonFirst) };
}

/**
 * The player page's document from their team's, or null when the team's public profile does not hold
 * the player (hidden, moved or unknown: the profile lists public players only).
 * @example publicPlayerView(view, 'p7') // { player: { id: 'p7', … }, team: { id, name, organizerId, colors, organizerName }, seasons: view.seasons }
 */
export function publicPlayerView(view: PublicTeamView, playerId: string): PublicPlayerView | null {
  const player = view.team.players.find((p) => p.id === playerId);
  if (!player || player.isPublic !== true) return null;
  const { id, name, organizerId, colors, logo, organizerName } = view.team;
  const team = { id, name, organizerId, colors, ...(logo ? { logo } : {}), ...(organizerName !== undefined ? { organizerName } : {}) };
  return { player, team, seasons: view.seasons };
}
