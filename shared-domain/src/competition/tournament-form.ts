import type { TournamentFormat, TournamentMode } from './entities';
import { normalizeCustomPlayoffTeams } from '../playoffs/custom-playoff';
import { LEAGUE_ELIMINATION_QUALIFIERS, MIN_LEAGUE_ELIMINATION_TEAMS } from './league-elimination';
import { normalizePlayoffQualifiers } from '../playoffs/playoff-bracket';
import { canCreateTournament, normalizeTournamentFormat } from './tournament-format';

/** How the create form names each mode (ours: the spec names the modes only by their stored values). */
export const TOURNAMENT_MODE_LABELS: Readonly<Record<TournamentMode, string>> = {
  league: 'League',
  league_playoff: 'League + Playoffs',
  swiss_elimination: 'League + Elimination',
  league_custom_playoff: 'League + Custom Playoff',
  groups_knockout: 'Groups + Knockout',
};

/**
 * Why the create form cannot submit yet (ours: the spec only says submit is disabled, §5). The texts
 * are shown next to the disabled button so the organizer knows what is missing.
 */
const CREATE_TOURNAMENT_BLOCKERS = {
  nameRequired: 'Enter a tournament name.',
  twoTeams: 'Select at least 2 teams.',
  fourTeamsForElimination: `League + Elimination needs at least ${MIN_LEAGUE_ELIMINATION_TEAMS} teams.`,
} as const;

/**
 * The reason the create form may not submit, or null when it may: a name non-empty after trimming and
 * at least 2 distinct teams (spec §5); the combined league + elimination format needs at least 4
 * (spec §5, §9: with fewer its match lists would be empty).
 * @example createTournamentBlocker({ name: 'Cup', teamIds: ['a', 'b'], format: { mode: 'league' } }) // null
 * @example createTournamentBlocker({ name: ' ', teamIds: ['a', 'b'] }) // 'Enter a tournament name.'
 * @example createTournamentBlocker({ name: 'Cup', teamIds: ['a', 'b', 'c'], format: { mode: 'swiss_elimination' } }) // 'League + Elimination needs at least 4 teams.'
 */
export function createTournamentBlocker(input: { name: string; teamIds: readonly string[]; format?: Partial<TournamentFormat> }): string | null {
  if (input.name.trim() === '') return CREATE_TOURNAMENT_BLOCKERS.nameRequired;
  if (!canCreateTournament(input)) return CREATE_TOURNAMENT_BLOCKERS.twoTeams;
  if (input.format?.mode === 'swiss_elimination' && new Set(input.teamIds).size < MIN_LEAGUE_ELIMINATION_TEAMS) {
    return CREATE_TOURNAMENT_BLOCKERS.fourTeamsForElimination;
  }
  return null;
}

/**
 * League rounds the form preselects for a mode (spec §9): 1, or 2 for the combined format.
 * @example defaultLeagueRoundsFor('league') // 1
 * @example defaultLeagueRoundsFor('swiss_elimination') // 2
 */
export function defaultLeagueRoundsFor(mode: TournamentMode): number {
  return normalizeTournamentFormat({ mode }).rounds ?? 1;
}

/**
 * How many teams of the table are in the playoff zone (Qualified badge, highlight; spec §2, §9) and
 * the N of "Top N teams will qualify for playoffs": league_playoff its qualifiers (2/4/8, default 4);
 * swiss_elimination the 4 of the semifinals (default 4, spec §2); league_custom_playoff its playoff
 * teams (default 4); a plain league has none.
 * @example playoffZoneSize({ mode: 'league_playoff', playoffQualifiers: 8 }) // 8
 * @example playoffZoneSize({ mode: 'league' }) // 0
 */
export function playoffZoneSize(format: Partial<TournamentFormat> | undefined): number {
  switch (format?.mode) {
    case 'league_playoff':
      return normalizePlayoffQualifiers(format.playoffQualifiers);
    case 'swiss_elimination':
      return LEAGUE_ELIMINATION_QUALIFIERS;
    case 'league_custom_playoff':
      return normalizeCustomPlayoffTeams(format.customPlayoffConfig?.playoffTeams);
    default:
      return 0;
  }
}
