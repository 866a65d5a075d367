import { tournamentChampion } from '../competition/champion';
import type { Tournament, TournamentFormat } from '../competition/entities';
import type { PublicTournamentDocument } from '../competition/public-tournament-document';
import { groupFixturesByTour, publicPlayoffRounds, type FixtureTour, type PublicBracketRound } from '../competition/public-tournament-view';
import { computeTournamentStatistics, type PlayerTally } from '../competition/tournament-statistics';
import type { StandingRow } from '../league/entities';
import { computeStandings } from '../league/standings';
import type { Match } from '../match/entities';
import { isScored } from '../match/scores';
import type { PublicOrganizerCard } from '../organizer/public-organizer';
import { cupView, type CupView } from './cup-view';
import { seasonRounds, shownRounds } from './season-rounds';

/** The All Players tab shows this many rows until the visitor asks for all of them (Top Scorers and Top Assists hold 5 at most anyway). */
export const STATISTICS_TOP_ROWS = 10;

/** What the page's header, calendar link and kick-off times read of the tournament. */
export type SeasonPageTournament = Pick<Tournament, 'id' | 'name' | 'logo' | 'location' | 'socialMedia' | 'timeZone' | 'venues'> & {
  format: Pick<TournamentFormat, 'mode'>;
};

/** A team as the first view names it (standings, fixtures, statistics, bracket, champion): no squad. */
interface SeasonPageTeam {
  id: string;
  name: string;
  logo?: string | null;
  colors?: string[];
}

/** What a fixture row or bracket game shows of a match (no goal events, lineups or texts); its pitch and clock (issue 25) where it has them. */
type SeasonPageMatch = Pick<
  Match,
  'id' | 'round' | 'isPlayoff' | 'homeTeamId' | 'awayTeamId' | 'homeGoals' | 'awayGoals' | 'homePenalties' | 'awayPenalties' | 'dateISO' | 'time' | 'venue' | 'status' | 'pitchId' | 'clock'
>;

const SEASON_PAGE_MATCH_FIELDS = [
  'id', 'round', 'isPlayoff', 'homeTeamId', 'awayTeamId', 'homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties', 'dateISO', 'time', 'venue', 'status', 'pitchId', 'clock',
] as const satisfies ReadonlyArray<keyof SeasonPageMatch>;

/** The Statistics card's first view: the top rows of All Players with how many there are, and both leaderboards. */
export interface SeasonPageStatistics {
  allPlayers: PlayerTally[];
  /** How many public players All Players lists in full ("Show all" reveals the rest). */
  allPlayersTotal: number;
  topScorers: PlayerTally[];
  topAssists: PlayerTally[];
}

/**
 * A public tournament page as its first view shows it (issue 23): the server renders it, its hydration
 * carries it (not the whole season), and the browser's first render reads it, so both renders are the same.
 * Standings, statistics, bracket and champion are computed here by the shared rules.
 */
export interface SeasonPageView {
  tournament: SeasonPageTournament;
  /** Whose tournament it is: an /:orgName/ address must name it. */
  organizer: PublicOrganizerCard | null;
  teams: SeasonPageTeam[];
  standings: StandingRow[];
  fixtures: {
    /** Every league round ("Tour N" navigation). */
    rounds: number[];
    /** The round the address asked for when the season has it, else null (the default rounds show). */
    requested: number | null;
    /** The shown rounds with their matches, in kick-off order. */
    shown: FixtureTour<SeasonPageMatch>[];
  };
  statistics: SeasonPageStatistics;
  bracket: PublicBracketRound[];
  champion: string | null;
  /** A Groups + Knockout cup's groups and knockout (issue 24); absent for the other modes. */
  cup?: CupView;
  counts: { teams: number; matches: number; played: number };
  /** The stored matches among those the view shows: only they have a match page (a planned custom playoff game has none). */
  linkedMatchIds: string[];
}

export interface SeasonPageOptions {
  /** The round the address asks for (`roundFromParam`); null or unknown: the default rounds (`seasonRounds`). */
  round?: number | null;
  /** How many All Players rows to carry; Infinity once the visitor asked for all of them. */
  statisticsRows?: number;
}

const pickMatch = (match: Match): SeasonPageMatch => {
  const picked: Partial<Record<keyof SeasonPageMatch, unknown>> = {};
  for (const field of SEASON_PAGE_MATCH_FIELDS) if (match[field] !== undefined) picked[field] = match[field];
  return picked as SeasonPageMatch;
};

const pageTournament = ({ id, name, logo, location, socialMedia, timeZone, venues, format }: Tournament): SeasonPageTournament => ({
  id,
  name,
  format: { mode: format.mode },
  ...(logo !== undefined ? { logo } : {}),
  ...(location !== undefined ? { location } : {}),
  ...(socialMedia !== undefined ? { socialMedia } : {}),
  ...(timeZone !== undefined ? { timeZone } : {}),
  // Its venues name the fixtures' pitches (issue 25).
  ...(venues !== undefined && venues.length > 0 ? { venues } : {}),
});

/**
 * The first view of a public tournament page for an address (its `?round=`), from the tournament's public
 * document: the header, the teams without squads, the standings rows, the shown rounds' fixtures, the top
 * statistics rows with their total, the bracket, the champion and the counts. The server renders from it and
 * the browser computes the next one (another round, all statistics, a live change) with this same function.
 * @example seasonPageView(premierLeague, { round: 12 }).fixtures.shown.map((t) => t.label) // ['Tour 12']
 */
export function seasonPageView(document: PublicTournamentDocument, options: SeasonPageOptions = {}): SeasonPageView {
  const { tournament, matches, organizer } = document;
  const teamIds = tournament.teamIds ?? [];
  const rounds = seasonRounds(matches);
  const shown = new Set(shownRounds(rounds, options.round ?? null));
  const requested = options.round !== undefined && options.round !== null && rounds.rounds.includes(options.round) ? options.round : null;
  const tours = groupFixturesByTour(matches)
    .filter((tour) => shown.has(tour.round))
    .map((tour) => ({ ...tour, matches: tour.matches.map(pickMatch) }));
  const teamsById = new Map(document.teams.map((team) => [team.id, team]));
  // The tournament's listed teams in their order (squad order within each), as the statistics have always read them.
  const listedTeams = teamIds.flatMap((id) => teamsById.get(id) ?? []);
  const stats = computeTournamentStatistics(listedTeams, matches, { publicOnly: true });
  const cup = cupView(tournament, matches);
  // A cup's knockout is its own (cup.knockout), not the seed bracket of the league modes.
  const bracket = cup ? [] : publicPlayoffRounds(tournament, matches);
  const stored = new Set(matches.map((m) => m.id));
  const cupMatchIds = cup ? [...cup.knockout, ...(cup.thirdPlace ? [cup.thirdPlace] : [])].flatMap((r) => r.ties.flatMap((t) => t.legs.map((l) => l.matchId))) : [];
  const showsMatch = [...tours.flatMap((t) => t.matches.map((m) => m.id)), ...bracket.flatMap((r) => r.matches.map((m) => m.id)), ...cupMatchIds];
  return {
    tournament: pageTournament(tournament),
    organizer,
    teams: document.teams.map(({ id, name, logo, colors }) => ({ id, name, ...(logo !== undefined ? { logo } : {}), ...(colors !== undefined ? { colors } : {}) })),
    standings: computeStandings(teamIds, matches, { tieBreakers: tournament.format.tieBreakers }),
    fixtures: { rounds: rounds.rounds, requested, shown: tours },
    statistics: {
      allPlayers: stats.allPlayers.slice(0, options.statisticsRows ?? STATISTICS_TOP_ROWS),
      allPlayersTotal: stats.allPlayers.length,
      topScorers: stats.topScorers,
      topAssists: stats.topAssists,
    },
    bracket,
    champion: cup ? cup.champion : tournamentChampion(tournament, matches),
    ...(cup ? { cup } : {}),
    counts: { teams: teamIds.length, matches: matches.length, played: matches.filter(isScored).length },
    linkedMatchIds: showsMatch.filter((id) => stored.has(id)),
  };
}
