import type { BracketRound } from '../playoffs/entities';
import type { Match, MatchOwner } from '../match/entities';
import type { TournamentFormat, TournamentMode } from './entities';
import { createDefaultCustomPlayoffConfig, normalizeCustomPlayoffTeams } from '../playoffs/custom-playoff';
import { DEFAULT_LEAGUE_ELIMINATION_REPEATS, buildLeagueEliminationPlan } from './league-elimination';
import { buildPlayoffBracket, normalizePlayoffQualifiers } from '../playoffs/playoff-bracket';
import { clampLeagueRepeats, generateRoundRobin, type RoundRobinFixture } from '../league/round-robin';
import { isOneOf } from '../common/is-one-of';
import { DEFAULT_TIE_BREAKER_PRESET, toTieBreakerPreset, type TieBreakerPreset } from '../league/tie-breakers';

/** The four modes of spec §4, then groups + knockout (issue 24), in the order the create form offers them. */
export const TOURNAMENT_MODES: readonly TournamentMode[] = ['league', 'league_playoff', 'swiss_elimination', 'league_custom_playoff', 'groups_knockout'];

/** Default mode (spec §4, §9). */
export const DEFAULT_TOURNAMENT_MODE: TournamentMode = 'league';

/** League rounds choices and default (spec §9). */
export const LEAGUE_ROUND_OPTIONS = [1, 2, 3, 4] as const;
const DEFAULT_LEAGUE_ROUNDS = 1;

/** A tournament needs at least this many teams (spec §5). */
const MIN_TOURNAMENT_TEAMS = 2;

/**
 * Whether a value is one of the modes.
 * @example isTournamentMode('league_playoff') // true
 */
export function isTournamentMode(value: unknown): value is TournamentMode {
  return isOneOf(TOURNAMENT_MODES, value);
}

/**
 * Whether a mode has the playoff section with the Start Playoffs action (spec §2).
 * @example hasPlayoffSection('swiss_elimination') // true
 */
export function hasPlayoffSection(mode: TournamentMode): boolean {
  return mode === 'league_playoff' || mode === 'swiss_elimination';
}

/**
 * Label of the Format column on the team page (spec §2): any mode with a knockout part shows
 * "League + Playoffs", a plain league "League Only".
 * @example tournamentFormatLabel({ mode: 'league' }) // 'League Only'
 */
export function tournamentFormatLabel(format: Pick<TournamentFormat, 'mode'> | undefined): 'League + Playoffs' | 'League Only' {
  return format && format.mode !== 'league' ? 'League + Playoffs' : 'League Only';
}

/**
 * Fills a format with the defaults of spec §4/§9: mode league; rounds clamped 1..4 (default 1, or 2
 * for swiss_elimination); qualifiers 2/4/8 (default 4) for league_playoff; a custom playoff config
 * (4 teams, bye on) for league_custom_playoff; groups_knockout keeps its settings. Fields of other modes
 * are dropped.
 * @example normalizeTournamentFormat({}) // { mode: 'league', rounds: 1 }
 */
export function normalizeTournamentFormat(format: Partial<TournamentFormat> | undefined): TournamentFormat {
  const mode = isTournamentMode(format?.mode) ? format.mode : DEFAULT_TOURNAMENT_MODE;
  const defaultRounds = mode === 'swiss_elimination' ? DEFAULT_LEAGUE_ELIMINATION_REPEATS : DEFAULT_LEAGUE_ROUNDS;
  const normalized: TournamentFormat = { mode, rounds: format?.rounds === undefined ? defaultRounds : clampLeagueRepeats(format.rounds) };
  if (mode === 'league_playoff') normalized.playoffQualifiers = normalizePlayoffQualifiers(format?.playoffQualifiers);
  if (mode === 'league_custom_playoff') {
    const config = format?.customPlayoffConfig ?? createDefaultCustomPlayoffConfig();
    normalized.customPlayoffConfig = { ...config, playoffTeams: normalizeCustomPlayoffTeams(config.playoffTeams) };
  }
  // Its settings are checked where they are stored (schemas/groups-knockout-schema.ts).
  if (mode === 'groups_knockout' && format?.groupsKnockout) normalized.groupsKnockout = format.groupsKnockout;
  if (format?.customRounds) normalized.customRounds = format.customRounds;
  // Every mode has a table; the default is left out so stored formats stay as they were.
  const tieBreakers = toTieBreakerPreset(format?.tieBreakers);
  if (tieBreakers !== DEFAULT_TIE_BREAKER_PRESET) normalized.tieBreakers = tieBreakers;
  return normalized;
}

/**
 * The format with another tie-breaker preset (the details form's "Tie-breakers" setting); the default
 * is stored as no field, as normalizeTournamentFormat does.
 * @example withTieBreakers({ mode: 'league', rounds: 1 }, 'uefa') // { mode: 'league', rounds: 1, tieBreakers: 'uefa' }
 */
export function withTieBreakers(format: TournamentFormat, preset: TieBreakerPreset): TournamentFormat {
  const { tieBreakers: _previous, ...rest } = format;
  return preset === DEFAULT_TIE_BREAKER_PRESET ? rest : { ...rest, tieBreakers: preset };
}

/**
 * The create form may submit only with a name that is non-empty after trimming and at least 2
 * distinct teams (spec §5); otherwise submit is disabled.
 * @example canCreateTournament({ name: ' Cup ', teamIds: ['a', 'b'] }) // true
 * @example canCreateTournament({ name: '  ', teamIds: ['a', 'b'] }) // false
 */
export function canCreateTournament(input: { name: string; teamIds: readonly string[] }): boolean {
  return input.name.trim() !== '' && new Set(input.teamIds).size >= MIN_TOURNAMENT_TEAMS;
}

/** What creating a tournament generates (spec §4). */
export interface TournamentPlan {
  /** League fixtures. */
  league: RoundRobinFixture[];
  /**
   * The seed-N knockout of league_playoff and swiss_elimination, stored to show; its matches are
   * created by Start Playoffs, from the final table.
   */
  bracket: BracketRound[];
}

/**
 * What to generate after saving a new tournament, by mode (spec §4): league and
 * league_custom_playoff: a round robin with the configured rounds; league_playoff: the round robin
 * plus the seed bracket for the configured qualifiers; swiss_elimination: round robin (default 2
 * repeats) plus the seed bracket of its top-4 knockout, both empty below 4 teams; groups_knockout:
 * nothing yet (its groups are drawn after creation).
 * @example planTournament({ mode: 'league', rounds: 2 }, ['a', 'b'], nextId).league.length // 2
 */
export function planTournament(format: Partial<TournamentFormat> | undefined, teamIds: readonly string[], nextId: () => string): TournamentPlan {
  const f = normalizeTournamentFormat(format);
  switch (f.mode) {
    case 'swiss_elimination': {
      const plan = buildLeagueEliminationPlan(teamIds, nextId, f.rounds);
      return { league: plan.league, bracket: plan.elimination };
    }
    case 'league_playoff':
      return {
        league: generateRoundRobin(teamIds, f.rounds),
        bracket: new Set(teamIds).size >= MIN_TOURNAMENT_TEAMS ? buildPlayoffBracket(Math.min(f.playoffQualifiers ?? 4, new Set(teamIds).size), nextId) : [],
      };
    case 'groups_knockout':
      // Its group fixtures come from the draw, made after creation; its knockout from group positions.
      return { league: [], bracket: [] };
    default:
      return { league: generateRoundRobin(teamIds, f.rounds), bracket: [] };
  }
}

/**
 * League fixtures as Match items of a tournament, unscored.
 * @example fixturesToMatches([{ round: 1, homeTeamId: 'a', awayTeamId: 'b' }], { tournamentId: 't', organizerId: 'o' }, () => 'm1')
 * // [{ id: 'm1', tournamentId: 't', organizerId: 'o', homeTeamId: 'a', awayTeamId: 'b', round: 1, isPlayoff: false }]
 */
export function fixturesToMatches(fixtures: readonly RoundRobinFixture[], owner: MatchOwner, nextId: () => string): Match[] {
  return fixtures.map((f) => ({
    id: nextId(),
    tournamentId: owner.tournamentId,
    organizerId: owner.organizerId,
    homeTeamId: f.homeTeamId,
    awayTeamId: f.awayTeamId,
    round: f.round,
    isPlayoff: false,
  }));
}
