import type { Player, Team } from './entities';
import { isPlayerPubliclyVisible } from './player';

/**
 * A team as the public sees it: its public fields and only its publicly visible players (spec §5), with
 * its organizer's name (an `/:orgName/players/:playerId` address must name it; absent when unknown).
 */
export type PublicTeamProfile = Omit<Team, 'version'> & { organizerName?: string };

/** The team fields the public pages show; anything else an item carries (the version, stray attributes) stays out. */
const PROFILE_FIELDS = ['id', 'name', 'colors', 'logo', 'photo', 'establishedDate', 'organizerId', 'createdAtISO', 'socialMedia'] as const satisfies ReadonlyArray<keyof Team>;

/**
 * The team's players whose isPublic is exactly true, in squad order (a malformed squad has none).
 * @example publicPlayersOf({ players: [keeper, hidden] }) // [keeper]
 */
export function publicPlayersOf(team: Pick<Team, 'players'>): Player[] {
  return (Array.isArray(team.players) ? team.players : []).filter((p) => typeof p === 'object' && p !== null && isPlayerPubliclyVisible(p));
}

/**
 * The public profile of a team: its public fields, its players whose isPublic is exactly true, and the
 * name of its organizer when given (read by whoever regenerates the profile).
 * @example publicTeamProfile({ ...rovers, version: 4, players: [keeper, hidden] }, 'Riverside FA') // { ...rovers without version, players: [keeper], organizerName: 'Riverside FA' }
 */
export function publicTeamProfile(team: Team, organizerName?: string | null): PublicTeamProfile {
  const picked: Partial<Record<keyof Team, unknown>> = {};
  for (const field of PROFILE_FIELDS) if (team[field] !== undefined && team[field] !== null) picked[field] = team[field];
  return {
    ...(picked as Omit<PublicTeamProfile, 'players'>),
    colors: Array.isArray(team.colors) ? team.colors : [],
    players: publicPlayersOf(team),
    ...(typeof organizerName === 'string' ? { organizerName } : {}),
  };
}
