import type { Match } from '../match/entities';
import type { StandingRow } from '../league/entities';
import { parsePlaceholder } from '../playoffs/playoff-placeholders';
import { isStartedPlayoffBracket } from '../playoffs/playoff-start';
import type { Tournament } from './entities';
import { playoffZoneSize } from './tournament-form';

type QualifyingTournament = Pick<Tournament, 'format' | 'playoffBracket'>;

/** Real team ids a list of pairings names (placeholders, empty slots and repeats left out). */
const teamsIn = (pairs: readonly { homeTeamId: string; awayTeamId: string }[]): string[] => [
  ...new Set(pairs.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id) => id !== '' && parsePlaceholder(id) === null)),
];

/** The sides picked in a custom playoff's rounds: teams by name, and the seed numbers used. */
function customPicks(tournament: QualifyingTournament): { teams: string[]; seeds: number[] } {
  const values = (tournament.format.customPlayoffConfig?.playoffRounds ?? []).flatMap((round) => round.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  // A team picked by name is a side that is not empty, BYE, a seed or a game reference (custom-playoff-sides.ts).
  const picked = (v: string) => v !== '' && v !== 'bye' && !v.includes('-of:') && parsePlaceholder(v) === null;
  const seeds = values.map(parsePlaceholder).flatMap((p) => (p?.kind === 'seed' ? [p.n] : []));
  return { teams: [...new Set(values.filter(picked))], seeds };
}

/**
 * The teams the knockout was seeded with, once it exists: the teams of the started bracket
 * (league_playoff, swiss_elimination), or the teams the organizer picked by name in the custom rounds
 * ("Seed N" follows the table, and "Winner of" a game is no new team). Null while no knockout game exists.
 * @example knockoutTeamIds(tournament, matches) // ['ars', 'mci', 'new', 'mun']
 */
export function knockoutTeamIds(tournament: QualifyingTournament, matches: readonly Pick<Match, 'isPlayoff'>[]): string[] | null {
  if (!matches.some((m) => m.isPlayoff)) return null;
  if (tournament.format.mode === 'league_custom_playoff') {
    return customPicks(tournament).teams;
  }
  const bracket = tournament.playoffBracket;
  return isStartedPlayoffBracket(bracket) ? teamsIn((bracket ?? []).flatMap((round) => round.matches)) : null;
}

/**
 * Who the table marks "Qualified" (spec §2). Once a knockout has started, exactly the teams in it:
 * the seeding is kept when league results change later (our rule, README "Spec notes"), so the badges
 * and the bracket always agree. Before that, the top of the table by the format's zone (2/4/8 for
 * league_playoff, 4 for swiss_elimination, the custom playoff's team count), once any game is played:
 * before that the order is only the team list and a zone would mislead.
 * @example qualifiedTeamIds({ format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 2 } }, table, matches) // ['a', 'b']
 */
export function qualifiedTeamIds(
  tournament: QualifyingTournament,
  table: readonly Pick<StandingRow, 'teamId' | 'played'>[],
  matches: readonly Pick<Match, 'isPlayoff'>[],
): string[] {
  const seeded = knockoutTeamIds(tournament, matches);
  if (seeded && tournament.format.mode === 'league_custom_playoff') {
    // A custom playoff's "Seed N" is the table's Nth team now.
    const started = table.some((row) => row.played > 0);
    const bySeed = customPicks(tournament).seeds.flatMap((n) => {
      const row = table[n - 1];
      return row && started ? [row.teamId] : [];
    });
    return [...new Set([...seeded, ...bySeed])];
  }
  if (seeded) return seeded;
  if (!table.some((row) => row.played > 0)) return [];
  return table.slice(0, playoffZoneSize(tournament.format)).map((row) => row.teamId);
}

/**
 * Whether the table has moved away from the seeding since the knockout started: its top teams (as
 * many as were seeded) are no longer the seeded teams. The admin page then says the seeding stays.
 * @example seedingDiffersFromTable(['a', 'b'], table) // true when c has overtaken b
 */
export function seedingDiffersFromTable(seeded: readonly string[] | null, table: readonly Pick<StandingRow, 'teamId'>[]): boolean {
  if (!seeded || seeded.length === 0) return false;
  const top = new Set(table.slice(0, seeded.length).map((row) => row.teamId));
  return seeded.some((id) => !top.has(id));
}
