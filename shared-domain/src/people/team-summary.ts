import type { Team } from './entities';
import { countKeepersAndOutfield, isPlayerPubliclyVisible } from './player';

/** The Season Summary tiles of the admin team page (spec §2). */
export interface TeamSeasonSummary {
  tournaments: number;
  players: number;
  /** Year of establishedDate, or null. */
  foundedYear: number | null;
  /** Last 4 characters of the team id. */
  idSuffix: string;
  colors: number;
  /** Whether any social link is filled in ("Yes"/"No" tile). */
  hasSocialMedia: boolean;
}

/**
 * Whether any social link has a non-blank value.
 * @example hasAnySocialMedia({ facebook: '', instagram: 'https://instagram.com/club' }) // true
 */
function hasAnySocialMedia(socialMedia: Record<string, string | undefined> | undefined): boolean {
  return Object.values(socialMedia ?? {}).some((v) => typeof v === 'string' && v.trim() !== '');
}

/**
 * Season Summary (spec §2): tournaments the team is in, players, founded year, last 4 characters of
 * the id, colours count, social media yes/no.
 * @example computeTeamSeasonSummary(team, tournaments) // { tournaments: 2, players: 18, foundedYear: 1892, idSuffix: 'x9k2', colors: 2, hasSocialMedia: true }
 */
export function computeTeamSeasonSummary(
  team: Pick<Team, 'id' | 'players' | 'establishedDate' | 'colors' | 'socialMedia'>,
  tournaments: readonly { teamIds: readonly string[] }[],
): TeamSeasonSummary {
  const year = team.establishedDate ? /^(\d{4})/.exec(team.establishedDate.trim()) : null;
  return {
    tournaments: tournaments.filter((t) => t.teamIds.includes(team.id)).length,
    players: team.players?.length ?? 0,
    foundedYear: year ? Number(year[1]) : null,
    idSuffix: team.id.slice(-4),
    colors: team.colors?.length ?? 0,
    hasSocialMedia: hasAnySocialMedia(team.socialMedia),
  };
}

/**
 * "Yes" / "No" for the social media tile.
 * @example yesNo(true) // 'Yes'
 */
export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}

/** Counts on the public team page (spec §2). */
export interface PublicTeamCounts {
  players: number;
  colors: number;
  keepers: number;
  outfield: number;
}

/**
 * Public team page counts (spec §2): only public players are shown, so only they are counted.
 * @example publicTeamCounts({ colors: ['#3B82F6'], players: [{ isPublic: true, position: 'Goalkeeper' }] }) // { players: 1, colors: 1, keepers: 1, outfield: 0 }
 */
export function publicTeamCounts(team: { colors?: readonly string[]; players?: readonly { isPublic?: boolean; position: string }[] }): PublicTeamCounts {
  const visible = (team.players ?? []).filter(isPlayerPubliclyVisible);
  return { players: visible.length, colors: team.colors?.length ?? 0, ...countKeepersAndOutfield(visible) };
}
